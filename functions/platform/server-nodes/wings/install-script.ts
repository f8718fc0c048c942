// The install script Wings runs for a server (`GET /api/remote/servers/{uuid}/install`): fetch the loader's server
// for the game version into the server's directory, then write `server.properties` and `eula.txt` unless a
// reinstall kept them.
import { formatPropertyLine } from '../properties-file.ts';
import type { ServerSpec } from '../port.ts';
import { installImage, WINGS_LOADERS, wingsSupports } from './loaders.ts';

export interface WingsInstallScript {
  container_image: string;
  entrypoint: string;
  script: string;
}

/** Installing accepts the Minecraft EULA on the owner's behalf: Kiln's terms of sale carry that acceptance. */
const EULA = 'eula=true';

export function installScriptFor(spec: ServerSpec): WingsInstallScript {
  const refusal = wingsSupports(spec.loader, spec.gameVersion);
  if (refusal) throw new Error(refusal);
  const recipe = WINGS_LOADERS[spec.loader]!;
  const properties = Object.entries(spec.properties).map(([key, value]) => formatPropertyLine(key, value));
  const { image, entrypoint } = installImage(spec.loader, spec.gameVersion);
  const script = [
    '#!/bin/sh',
    'set -e',
    'if ! command -v jq >/dev/null || ! command -v curl >/dev/null; then',
    '  if command -v apk >/dev/null; then apk add --no-cache curl jq; else apt-get update && apt-get install -y curl jq; fi',
    'fi',
    'mkdir -p /mnt/server && cd /mnt/server',
    `MINECRAFT_VERSION='${spec.gameVersion}'`,
    recipe.fetch,
    'if [ ! -f server.properties ]; then',
    "cat > server.properties <<'KILN_PROPERTIES'",
    ...properties,
    'KILN_PROPERTIES',
    'fi',
    `[ -f eula.txt ] || echo '${EULA}' > eula.txt`,
    '',
  ].join('\n');
  return { container_image: image, entrypoint, script };
}
