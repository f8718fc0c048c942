// The OpenAPI operations of /v3/servers/{id}/backups beside their routes.
import { z } from 'zod';
import { AUTO_BACKUP_INTERVALS_HOURS, autoBackupBody, BACKUP_STATES, createBackupBody, updateBackupBody } from '#contracts/server-backups.ts';
import { operation } from '#lib/api-operation.ts';

const id = { id: 'The server’s ID' };
const both = { id: 'The server’s ID', backup: 'The backup’s ID' };
const backup = z.object({
  id: z.string(), name: z.string(), state: z.enum(BACKUP_STATES), automated: z.boolean(), locked: z.boolean(),
  created: z.string(), completed: z.string().nullable(), size_bytes: z.number().int().nullable(),
});
const auto = z.object({ interval_hours: z.number().int().nullable(), next: z.string().nullable().describe('When the next automatic backup is due') });
const list = z.object({
  backups: z.array(backup).describe('Newest first'), limit: z.number().int().describe('How many backups the server keeps (failed creates do not count)'),
  auto, busy: z.boolean().describe('A create or restore is under way: other backup actions wait'),
});
const download = z.object({ url: z.string(), expires: z.string() });
const hidden = 'Not a server (or backup) the caller can see';
const busy = 'A create or restore is under way, or the server is being installed';

export const backupOperations = [
  operation({
    method: 'get', path: '/v3/servers/{id}/backups', operationId: 'listServerBackups', tag: 'servers', summary: 'A server’s backups, newest first, with its limit and automatic schedule',
    pathParameters: id, scope: 'SERVER_READ', responses: { 200: { description: 'OK', schema: list }, 401: 'No token with SERVER_READ, or no backups permission', 404: hidden },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/backups', operationId: 'createServerBackup', tag: 'servers', summary: 'Queue a backup of the server (named, or after the time)',
    description: 'At the limit the oldest unlocked automatic backup is deleted to make room; with none to delete the request is refused (`limit_reached`).',
    pathParameters: id, scope: 'SERVER_WRITE', body: createBackupBody,
    responses: { 202: { description: 'Queued', schema: backup }, 400: 'Invalid name, or the backup limit is reached', 401: 'No token with SERVER_WRITE, or no backups permission', 404: hidden, 409: busy },
  }),
  operation({
    method: 'put', path: '/v3/servers/{id}/backups/auto', operationId: 'setServerAutoBackups', tag: 'servers', summary: 'Turn automatic backups off or choose their interval',
    description: `\`interval_hours\` is null (off) or one of ${AUTO_BACKUP_INTERVALS_HOURS.join(', ')}. The first comes one interval after they are turned on.`,
    pathParameters: id, scope: 'SERVER_WRITE', body: autoBackupBody,
    responses: { 200: { description: 'OK', schema: auto }, 400: 'Not an interval offered', 401: 'No token with SERVER_WRITE, or no backups permission', 404: hidden },
  }),
  operation({
    method: 'patch', path: '/v3/servers/{id}/backups/{backup}', operationId: 'updateServerBackup', tag: 'servers', summary: 'Rename, lock or unlock a backup',
    description: 'A locked backup is never deleted to make room, and cannot be deleted until it is unlocked.',
    pathParameters: both, scope: 'SERVER_WRITE', body: updateBackupBody,
    responses: { 200: { description: 'OK', schema: backup }, 400: 'Invalid name', 401: 'No token with SERVER_WRITE, or no backups permission', 404: hidden, 409: busy },
  }),
  operation({
    method: 'delete', path: '/v3/servers/{id}/backups/{backup}', operationId: 'deleteServerBackup', tag: 'servers', summary: 'Delete a backup and its archive',
    pathParameters: both, scope: 'SERVER_WRITE',
    responses: { 204: 'Deleted', 401: 'No token with SERVER_WRITE, or no backups permission', 404: hidden, 409: `${busy}; or the backup is locked` },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/backups/{backup}/restore', operationId: 'restoreServerBackup', tag: 'servers', summary: 'Queue a restore: the server’s files are replaced by the backup’s',
    description: 'The server is stopped first and started again afterwards if it was running. The backup is unpacked beside the server’s folder and swapped in whole, so a failure leaves the files as they were.',
    pathParameters: both, scope: 'SERVER_WRITE',
    responses: { 202: { description: 'Queued', schema: backup }, 401: 'No token with SERVER_WRITE, or no backups permission', 404: hidden, 409: `${busy}; or the backup has no finished archive` },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/backups/{backup}/download', operationId: 'prepareServerBackupDownload', tag: 'servers', summary: 'A link to download the backup’s archive (.tar.gz), good for ten minutes',
    pathParameters: both, scope: 'SERVER_WRITE',
    responses: { 200: { description: 'OK', schema: download }, 401: 'No token with SERVER_WRITE, or no backups permission', 404: hidden, 409: `${busy}; or the backup has no finished archive`, 503: 'Failed to prepare download' },
  }),
  operation({
    method: 'get', path: '/v3/servers/{id}/backups/{backup}/archive', operationId: 'downloadServerBackup', tag: 'servers', summary: 'The backup’s archive, for a link the download route prepared',
    description: 'Authenticated by `token` (from the download route) rather than a header, so a browser can follow the link. One byte range (`Range: bytes=…`) resumes a download.',
    pathParameters: both, query: z.object({ token: z.string() }),
    responses: { 200: 'application/gzip, as an attachment', 206: 'The byte range asked for', 404: 'The link is not valid or has expired', 416: 'The range starts past the archive’s end' },
  }),
];
