// /v3/servers/{id}/files…: the Files page's API (listing, editor, downloads, uploads, folders, moves, deletes and
// extraction). Uploads and the editor's saves declare their own body limits; the rest take small JSON bodies.
import { Hono } from 'hono';
import { ApiError } from '#contracts/errors.ts';
import {
  deleteBody, EDITABLE_FILE_MAX_BYTES, extractBody, filePathQuery, filesQuery, folderBody, moveBody, SERVER_UPLOAD_MAX_BYTES,
} from '#contracts/server-files.ts';
import type { AppEnv } from '#access';
import { contentDisposition } from '#catalog';
import { uploadLimit } from '#lib/body-limit.ts';
import { validJson, validQuery } from '#lib/validation.ts';
import { caller } from '../access/caller.ts';
import { deleteEntries, downloadFile, extractArchive, listFolder, makeFolder, moveEntry, readText, writeText } from './service.ts';
import { uploadFile } from './upload.ts';

const NO_STORE = 'private, no-store';

const editorLimit = uploadLimit(EDITABLE_FILE_MAX_BYTES, (c) => {
  c.header('Connection', 'close');
  throw new ApiError('payload_too_large', `The editor saves files up to ${EDITABLE_FILE_MAX_BYTES / 1024 / 1024} MiB.`);
});

/** The declared size of an upload: required, so storage can be checked before anything is read. */
function declaredLength(header: string | undefined, chunked: boolean): number {
  if (header === undefined || chunked || !/^\d+$/.test(header)) throw new ApiError('length_required', 'Send the file’s size in the Content-Length header.');
  return Number(header);
}

const baseName = (path: string) => path.split('/').filter(Boolean).at(-1) ?? 'download';

export const serverFileRoutes = new Hono<AppEnv>()
  .get('/servers/:id/files', async (c) => {
    const viewer = await caller(c);
    const query = validQuery(c, filesQuery);
    c.header('Cache-Control', NO_STORE);
    return c.json(await listFolder(await c.var.runtime(), viewer, c.req.param('id'), query.path));
  })
  .get('/servers/:id/files/content', async (c) => {
    const viewer = await caller(c);
    const query = validQuery(c, filePathQuery);
    const text = await readText(await c.var.runtime(), viewer, c.req.param('id'), query.path);
    return c.text(text, 200, { 'Cache-Control': NO_STORE });
  })
  .put('/servers/:id/files/content', editorLimit, async (c) => {
    const viewer = await caller(c);
    const query = validQuery(c, filePathQuery);
    await writeText(await c.var.runtime(), viewer, c.req.param('id'), query.path, await c.req.text());
    return c.body(null, 204);
  })
  .get('/servers/:id/files/download', async (c) => {
    const viewer = await caller(c);
    const query = validQuery(c, filePathQuery);
    const file = await downloadFile(await c.var.runtime(), viewer, c.req.param('id'), query.path);
    return new Response(file.body, {
      headers: {
        'Content-Type': 'application/octet-stream', 'Content-Length': String(file.size),
        'Content-Disposition': contentDisposition(baseName(query.path)), 'Cache-Control': NO_STORE,
      },
    });
  })
  .put('/servers/:id/files/upload', uploadLimit(SERVER_UPLOAD_MAX_BYTES), async (c) => {
    const viewer = await caller(c);
    const query = validQuery(c, filePathQuery);
    const length = declaredLength(c.req.header('content-length'), c.req.header('transfer-encoding') !== undefined);
    const body = c.req.raw.body ?? new Blob([]).stream();
    const size = await uploadFile(await c.var.runtime(), viewer, c.req.param('id'), query.path, length, body);
    return c.json({ size }, 201);
  })
  .post('/servers/:id/files/folder', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, folderBody);
    await makeFolder(await c.var.runtime(), viewer, c.req.param('id'), body.path);
    return c.body(null, 204);
  })
  .post('/servers/:id/files/move', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, moveBody);
    await moveEntry(await c.var.runtime(), viewer, c.req.param('id'), body.from, body.to);
    return c.body(null, 204);
  })
  .post('/servers/:id/files/delete', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, deleteBody);
    await deleteEntries(await c.var.runtime(), viewer, c.req.param('id'), body.paths);
    return c.body(null, 204);
  })
  .post('/servers/:id/files/extract', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, extractBody);
    return c.json(await extractArchive(await c.var.runtime(), viewer, c.req.param('id'), body.path, body.into));
  });
