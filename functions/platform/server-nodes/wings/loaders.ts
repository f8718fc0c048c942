// The server loaders Kiln runs on Wings nodes and how each is installed and started: the container images (Pterodactyl's
// Java images for running, an installer image for fetching), the jar to start, and the shell that fetches it from the
// loader's own download service for the requested game version.
import { isAtLeast, javaVersionFor, SAFE_VERSION, type Release } from './game-version.ts';

export interface LoaderRecipe {
  /** The oldest game version the recipe can install, with the reason shown for older ones. */
  since?: Release;
  /** What the server starts: a jar (`-jar` with SERVER_JARFILE) or Forge-style argument files. */
  start: { jar: string } | { argsFile: 'unix_args.txt' };
  /** Whether installing runs Java (an installer jar) rather than only downloading. */
  installerNeedsJava: boolean;
  /** Shell run in the server's directory; `$MINECRAFT_VERSION` is set, `curl` and `jq` are present. */
  fetch: string;
}

const PAPER_FILL = 'https://fill.papermc.io/v3/projects';

const paperLike = (project: string): LoaderRecipe => ({
  start: { jar: 'server.jar' },
  installerNeedsJava: false,
  fetch: [
    `URL=$(curl -fsSL "${PAPER_FILL}/${project}/versions/$MINECRAFT_VERSION/builds" | jq -r 'map(select(.channel == "STABLE")) | first | .downloads."server:default".url')`,
    'curl -fsSL -o server.jar "$URL"',
  ].join('\n'),
});

/** The loaders themselves; `supports` refuses the rest. */
export const WINGS_LOADERS: Record<string, LoaderRecipe> = {
  vanilla: {
    start: { jar: 'server.jar' },
    installerNeedsJava: false,
    fetch: [
      `META=$(curl -fsSL https://piston-meta.mojang.com/mc/game/version_manifest_v2.json | jq -r --arg v "$MINECRAFT_VERSION" '.versions[] | select(.id == $v) | .url')`,
      `curl -fsSL -o server.jar "$(curl -fsSL "$META" | jq -r '.downloads.server.url')"`,
    ].join('\n'),
  },
  paper: paperLike('paper'),
  folia: paperLike('folia'),
  purpur: {
    start: { jar: 'server.jar' },
    installerNeedsJava: false,
    fetch: 'curl -fsSL -o server.jar "https://api.purpurmc.org/v2/purpur/$MINECRAFT_VERSION/latest/download"',
  },
  fabric: {
    since: { major: 1, minor: 14, patch: 0 },
    start: { jar: 'server.jar' },
    installerNeedsJava: false,
    fetch: [
      `LOADER=$(curl -fsSL "https://meta.fabricmc.net/v2/versions/loader/$MINECRAFT_VERSION" | jq -r 'map(select(.loader.stable)) | first | .loader.version')`,
      `INSTALLER=$(curl -fsSL https://meta.fabricmc.net/v2/versions/installer | jq -r 'map(select(.stable)) | first | .version')`,
      'curl -fsSL -o server.jar "https://meta.fabricmc.net/v2/versions/loader/$MINECRAFT_VERSION/$LOADER/$INSTALLER/server/jar"',
    ].join('\n'),
  },
  quilt: {
    since: { major: 1, minor: 14, patch: 0 },
    // The launcher starts the vanilla `server.jar` the installer downloads beside it.
    start: { jar: 'quilt-server-launch.jar' },
    installerNeedsJava: true,
    fetch: [
      'curl -fsSL -o quilt-installer.jar https://quiltmc.org/api/v1/download-latest-installer/java-universal',
      'java -jar quilt-installer.jar install server "$MINECRAFT_VERSION" --download-server --install-dir=.',
      'rm -f quilt-installer.jar',
    ].join('\n'),
  },
  forge: {
    // Older Forge starts from a universal jar on Java 8; Kiln installs the argument-file layout of 1.17 onwards.
    since: { major: 1, minor: 17, patch: 0 },
    start: { argsFile: 'unix_args.txt' },
    installerNeedsJava: true,
    fetch: [
      `FORGE=$(curl -fsSL https://files.minecraftforge.net/net/minecraftforge/forge/promotions_slim.json | jq -r --arg v "$MINECRAFT_VERSION" '.promos[$v + "-recommended"] // .promos[$v + "-latest"]')`,
      'BUILD="$MINECRAFT_VERSION-$FORGE"',
      'curl -fsSL -o installer.jar "https://maven.minecraftforge.net/net/minecraftforge/forge/$BUILD/forge-$BUILD-installer.jar"',
      'java -jar installer.jar --installServer',
      'ln -sf "libraries/net/minecraftforge/forge/$BUILD/unix_args.txt" unix_args.txt',
      'rm -f installer.jar installer.jar.log run.sh run.bat',
    ].join('\n'),
  },
  neoforge: {
    // NeoForge's own numbering (21.1.x for Minecraft 1.21.1) begins with Minecraft 1.20.2.
    since: { major: 1, minor: 20, patch: 2 },
    start: { argsFile: 'unix_args.txt' },
    installerNeedsJava: true,
    fetch: [
      `PREFIX=$(echo "$MINECRAFT_VERSION" | awk -F. '$1 == 1 { print $2 "." ($3 == "" ? 0 : $3) "."; next } { print $0 "." }')`,
      `NEO=$(curl -fsSL https://maven.neoforged.net/releases/net/neoforged/neoforge/maven-metadata.xml | grep -o "<version>$PREFIX[^<]*</version>" | sed 's/<[^>]*>//g' | grep -v beta | tail -n 1)`,
      'curl -fsSL -o installer.jar "https://maven.neoforged.net/releases/net/neoforged/neoforge/$NEO/neoforge-$NEO-installer.jar"',
      'java -jar installer.jar --installServer',
      'ln -sf "libraries/net/neoforged/neoforge/$NEO/unix_args.txt" unix_args.txt',
      'rm -f installer.jar installer.jar.log run.sh run.bat',
    ].join('\n'),
  },
};

