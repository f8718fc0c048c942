// The typed server.properties editor: reads the node's file into the editor's fields (a value the editor does not
// understand is reported as such, not silently replaced) and writes only the fields that changed, keeping every
// other line of the file as it was. Changes take effect at the server's next start, as in Minecraft itself.
import { readProperties, updateProperties } from '#platform/server-nodes/properties-file.ts';
import { ApiError } from '#contracts/errors.ts';
import { serverProperties, type ServerProperties } from '#contracts/servers.ts';
import type { Viewer } from '#access';
import { nodeDriver, nodeOf, type Runtime } from '../runtime.ts';
import { serverAccess } from '../access/policy.ts';

const FILE = 'server.properties';
const MAX_FILE_BYTES = 256 * 1024;

export interface PropertiesRead {
  values: Partial<ServerProperties>;
  /** Fields whose value in the file is not one the editor offers (shown as "unknown", kept unless changed). */
  unknown: string[];
}

function typed(key: keyof ServerProperties, raw: string): unknown {
  const shape = serverProperties.shape[key];
  const candidates: unknown[] = [raw, raw === 'true' ? true : raw === 'false' ? false : undefined, raw.trim() === '' ? undefined : Number(raw)];
  for (const candidate of candidates) {
    if (candidate !== undefined && shape.safeParse(candidate).success) return candidate;
  }
  return undefined;
}

export async function readServerProperties(runtime: Runtime, viewer: Viewer, serverId: string): Promise<PropertiesRead> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'options', false);
  const text = await (await nodeDriver(runtime)).readFile(nodeOf(runtime, row.nodeId), row.id, FILE, MAX_FILE_BYTES);
  const file = readProperties(text ?? '');
  const values: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const key of Object.keys(serverProperties.shape) as (keyof ServerProperties)[]) {
    if (!(key in file)) continue;
    const value = typed(key, file[key]!);
    if (value === undefined) unknown.push(key);
    else values[key] = value;
  }
  return { values: values as Partial<ServerProperties>, unknown };
}

export async function updateServerProperties(runtime: Runtime, viewer: Viewer, serverId: string, changes: Partial<ServerProperties>): Promise<void> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'options');
  if (row.status === 'pending_payment' || row.status === 'installing') throw new ApiError('conflict', 'The server is still being installed.');
  const driver = await nodeDriver(runtime);
  const node = nodeOf(runtime, row.nodeId);
  const text = (await driver.readFile(node, row.id, FILE, MAX_FILE_BYTES)) ?? '';
  const updated = updateProperties(text, Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, String(value)])));
  if (updated !== text) await driver.writeFile(node, row.id, FILE, updated);
}
