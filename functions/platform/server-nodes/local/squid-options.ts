// Turns a server's `server.properties` into flying-squid's server options: the properties it models are mapped, the
// rest stay in the file for the owner (and for a Wings node, should the server move there).
import { join } from 'node:path';

const GAME_MODES = ['survival', 'creative', 'adventure', 'spectator'];
const DIFFICULTIES = ['peaceful', 'easy', 'normal', 'hard'];

export interface SquidSettings {
  /** The options for flying-squid's `createMCServer`. */
  options: Record<string, unknown>;
  /** What the runner enforces itself, flying-squid having no setting for it. */
  pvp: boolean;
  maxPlayers: number;
}

const integer = (value: string | undefined, fallback: number, min: number, max: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? Math.min(max, Math.max(min, parsed)) : fallback;
};

const flag = (value: string | undefined, fallback: boolean) => (value === 'true' ? true : value === 'false' ? false : fallback);

/** A mode given by name (modern files) or number (old ones). */
const choice = (value: string | undefined, names: string[], fallback: number) => {
  const byName = names.indexOf((value ?? '').trim().toLowerCase());
  if (byName !== -1) return byName;
  return integer(value, fallback, 0, names.length - 1);
};

/** Minecraft's seed rule: a whole number is the seed, any other text seeds with Java's String.hashCode of it. */
export function seedOf(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return undefined;
  if (/^-?\d{1,10}$/.test(trimmed) && Math.abs(Number(trimmed)) <= 2 ** 31 - 1) return Number(trimmed);
  let hash = 0;
  for (let index = 0; index < trimmed.length; index++) hash = (Math.imul(31, hash) + trimmed.charCodeAt(index)) | 0;
  return hash;
}

export function squidSettings(properties: Record<string, string>, gameVersion: string, serverDirectory: string): SquidSettings {
  const motd = properties.motd ?? 'A Minecraft Server';
  const maxPlayers = integer(properties['max-players'], 20, 1, 1000);
  const seed = seedOf(properties['level-seed']);
  return {
    options: {
      version: gameVersion,
      port: integer(properties['server-port'], 25565, 1, 65535),
      ...(properties['server-ip'] ? { host: properties['server-ip'] } : {}),
      motd,
      'max-players': maxPlayers,
      // A local node cannot reach Mojang's session servers from every machine; owners opt in explicitly.
      'online-mode': flag(properties['online-mode'], false),
      gameMode: choice(properties.gamemode, GAME_MODES, 0),
      difficulty: choice(properties.difficulty, DIFFICULTIES, 1),
      'view-distance': integer(properties['view-distance'], 10, 2, 32),
      worldFolder: join(serverDirectory, 'world'),
      generation: { name: 'superflat', options: seed === undefined ? {} : { seed } },
      kickTimeout: 10_000,
      plugins: {},
      modpe: false,
      logging: false,
      'everybody-op': false,
      'max-entities': 100,
      'player-list-text': { header: { text: motd }, footer: { text: '' } },
    },
    pvp: flag(properties.pvp, true),
    maxPlayers,
  };
}
