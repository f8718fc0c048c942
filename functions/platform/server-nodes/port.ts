// The game-server node port: what Kiln asks of the machines its hosted Minecraft servers run on. Two drivers implement
// it: `local` (real Minecraft-protocol server processes on this machine) and `wings` (Pelican/Pterodactyl Wings nodes).
// Kiln owns the server's record (plan, port, properties it was installed with); the node owns the running process
// and the server's directory.
import type { BlobStore } from '../blobs/port.ts';

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

const NODE_ERROR: unique symbol = Symbol.for('kiln.server-nodes.node-error');

/** A node cannot do what was asked (unreachable, refused, unsupported): the message is safe to show to the person. */
export class NodeError extends Error {
  // A declared field, not a constructor parameter property: Node runs this file by stripping types, which cannot
  // rewrite parameter properties.
  readonly reason: 'unsupported' | 'not_found' | 'conflict' | 'unavailable' | 'invalid';
  readonly [NODE_ERROR] = true;

  constructor(message: string, reason: NodeError['reason']) {
    super(message);
    this.reason = reason;
  }

  // The built site and the start script each load a copy of this class and share one local driver (see
  // local/driver.ts), so an error thrown by one copy must still be a NodeError to the other.
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && NODE_ERROR in value;
  }
}

/** One entry of a server's folder. `link` is a symbolic link: listed, never followed. */
export interface FileEntry {
  name: string;
  kind: 'file' | 'directory' | 'link';
  /** Bytes for files; 0 for folders and links. */
  size: number;
  /** Last modification, milliseconds since the epoch. */
  modified: number;
}

/** What an archive may expand to when a node extracts it (the same limits Kiln applies to uploaded archives). */
export interface ArchiveLimits {
  maxEntries: number;
  /** The sum of the entries' inflated sizes; also bounded by the room left in the server's storage. */
  maxInflatedBytes: number;
}

/** A file's bytes as a stream, with its size. */
export interface FileStream {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/** A backup as the node needs it: Kiln's id for it and, where Kiln keeps the archive, the store and key to use. */
export interface BackupTarget {
  id: string;
  /** The blob key of the archive (a `.tar.gz`) in `store`. */
  key: string;
  store: BlobStore;
  /** Relative paths left out of the archive. */
  ignore?: string[];
}

/**
 * `done`: the node finished while Kiln waited (the local driver); `started`: the node works on and reports the end
 * itself (Wings calls back), so Kiln records the outcome when that report arrives.
 */
export type BackupOutcome = { status: 'done'; sizeBytes: number } | { status: 'started' };

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
  /** The entries of a folder (`''` is the server's folder itself); NodeError `not_found` when it does not exist. */
  listFiles(node: NodeRef, serverId: string, directory: string): Promise<FileEntry[]>;
  /** Creates a folder and any missing parents; `conflict` when a file has that name. */
  makeDirectory(node: NodeRef, serverId: string, path: string): Promise<void>;
  /** Renames or moves a file or folder; `conflict` when `to` exists, `not_found` when `from` does not. */
  moveFile(node: NodeRef, serverId: string, from: string, to: string): Promise<void>;
  /** Deletes files and folders (folders with everything in them); paths that do not exist are skipped. */
  deleteFiles(node: NodeRef, serverId: string, paths: string[]): Promise<void>;
  /** A file's bytes for download; null when it does not exist (`invalid` for a folder). */
  openFile(node: NodeRef, serverId: string, path: string): Promise<FileStream | null>;
  /**
   * Stores a streamed upload at `path`, replacing a file there, whole or not at all; refused (`invalid`, nothing
   * kept) once more than `maxBytes` arrive, which is how the storage quota is enforced. Resolves with the size.
   */
  uploadFile(node: NodeRef, serverId: string, path: string, body: ReadableStream<Uint8Array>, maxBytes: number): Promise<number>;
  /**
   * Extracts a `.zip` or `.tar.gz` of the server into `into` (a folder, created when missing): entries that would
   * land outside the server's folder, links, and archives over `limits` are refused before anything is written.
   */
  extractArchive(node: NodeRef, serverId: string, path: string, into: string, limits: ArchiveLimits): Promise<{ entries: number; bytes: number }>;
  /** Archives the server's folder (as it is now) as a backup. */
  createBackup(node: NodeRef, serverId: string, backup: BackupTarget): Promise<BackupOutcome>;
  /**
   * Replaces the server's folder by the backup's contents: unpacked beside it first and swapped in whole, so a crash
   * leaves the folder either as it was or fully restored. The server must be stopped.
   */
  restoreBackup(node: NodeRef, serverId: string, backup: BackupTarget): Promise<BackupOutcome>;
  deleteBackup(node: NodeRef, serverId: string, backup: BackupTarget): Promise<void>;
  /**
   * A link the person's browser can download the archive from for `expiresInMs`, or null when Kiln serves it from
   * `backup.store` itself.
   */
  backupDownloadUrl(node: NodeRef, serverId: string, backup: BackupTarget, expiresInMs: number): Promise<string | null>;
  /**
   * Called once when Kiln starts, with every server this node holds and whether its owner wants it running: servers
   * still running from before are adopted or restarted, so a restart of Kiln does not stop anyone's world.
   */
  resume(node: NodeRef, servers: { spec: ServerSpec; wantsRunning: boolean }[]): Promise<void>;
  /** Stops watching and lets go of the node's resources (the local driver stops its processes). */
  close(): Promise<void>;
}
