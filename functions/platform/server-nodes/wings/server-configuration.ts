// The configuration document a Wings node fetches for a server (`GET /api/remote/servers/{uuid}`): `settings` (what
// the container is: image, startup, environment, limits, port) and `process_configuration` (how Wings knows it has
// started, how it stops it, which configuration files it rewrites before each start).
import type { NodeRef, ServerSpec } from '../port.ts';
import { javaImage, WINGS_LOADERS, wingsSupports } from './loaders.ts';

export interface WingsServerConfiguration {
  settings: {
    uuid: string;
    meta: { name: string; description: string };
    suspended: boolean;
    invocation: string;
    skip_egg_scripts: boolean;
    environment: Record<string, string>;
    labels: Record<string, string>;
    allocations: { force_outgoing_ip: boolean; default: { ip: string; port: number }; mappings: Record<string, number[]> };
    build: { memory_limit: number; swap: number; io_weight: number; cpu_limit: number; disk_space: number; threads: string; oom_disabled: boolean };
    crash_detection_enabled: boolean;
    mounts: never[];
    egg: { id: string; file_denylist: string[] };
    container: { image: string };
  };
  process_configuration: {
    startup: { done: string[]; user_interaction: string[]; strip_ansi: boolean };
    stop: { type: 'command'; value: string };
    configs: { file: string; parser: 'properties'; replace: { match: string; replace_with: string }[] }[];
  };
}

export interface ConfigurationInput {
  uuid: string;
  spec: ServerSpec;
  suspended: boolean;
  /** The server's name, shown in Wings' own logs. */
  name: string;
}

/** Containers listen on every interface; Wings publishes the port on the node's address. */
const BIND_ADDRESS = '0.0.0.0';
/** Minecraft's line once the world is loaded: `Done (3.2s)! For help, type "help"`. */
const STARTED_LINE = ')! For help, type ';
/** Swap Wings may add beyond the plan's memory, in MB: none, so the plan's memory is the server's whole budget. */
const SWAP_MB = 0;
/** Docker's default block-I/O weight, the one Pterodactyl's panel gives every server. */
const IO_WEIGHT = 500;

/** Quotes one word for the container's shell, so startup flags are passed as they are written and never run. */
const shellWord = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

export function startupCommand(spec: ServerSpec): string {
  const start = WINGS_LOADERS[spec.loader]!.start;
  const flags = spec.startupFlags.split(/\s+/).filter(Boolean).map(shellWord);
  // MaxRAMPercentage sizes the heap from the container's limit, which Wings sets from the plan's memory.
  const java = ['java', '-Xms128M', '-XX:MaxRAMPercentage=95.0', ...flags, '-Dterminal.jline=false', '-Dterminal.ansi=true'];
  const target = 'jar' in start ? ['-jar', '{{SERVER_JARFILE}}'] : [`@${start.argsFile}`];
  return [...java, ...target, 'nogui'].join(' ');
}

export function wingsServerConfiguration(node: NodeRef, input: ConfigurationInput): WingsServerConfiguration {
  const { spec } = input;
  const refusal = wingsSupports(spec.loader, spec.gameVersion);
  if (refusal) throw new Error(refusal);
  const start = WINGS_LOADERS[spec.loader]!.start;
  const port = String(spec.port);
  return {
    settings: {
      uuid: input.uuid,
      meta: { name: input.name, description: `Kiln server ${spec.id}` },
      suspended: input.suspended,
      invocation: startupCommand(spec),
      skip_egg_scripts: false,
      environment: {
        SERVER_JARFILE: 'jar' in start ? start.jar : '',
        MINECRAFT_VERSION: spec.gameVersion,
        KILN_LOADER: spec.loader,
      },
      labels: { 'dev.kiln.server': spec.id, 'dev.kiln.node': node.id },
      allocations: { force_outgoing_ip: false, default: { ip: BIND_ADDRESS, port: spec.port }, mappings: { [BIND_ADDRESS]: [spec.port] } },
      build: {
        memory_limit: spec.memoryMb,
        swap: SWAP_MB,
        io_weight: IO_WEIGHT,
        // Wings' CPU limit is a percentage of one core: a plan's whole cores times 100.
        cpu_limit: spec.cpu * 100,
        disk_space: spec.diskMb,
        threads: '',
        oom_disabled: false,
      },
      // Wings' crash detection is its restart policy: it starts a server again when it dies unasked.
      crash_detection_enabled: spec.autoRestart !== false,
      mounts: [],
      egg: { id: `kiln-${spec.loader}`, file_denylist: [] },
      container: { image: javaImage(spec.gameVersion) },
    },
    process_configuration: {
      startup: { done: [STARTED_LINE], user_interaction: [], strip_ansi: false },
      stop: { type: 'command', value: 'stop' },
      configs: [
        {
          file: 'server.properties',
          parser: 'properties',
          replace: [
            { match: 'server-ip', replace_with: BIND_ADDRESS },
            { match: 'server-port', replace_with: port },
            { match: 'query.port', replace_with: port },
          ],
        },
      ],
    },
  };
}
