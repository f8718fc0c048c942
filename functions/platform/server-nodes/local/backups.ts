// The local node's backup operations: archives go to the blob store Kiln names (the node keeps none of its own), and
// a restore is swapped in whole while the server is stopped, with no start allowed until it is done.
import { NodeError, type NodeDriver } from '../port.ts';
import { packFolder, unpackInto } from './backup-archive.ts';
import type { Layout } from './layout.ts';
import { restoreFolder } from './restore-staging.ts';
import type { ServerProcess } from './server-process.ts';

export interface LocalBackupsDeps {
  layout: Layout;
  processOf(id: string): Promise<ServerProcess>;
  /** The folder's size changed: its cached disk use is stale. */
  changed(directory: string): void;
}

export type LocalBackups = Pick<NodeDriver, 'createBackup' | 'restoreBackup' | 'deleteBackup' | 'backupDownloadUrl'> & {
  /** Refuses (`conflict`) while a backup is being restored over the server's folder: nothing may write into it. */
  assertNotRestoring(id: string): void;
};

export function createLocalBackups({ layout, processOf, changed }: LocalBackupsDeps): LocalBackups {
  const restoring = new Set<string>();

  const assertNotRestoring = (id: string) => {
    if (restoring.has(id)) throw new NodeError('A backup is being restored to this server.', 'conflict');
  };

  const assertInstalled = (proc: ServerProcess) => {
    if (proc.state === 'installing') throw new NodeError('The server is still installing.', 'conflict');
  };

  return {
    assertNotRestoring,

    async createBackup(_node, serverId, backup) {
      const proc = await processOf(serverId);
      assertInstalled(proc);
      assertNotRestoring(serverId);
      // Like Wings, a running server is archived as its files are at that moment: it is not paused for it.
      return { status: 'done', sizeBytes: await packFolder(proc.directory, backup) };
    },

    async restoreBackup(_node, serverId, backup) {
      const proc = await processOf(serverId);
      assertInstalled(proc);
      if (proc.pid !== null) throw new NodeError('Stop the server before restoring a backup.', 'conflict');
      assertNotRestoring(serverId);
      restoring.add(serverId);
      try {
        const archive = await backup.store.get(backup.key);
        if (!archive) throw new NodeError('The backup’s archive is missing.', 'not_found');
        // The console's file lives in the folder being replaced.
        proc.console.closeFile();
        await restoreFolder(layout, serverId, (target) => unpackInto(archive.body, target));
        changed(proc.directory);
        proc.console.append('[Kiln] The server’s files were restored from a backup.');
        return { status: 'done', sizeBytes: archive.size };
      } finally {
        restoring.delete(serverId);
      }
    },

    async deleteBackup(_node, _serverId, backup) {
      await backup.store.delete(backup.key);
    },

    // Kiln serves the archive from its own store.
    backupDownloadUrl: async () => null,
  };
}
