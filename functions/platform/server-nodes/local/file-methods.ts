// The local driver's file-manager methods of the node port, each run in the server's folder; anything that changes
// the files tells the disk-usage cache to measure again.
import type { NodeDriver } from '../port.ts';
import { extractInto } from './extract.ts';
import { deleteEntries, listFolder, makeFolder, moveEntry, openEntry } from './file-ops.ts';
import { uploadEntry } from './upload.ts';

type FileMethods = Pick<NodeDriver, 'listFiles' | 'makeDirectory' | 'moveFile' | 'deleteFiles' | 'openFile' | 'uploadFile' | 'extractArchive'>;

/** `folderOf` finds a server's folder (or refuses an unknown server); `changed` is called after a change in it. */
export function localFileMethods(folderOf: (serverId: string) => Promise<string>, changed: (folder: string) => void): FileMethods {
  const changing = async <T>(serverId: string, work: (folder: string) => Promise<T>): Promise<T> => {
    const folder = await folderOf(serverId);
    try {
      return await work(folder);
    } finally {
      changed(folder);
    }
  };
  return {
    listFiles: async (_node, serverId, directory) => listFolder(await folderOf(serverId), directory),
    openFile: async (_node, serverId, path) => openEntry(await folderOf(serverId), path),
    makeDirectory: (_node, serverId, path) => changing(serverId, (folder) => makeFolder(folder, path)),
    moveFile: (_node, serverId, from, to) => changing(serverId, (folder) => moveEntry(folder, from, to)),
    deleteFiles: (_node, serverId, paths) => changing(serverId, (folder) => deleteEntries(folder, paths)),
    uploadFile: (_node, serverId, path, body, maxBytes) => changing(serverId, (folder) => uploadEntry(folder, path, body, maxBytes)),
    extractArchive: (_node, serverId, path, into, limits) => changing(serverId, (folder) => extractInto(folder, path, into, limits)),
  };
}
