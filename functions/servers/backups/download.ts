// Downloading a backup: the node driver's link where it has one (a Wings node's own, or a presigned link into an
// S3-compatible store), else a Kiln link to the archive in the blob store, good for a few minutes. Such a link
// carries a random token of which only the hash is kept on the backup (preparing a new link replaces it), so it works
// without a session, as a browser download needs. A download that broke off resumes with a byte range.
import { ApiError, notFound } from '#contracts/errors.ts';
import { BACKUP_ERRORS, type BackupDownload } from '#contracts/server-backups.ts';
import { hashToken, randomSecret, secretMatches, type Viewer } from '#access';
import { parseRange } from '#catalog';
import { nodeDriver, nodeOf, type Runtime } from '../runtime.ts';
import { serverAccess } from '../access/policy.ts';
import { backupRow, busyBackupOf, moveBackupState } from './queries.ts';
import { ARCHIVED_STATES, assertArchived, assertIdle } from './policy.ts';
import { backupTarget } from './target.ts';

const DOWNLOAD_LIFETIME_MS = 10 * 60_000;

export async function prepareBackupDownload(runtime: Runtime, viewer: Viewer, serverId: string, backupId: string): Promise<BackupDownload> {
  const { row: server } = await serverAccess(runtime, viewer, serverId, 'backups');
  const backup = await backupRow(runtime.db, server.id, backupId);
  if (!backup) throw notFound('No such backup');
  assertIdle(await busyBackupOf(runtime.db, server.id));
  assertArchived(backup, 'download');
  const preparing = await moveBackupState(runtime.db, backup.id, ARCHIVED_STATES, { state: 'preparing_download' });
  if (!preparing) throw new ApiError('conflict', 'This backup changed meanwhile: reload and try again.');
  // A failed restore stays visible after a download; a failed download is over once one works.
  const settled = backup.state === 'download_failed' ? 'ready' : backup.state;
  const expires = new Date(runtime.clock.now().getTime() + DOWNLOAD_LIFETIME_MS);
  try {
    const nodeUrl = await (await nodeDriver(runtime)).backupDownloadUrl(nodeOf(runtime, server.nodeId), server.id, backupTarget(runtime, backup), DOWNLOAD_LIFETIME_MS);
    const token = nodeUrl === null ? randomSecret() : null;
    await moveBackupState(runtime.db, backup.id, ['preparing_download'], {
      state: settled, errorDetail: null, downloadTokenHash: token && hashToken(token), downloadExpires: token ? expires : null,
    });
    const url = nodeUrl ?? `${runtime.config.publicUrl}/v3/servers/${server.id}/backups/${backup.id}/archive?token=${token}`;
    return { url, expires: expires.toISOString() };
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    console.error(`Backup ${backup.id} of server ${server.id}: ${BACKUP_ERRORS.download}: ${detail}`);
    await moveBackupState(runtime.db, backup.id, ['preparing_download'], { state: 'download_failed', errorDetail: detail });
    throw new ApiError('service_unavailable', BACKUP_ERRORS.download);
  }
}

/** The archive's bytes for a request, whole or the one byte range asked for (a resumed download); `unsatisfiable` past its end. */
export type BackupArchive =
  | { kind: 'bytes'; body: ReadableStream<Uint8Array>; size: number; range: { start: number; end: number } | null; filename: string }
  | { kind: 'unsatisfiable'; size: number };

/** The archive behind a download link; a wrong, spent or expired token finds nothing. */
export async function openBackupArchive(runtime: Runtime, serverId: string, backupId: string, token: string, rangeHeader?: string): Promise<BackupArchive> {
  const backup = await backupRow(runtime.db, serverId, backupId);
  const live = backup?.downloadTokenHash && backup.downloadExpires && backup.downloadExpires > runtime.clock.now();
  if (!backup || !live || !secretMatches(token, backup.downloadTokenHash!)) throw notFound('This download link is not valid or has expired: prepare a new one.');
  const stored = await runtime.blobs.head(backup.blobKey);
  if (!stored) throw notFound('This backup\'s archive is gone');
  const decision = parseRange(rangeHeader, stored.size);
  if (decision.kind === 'unsatisfiable') return { kind: 'unsatisfiable', size: stored.size };
  const range = decision.kind === 'partial' ? decision.range : null;
  const blob = await runtime.blobs.get(backup.blobKey, range ? { offset: range.start, length: range.end - range.start + 1 } : undefined);
  if (!blob) throw notFound('This backup\'s archive is gone');
  const slug = backup.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'backup';
  return { kind: 'bytes', body: blob.body, size: stored.size, range, filename: `${slug}.tar.gz` };
}