const NAMES: Record<string, string> = {
  vanilla: 'Vanilla', paper: 'Paper', folia: 'Folia', purpur: 'Purpur', fabric: 'Fabric', quilt: 'Quilt', forge: 'Forge', neoforge: 'NeoForge',
};

const releaseText = (release: Release) => `${release.major}.${release.minor}${release.patch ? `.${release.patch}` : ''}`;

/** Null when Wings nodes can run the loader at this game version, else the refusal to show. */
export function wingsSupports(loader: string, gameVersion: string): string | null {
  const recipe = WINGS_LOADERS[loader];
  if (!recipe) return `${loader} servers are not supported here`;
  if (!SAFE_VERSION.test(gameVersion)) return `Minecraft ${gameVersion} is not supported here`;
  if (recipe.since && !isAtLeast(gameVersion, recipe.since)) {
    return `${NAMES[loader]} before Minecraft ${releaseText(recipe.since)} is not supported here`;
  }
  return null;
}

/** Pterodactyl's Java images, which run a server's startup command as its container's entrypoint expects. */
export const javaImage = (gameVersion: string) => `ghcr.io/pterodactyl/yolks:java_${javaVersionFor(gameVersion)}`;

/** The image an install runs in: a JDK when an installer jar must run, else Pterodactyl's small installer image. */
export function installImage(loader: string, gameVersion: string): { image: string; entrypoint: string } {
  return WINGS_LOADERS[loader]?.installerNeedsJava
    ? { image: `eclipse-temurin:${javaVersionFor(gameVersion)}-jdk`, entrypoint: 'bash' }
    : { image: 'ghcr.io/pterodactyl/installers:alpine', entrypoint: 'ash' };
}
