// Backups on a Wings node through Wings' backup routes. When the backup's blob store can presign links (S3-compatible
// stores), Wings' `s3` adapter is used: Wings archives on the node, asks the panel for presigned part links
// (`GET /api/remote/backups/{backup}?size=`), uploads the archive to `backup.key` in the store and reports the parts,
// and a restore downloads it from a presigned `download_url`. Otherwise (a local directory, the R2 binding) the `wings`
// adapter keeps the archives on the node's backup disk (`<backup directory>/<server uuid>/<backup uuid>.tar.gz`).
//
// Create and restore run on the node after Wings answers 202, so both resolve `started`; Wings reports the end to the
// panel: a create with `POST /api/remote/backups/{backup}` (`{ successful, checksum, checksum_type, size, parts }`), a
// restore with `POST /api/remote/backups/{backup}/restore` (`{ successful }`). Kiln's backup ids travel as UUIDs made
// like its server ids (server-uuid.ts), so those reports name the backup without a mapping table.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { NodeError, type BackupTarget, type NodeDriver, type NodeRef } from '../port.ts';
import { signNodeToken } from './console-token.ts';
import { nodeBaseUrl, wingsJson, wingsSend } from './http.ts';
import { wingsUuidOf } from './server-uuid.ts';

export interface WingsBackupOptions {
  /** Kiln's public URL: the issuer of the download tokens. */
  panelUrl: string;
  timeoutMs: number;
}

/** Kiln's ids become UUIDs (Wings answers 400 to anything else); an id that has none is refused before asking. */
function uuidOf(id: string, what: 'server' | 'backup'): string {
  const uuid = wingsUuidOf(id);
  if (!uuid) throw new NodeError(`This ${what} id cannot be used on a Wings node`, 'invalid');
  return uuid;
}

const serverState = z.object({ state: z.string() });

/** How long Wings has to start downloading a restored archive. */
const RESTORE_LINK_SECONDS = 3600;

const adapterOf = (backup: BackupTarget) => (backup.store.presign ? 's3' : 'wings');

export function createWingsBackups(options: WingsBackupOptions): Pick<NodeDriver, 'createBackup' | 'restoreBackup' | 'deleteBackup' | 'backupDownloadUrl'> {
  const { timeoutMs } = options;
  const send = (node: NodeRef, method: 'POST' | 'DELETE', path: string, what: string, body?: unknown) => wingsSend(node, { method, path, body, timeoutMs }, what);

  return {
    async createBackup(node, serverId, backup) {
      await send(node, 'POST', `/api/servers/${uuidOf(serverId, 'server')}/backup`, 'Creating the backup', {
        adapter: adapterOf(backup),
        uuid: uuidOf(backup.id, 'backup'),
        // Wings reads it as a .gitignore: one pattern a line, and an empty list means the server's `.pelicanignore`.
        ignore: (backup.ignore ?? []).join('\n'),
      });
      return { status: 'started' };
    },

    async restoreBackup(node, serverId, backup) {
      const server = uuidOf(serverId, 'server');
      // Wings empties the folder as soon as it is asked, even under a running server: it is asked only once stopped.
      const { state } = await wingsJson(node, { method: 'GET', path: `/api/servers/${server}`, timeoutMs }, 'Reading the server state', serverState);
      if (state !== 'offline') throw new NodeError('Stop the server before restoring a backup.', 'conflict');
      const downloadUrl = await backup.store.presign?.downloadUrl(backup.key, RESTORE_LINK_SECONDS);
      await send(node, 'POST', `/api/servers/${server}/backup/${uuidOf(backup.id, 'backup')}/restore`, 'Restoring the backup', {
        adapter: adapterOf(backup),
        truncate_directory: true,
        ...(downloadUrl ? { download_url: downloadUrl } : {}),
      });
      return { status: 'started' };
    },

    async deleteBackup(node, serverId, backup) {
      if (backup.store.presign) return backup.store.delete(backup.key);
      try {
        await send(node, 'DELETE', `/api/servers/${uuidOf(serverId, 'server')}/backup/${uuidOf(backup.id, 'backup')}`, 'Deleting the backup');
      } catch (error) {
        // Already gone from the node (never finished, or deleted before) is what deleting wants.
        if (!(error instanceof NodeError && error.reason === 'not_found')) throw error;
      }
    },

    async backupDownloadUrl(node, serverId, backup, expiresInMs) {
      const seconds = Math.max(1, Math.ceil(expiresInMs / 1000));
      if (backup.store.presign) return backup.store.presign.downloadUrl(backup.key, seconds);
      const base = nodeBaseUrl(node);
      const serverUuid = uuidOf(serverId, 'server');
      const token = await signNodeToken(
        { nodeToken: node.token!, serverUuid, issuer: options.panelUrl, audience: base },
        {
          server_uuid: serverUuid,
          backup_uuid: uuidOf(backup.id, 'backup'),
          // Wings lets each `unique_id` download once.
          unique_id: randomUUID(),
          scope: 'backup-download',
        },
        seconds,
      );
      return `${base}/download/backup?token=${encodeURIComponent(token)}`;
    },
  };
}
