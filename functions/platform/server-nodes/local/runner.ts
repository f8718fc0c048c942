// The process one local Minecraft server runs in (started by the supervisor with this server's directory as its
// working directory): serves the world with flying-squid per `server.properties`, prints its console to stdout as
// `[HH:MM:SS] [LEVEL]: text` lines, runs console commands read from stdin, and saves and exits 0 on `stop`, on
// SIGTERM or when its console closes (Kiln went away).
import { rmSync, writeFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { readProperties } from '../properties-file.ts';
import { squidSettings } from './squid-options.ts';

interface Player {
  username: string;
  kick(reason?: string): void;
  on(event: string, listener: (...args: never[]) => void): void;
}
interface World {
  saveNow(): Promise<void>;
}
interface Squid {
  players: Player[];
  overworld?: World;
  log(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  err(message: string): void;
  quit(reason?: string): Promise<void>;
  commands: { find(line: string): unknown; use(line: string): Promise<string | undefined> };
  on(event: string, listener: (...args: never[]) => void): void;
}

const started = Date.now();
const directory = process.cwd();
const gameVersion = process.env.KILN_GAME_VERSION ?? '';
const pidFile = process.env.KILN_PID_FILE;

// With Kiln gone its console pipe is closed: the server still saves and stops, it just has nobody to tell.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);

const time = () => new Date().toTimeString().slice(0, 8);
/** flying-squid logs errors with their stacks: the frames name files of the node, not anything the owner can act on. */
const withoutStackFrames = (text: string) => text.split('\n').filter((line) => !/^\s+at /.test(line)).join('\n');
const print = (text: string) => process.stdout.write(`[${time()}] ${withoutStackFrames(stripVTControlCharacters(text))}\n`);

if (pidFile) {
  writeFileSync(pidFile, `${process.pid}\n`);
  process.on('exit', () => rmSync(pidFile, { force: true }));
}

const require = createRequire(import.meta.url);
// flying-squid's log plugin opens its own prompt on stdin and stdout when it believes it runs in Node; loaded once as
// in a browser, it leaves the console to this runner, which decides what a console line may run.
const host = process as { browser?: boolean };
host.browser = true;
require('flying-squid/src/lib/plugins/log.js');
delete host.browser;
const { createMCServer } = require('flying-squid') as { createMCServer(options: Record<string, unknown>): Squid };

const settings = squidSettings(readProperties(readFileSync('server.properties', 'utf8')), gameVersion, directory);
print(`[INFO]: Starting minecraft server version ${gameVersion}`);
print(`[INFO]: Starting Minecraft server on ${(settings.options.host as string | undefined) ?? '*'}:${settings.options.port}`);
const serv = createMCServer(settings.options);
let ready = false;
serv.log = (message) => print(message);

serv.on('error', (error: Error & { code?: string }) => {
  if (ready) return;
  print(`[ERROR]: Failed to bind to port ${settings.options.port}: ${error.code ?? error.message}`);
  process.exit(1);
});
serv.on('ready', () => {
  ready = true;
  print(`[INFO]: Done (${((Date.now() - started) / 1000).toFixed(3)}s)! For help, type "help"`);
});
serv.on('newPlayer', (player: Player) => {
  if (serv.players.filter((other) => other !== player).length >= settings.maxPlayers) {
    player.kick('The server is full!');
    return;
  }
  player.on('spawned', () => serv.info(`${player.username} joined the game`));
  player.on('disconnected', () => serv.info(`${player.username} left the game`));
  if (!settings.pvp) {
    player.on('attack_cancel', ({ attackedEntity }: { attackedEntity: { type: string } }, cancel: () => void) => {
      if (attackedEntity.type === 'player') cancel();
    });
  }
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  serv.info('Stopping the server');
  // A player who never acknowledges the kick must not keep the world from being saved.
  await Promise.race([serv.quit('Server closed').catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
  serv.info('Saving the world');
  await serv.overworld?.saveNow();
  serv.info('Saved; goodbye');
  process.exit(0);
}

function listLine() {
  const names = serv.players.map((player) => player.username);
  return `There are ${names.length} of a max of ${settings.maxPlayers} players online: ${names.join(', ')}`;
}

async function run(raw: string) {
  const line = raw.trim().replace(/^\//, '');
  if (line === '') return;
  const name = line.split(' ')[0]!;
  if (name === 'stop') return stop();
  if (name === 'list') return serv.info(listLine());
  if (!serv.commands.find(line)) return serv.warn(`Unknown command "${name}". Type "help" for the list of commands.`);
  try {
    const answer = await serv.commands.use(line);
    if (answer) serv.info(answer);
  } catch (error) {
    // flying-squid throws its UserError for a mistake in the command; anything else is its own failure, and neither
    // may take the world down.
    const { message, userError } = error as { message?: string; userError?: boolean };
    serv.err(userError ? String(message) : `The command "${name}" failed: ${message ?? String(error)}`);
  }
}

const commands = createInterface({ input: process.stdin });
commands.on('line', (line) => void run(line));
commands.on('close', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
