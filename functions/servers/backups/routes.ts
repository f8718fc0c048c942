// /v3/servers/{id}/backups…: list, create, rename or lock, delete, restore, prepare a download, automatic backups,
// and the archive a prepared download link streams.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#access';
import { contentDisposition } from '#catalog';
import { autoBackupBody, createBackupBody, updateBackupBody } from '#contracts/server-backups.ts';
import { validJson, validQuery } from '#lib/validation.ts';
import { caller } from '../access/caller.ts';
import { createBackup, deleteBackup, listBackups, restoreBackup, updateBackupInfo } from './service.ts';
import { openBackupArchive, prepareBackupDownload } from './download.ts';
import { setAutoBackups } from './auto.ts';

const archiveQuery = z.object({ token: z.string().min(16).max(128) });

export const backupApiRoutes = new Hono<AppEnv>()
  .get('/servers/:id/backups', async (c) => {
    const viewer = await caller(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listBackups(await c.var.runtime(), viewer, c.req.param('id')));
  })
  .post('/servers/:id/backups', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, createBackupBody);
    return c.json(await createBackup(await c.var.runtime(), viewer, c.req.param('id'), body.name), 202);
  })
  .put('/servers/:id/backups/auto', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, autoBackupBody);
    return c.json(await setAutoBackups(await c.var.runtime(), viewer, c.req.param('id'), body.interval_hours));
  })
  .patch('/servers/:id/backups/:backup', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, updateBackupBody);
    return c.json(await updateBackupInfo(await c.var.runtime(), viewer, c.req.param('id'), c.req.param('backup'), body));
  })
  .delete('/servers/:id/backups/:backup', async (c) => {
    const viewer = await caller(c);
    await deleteBackup(await c.var.runtime(), viewer, c.req.param('id'), c.req.param('backup'));
    return c.body(null, 204);
  })
  .post('/servers/:id/backups/:backup/restore', async (c) => {
    const viewer = await caller(c);
    return c.json(await restoreBackup(await c.var.runtime(), viewer, c.req.param('id'), c.req.param('backup')), 202);
  })
  .post('/servers/:id/backups/:backup/download', async (c) => {
    const viewer = await caller(c);
    return c.json(await prepareBackupDownload(await c.var.runtime(), viewer, c.req.param('id'), c.req.param('backup')));
  })
  .get('/servers/:id/backups/:backup/archive', async (c) => {
    const query = validQuery(c, archiveQuery);
    const archive = await openBackupArchive(await c.var.runtime(), c.req.param('id'), c.req.param('backup'), query.token, c.req.header('range'));
    if (archive.kind === 'unsatisfiable') return c.body(null, 416, { 'Content-Range': `bytes */${archive.size}` });
    const { range } = archive;
    return c.body(archive.body, range ? 206 : 200, {
      'Content-Type': 'application/gzip',
      'Content-Length': String(range ? range.end - range.start + 1 : archive.size),
      ...(range ? { 'Content-Range': `bytes ${range.start}-${range.end}/${archive.size}` } : {}),
      'Accept-Ranges': 'bytes',
      'Content-Disposition': contentDisposition(archive.filename),
      'Cache-Control': 'private, no-store',
    });
  });
