// The game-server node port: what Kiln asks of the machines its hosted Minecraft servers run on. Two drivers implement
// it: `local` (real Minecraft-protocol server processes on this machine) and `wings` (Pelican/Pterodactyl Wings nodes).
// Kiln owns the server's record (plan, port, properties it was installed with); the node owns the running process
// and the server's directory.

/** A node as configuration describes it: where it is, how to reach it, what it can hold. */
export interface NodeRef {
  id: string;
  /** A region id from the servers contract: north-america, western-europe, central-europe. */
  region: string;
  /** The host players connect to (a domain or an IP address). */
  publicHost: string;
  /** Memory the node can give to servers, in MiB: stock is this minus what its live servers are sold. */
  memoryMb: number;
  /** A URL in the region that answers quickly with any origin allowed: browsers time it to show the region's latency. */
  pingUrl?: string;
  /** The ports servers on this node may listen on (inclusive). */
  ports: { from: number; to: number };
  /** Wings only: the daemon's base URL (https://node.example:8080) and its token (`token_id.token` is sent). */
  url?: string;
  tokenId?: string;
  token?: string;
}

/** What a server is, as the node needs it to install and run it. */
export interface ServerSpec {
  /** Kiln's server id (base62): the node's name for it. */
  id: string;
  memoryMb: number;
  /** Whole cores the plan sells; CPU use is still reported normalized 0–100% across all of the node's cores. */
  cpu: number;
  diskMb: number;
  port: number;
  /** `vanilla` everywhere; the local driver supports nothing else (see `supports`). */
  loader: string;
  gameVersion: string;
  /** Extra flags for the server's runtime (JVM flags on Wings; the local driver records them and ignores them). */
  startupFlags: string;
  /** Written to `server.properties` at install; afterwards the file on the node is the truth. */
  properties: Record<string, string>;
  /**
   * Start the server again when it dies unasked, at most 3 times within 5 minutes (the owner's `auto_restart`
   * preference); absent means yes.
   */
  autoRestart?: boolean;
}

export type PowerAction = 'start' | 'stop' | 'restart' | 'kill';

/**
 * The node's view of a server. `installing` while its files are prepared; `offline` when stopped (by a person or
 * never started); `crashed` when the process died unasked and the restart policy gave up.
 */
export type NodeServerState = 'installing' | 'install_failed' | 'offline' | 'starting' | 'running' | 'stopping' | 'crashed';

export interface ServerStats {
  state: NodeServerState;
  /** Share of the whole node's CPU, 0–100 (100 = every core busy). */
  cpuPercent: number;
  memoryBytes: number;
  memoryLimitBytes: number;
  diskBytes: number;
  /** Milliseconds since the process started; 0 when not running. */
  uptimeMs: number;
}

export interface ConsoleLine {
  /** Milliseconds since the epoch, when the node read the line. */
  at: number;
  text: string;
}

/** A node cannot do what was asked (unreachable, refused, unsupported): the message is safe to show to the person. */
export class NodeError extends Error {
  // A declared field, not a constructor parameter property: Node runs this file by stripping types, which cannot
  // rewrite parameter properties.
  readonly reason: 'unsupported' | 'not_found' | 'conflict' | 'unavailable' | 'invalid';

  constructor(message: string, reason: NodeError['reason']) {
    super(message);
    this.reason = reason;
  }
}

export interface NodeDriver {
  kind: 'local' | 'wings';
  /** Null when the node can run this loader and game version, else the refusal to show ("… is not supported here"). */
  supports(loader: string, gameVersion: string): string | null;
  /** Creates the server's space and installs it; resolves once installing has begun (poll `stats` for its end). */
  install(node: NodeRef, spec: ServerSpec): Promise<void>;
  /** Wipes the server's files except what `keep` names (relative paths) and installs it again from `spec`. */
  reinstall(node: NodeRef, spec: ServerSpec, keep?: string[]): Promise<void>;
  /** Applies a changed plan (memory, CPU, disk, port, startup flags) to an installed server; takes effect at next start. */
  update(node: NodeRef, spec: ServerSpec): Promise<void>;
  /** Stops the server if running and deletes everything of it on the node. */
  remove(node: NodeRef, serverId: string): Promise<void>;
  power(node: NodeRef, serverId: string, action: PowerAction): Promise<void>;
  stats(node: NodeRef, serverId: string): Promise<ServerStats>;
  /** Sends one line to the running server's console, as if typed there. */
  command(node: NodeRef, serverId: string, line: string): Promise<void>;
  /** The last lines of the console, oldest first (at most `limit`). */
  recentConsole(node: NodeRef, serverId: string, limit: number): Promise<ConsoleLine[]>;
  /** Calls `onLine` for every new console line until the returned function is called. */
  watchConsole(node: NodeRef, serverId: string, onLine: (line: ConsoleLine) => void): Promise<() => void>;
  /** A file of the server's directory, by a relative path inside it (refused outside it); null when it does not exist. */
  readFile(node: NodeRef, serverId: string, path: string, maxBytes: number): Promise<string | null>;
  writeFile(node: NodeRef, serverId: string, path: string, content: string): Promise<void>;
  /**
   * Called once when Kiln starts, with every server this node holds and whether its owner wants it running: servers
   * still running from before are adopted or restarted, so a restart of Kiln does not stop anyone's world.
   */
  resume(node: NodeRef, servers: { spec: ServerSpec; wantsRunning: boolean }[]): Promise<void>;
  /** Stops watching and lets go of the node's resources (the local driver stops its processes). */
  close(): Promise<void>;
}
