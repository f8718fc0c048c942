// Where the local node keeps things: each server's own directory (`<root>/<id>/`, everything its owner may see and
// edit), and beside them, out of the owner's reach, the node's record of each server and its runner's pid file.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NodeError, type ServerSpec } from '../port.ts';

/** What the node remembers of a server between starts (and across restarts of Kiln). */
export interface ServerRecord {
  spec: Omit<ServerSpec, 'properties'>;
  installedAt: string | null;
  installError?: string;
}

export interface Layout {
  root: string;
  /** The node's own folder beside the servers' (`.kiln-node`): records, pid files, restores in progress. */
  nodeFolder: string;
  serverDirectory(id: string): string;
  pidFile(id: string): string;
  readRecord(id: string): Promise<ServerRecord | null>;
  writeRecord(id: string, record: ServerRecord): Promise<void>;
  recordFile(id: string): string;
}

/** Kiln's server ids are base62, so a name with a dot can never be a server's. */
const NODE_FOLDER = '.kiln-node';

/** A server id names a folder: only Kiln's own base62 ids are let near the file system. */
const checked = (id: string) => {
  if (!/^[A-Za-z0-9]{1,64}$/.test(id)) throw new NodeError('No such server on this node.', 'not_found');
  return id;
};

export function createLayout(root: string): Layout {
  const nodeFolder = join(root, NODE_FOLDER);
  const recordFile = (id: string) => join(nodeFolder, `${checked(id)}.json`);
  return {
    root,
    nodeFolder,
    serverDirectory: (id) => join(root, checked(id)),
    pidFile: (id) => join(nodeFolder, `${checked(id)}.pid`),
    recordFile,
    async readRecord(id) {
      const text = await readFile(recordFile(id), 'utf8').catch(() => null);
      return text === null ? null : (JSON.parse(text) as ServerRecord);
    },
    async writeRecord(id, record) {
      await mkdir(nodeFolder, { recursive: true });
      const temporary = `${recordFile(id)}.tmp`;
      await writeFile(temporary, JSON.stringify(record, null, 2));
      await rename(temporary, recordFile(id));
    },
  };
}
