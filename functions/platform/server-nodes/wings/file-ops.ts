// The file manager of a server on a Wings node, through Wings' documented file routes: listing, folders, renames,
// deletes, downloads, uploads (multipart to the signed `/upload/file` route, streamed and counted on Kiln's side)
// and extraction (`files/decompress`, after Kiln has checked the archive's headers itself).
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { z } from 'zod';
import { archiveFormat, checkArchive } from '../archive-entries.ts';
import { NodeError, type ArchiveLimits, type FileEntry, type FileStream, type NodeDriver, type NodeRef } from '../port.ts';
import { byteBudget, uploadTooLarge } from '../upload-limit.ts';
import { signNodeToken } from './console-token.ts';
import { safeRelativePath } from './file-path.ts';
import { nodeBaseUrl, wingsFetch, wingsJson, wingsSend } from './http.ts';

/** Uploads and extractions run as long as their bytes take; a stalled one is still cut off after this. */
const TRANSFER_TIMEOUT_MS = 60 * 60_000;
const UPLOAD_TOKEN_LIFETIME_SECONDS = 15 * 60;

/** One entry of `GET /files/list-directory` (Wings' filesystem.Stat); the fields Kiln reads. */
const listedEntry = z.object({
  name: z.string(),
  size: z.number(),
  modified: z.string(),
  directory: z.boolean(),
  file: z.boolean(),
  symlink: z.boolean().default(false),
});
const listing = z.array(listedEntry);

function toFileEntry(entry: z.infer<typeof listedEntry>): FileEntry {
  // Wings marks a link `file` (it is not a directory) and `symlink`: the link flag decides.
  const kind = entry.symlink ? 'link' : entry.directory ? 'directory' : 'file';
  const modified = Date.parse(entry.modified);
  return { name: entry.name, kind, size: kind === 'file' ? entry.size : 0, modified: Number.isNaN(modified) ? 0 : modified };
}

export interface WingsFileContext {
  node: NodeRef;
  uuid: string;
  timeoutMs: number;
  /** Kiln's public URL: the issuer of the upload token. */
  panelUrl: string;
}

const folderParam = (directory: string) => (directory === '' || directory === '/' ? '/' : `/${safeRelativePath(directory)}`);

export async function listFolder({ node, uuid, timeoutMs }: WingsFileContext, directory: string): Promise<FileEntry[]> {
  const refusals = { 400: new NodeError('That path is a file, not a folder.', 'invalid') };
  const entries = await wingsJson(
    node,
    { method: 'GET', path: `/api/servers/${uuid}/files/list-directory`, query: { directory: folderParam(directory) }, timeoutMs, refusals },
    'Listing the files',
    listing,
  );
  return entries.map(toFileEntry);
}

/** The entry at `path` (already made safe), or null when it or its folder does not exist. */
async function entryAt(context: WingsFileContext, path: string): Promise<FileEntry | null> {
  const parent = posix.dirname(path);
  try {
    const entries = await listFolder(context, parent === '.' ? '' : parent);
    return entries.find((entry) => entry.name === posix.basename(path)) ?? null;
  } catch (error) {
    if (error instanceof NodeError && (error.reason === 'not_found' || error.reason === 'invalid')) return null;
    throw error;
  }
}

export async function makeFolder({ node, uuid, timeoutMs }: WingsFileContext, path: string): Promise<void> {
  const folder = safeRelativePath(path);
  const parent = posix.dirname(folder);
  const refusals = { 400: new NodeError('A file already has that name.', 'conflict') };
  await wingsSend(
    node,
    { method: 'POST', path: `/api/servers/${uuid}/files/create-directory`, body: { name: posix.basename(folder), path: parent === '.' ? '/' : `/${parent}` }, timeoutMs, refusals },
    'Creating the folder',
  );
}

/** Wings' rename replaces an existing file and ignores a missing source: Kiln looks first to refuse both. */
export async function moveEntry(context: WingsFileContext, from: string, to: string): Promise<void> {
  const source = safeRelativePath(from);
  const target = safeRelativePath(to);
  if (target === source || target.startsWith(`${source}/`)) throw new NodeError('A folder cannot be moved into itself.', 'invalid');
  const [existing, taken] = await Promise.all([entryAt(context, source), entryAt(context, target)]);
  if (!existing) throw new NodeError('That file does not exist.', 'not_found');
  if (taken) throw new NodeError('Something with that name already exists there.', 'conflict');
  const refusals = { 400: new NodeError('Something with that name already exists there.', 'conflict') };
  await wingsFetch(
    context.node,
    { method: 'PUT', path: `/api/servers/${context.uuid}/files/rename`, body: { root: '/', files: [{ from: source, to: target }] }, timeoutMs: context.timeoutMs, refusals },
    'Moving the file',
  ).then((response) => response.body?.cancel());
}

/** Wings fails a whole delete on one missing path; then each path is deleted alone and missing ones are skipped. */
export async function deleteEntries({ node, uuid, timeoutMs }: WingsFileContext, paths: string[]): Promise<void> {
  const files = paths.map(safeRelativePath);
  const remove = (names: string[]) =>
    wingsSend(node, { method: 'POST', path: `/api/servers/${uuid}/files/delete`, body: { root: '/', files: names }, timeoutMs }, 'Deleting the files');
  if (files.length === 0) return;
  try {
    await remove(files);
  } catch (error) {
    if (!(error instanceof NodeError && error.reason === 'not_found')) throw error;
    for (const file of files) {
      await remove([file]).catch((single: unknown) => {
        if (!(single instanceof NodeError && single.reason === 'not_found')) throw single;
      });
    }
  }
}

export async function openEntry({ node, uuid, timeoutMs }: WingsFileContext, path: string): Promise<FileStream | null> {
  const file = safeRelativePath(path);
  const refusals = { 400: new NodeError('That path is a folder, not a file.', 'invalid') };
  try {
    const response = await wingsFetch(node, { method: 'GET', path: `/api/servers/${uuid}/files/contents`, query: { file }, timeoutMs, refusals, stream: true }, 'Downloading the file');
    return { body: response.body ?? new ReadableStream({ start: (controller) => controller.close() }), size: Number(response.headers.get('content-length') ?? 0) };
  } catch (error) {
    if (error instanceof NodeError && error.reason === 'not_found') return null;
    throw error;
  }
}

/** A quoted multipart parameter: backslashes are refused by `safeRelativePath`, quotes are escaped. */
const quoted = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/**
 * Sends the body as the one `files` part of a multipart upload to Wings' signed upload route, counting the bytes as
 * they go out and cutting the upload off past `maxBytes`; Wings writes the file only once the whole request arrived.
 */
export async function uploadEntry(context: WingsFileContext, path: string, body: ReadableStream<Uint8Array>, maxBytes: number): Promise<number> {
  const file = safeRelativePath(path);
  const { node, uuid } = context;
  const base = nodeBaseUrl(node);
  const token = await signNodeToken(
    { nodeToken: node.token!, serverUuid: uuid, issuer: context.panelUrl, audience: base },
    { server_uuid: uuid, unique_id: crypto.randomUUID(), scope: 'file-upload' },
    UPLOAD_TOKEN_LIFETIME_SECONDS,
  );
  const boundary = `kiln-${randomBytes(12).toString('hex')}`;
  const encoder = new TextEncoder();
  const head = encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename=${quoted(posix.basename(file))}\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  let sent = 0;
  let overBudget = false;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      start: (controller) => controller.enqueue(head),
      transform(chunk, controller) {
        sent += chunk.byteLength;
        if (sent > maxBytes) {
          overBudget = true;
          return controller.error(uploadTooLarge(maxBytes));
        }
        controller.enqueue(chunk);
      },
      flush: (controller) => controller.enqueue(tail),
    }),
  );
  const parent = posix.dirname(file);
  const refusals = { 400: new NodeError('The node refused the upload: it is larger than the node accepts or than the space left.', 'invalid') };
  try {
    await wingsSend(
      node,
      {
        method: 'POST', path: '/upload/file', query: { token, directory: parent === '.' ? '/' : `/${parent}` },
        body: counted, contentType: `multipart/form-data; boundary=${boundary}`, timeoutMs: TRANSFER_TIMEOUT_MS, refusals,
      },
      'Uploading the file',
    );
  } catch (error) {
    if (overBudget) throw uploadTooLarge(maxBytes);
    throw error;
  }
  return sent;
}

/**
 * Wings extracts without Kiln's limits on entries and links, so Kiln first fetches the archive into a temporary
 * file (streamed, bounded by what an archive within the limits can weigh) and checks its headers, then asks Wings to
 * unpack it into `into`.
 */
export async function extractEntry(context: WingsFileContext, path: string, into: string, limits: ArchiveLimits): Promise<{ entries: number; bytes: number }> {
  const file = safeRelativePath(path);
  const folder = into === '' || into === '/' ? '' : safeRelativePath(into);
  const format = archiveFormat(file);
  const totals = await checkOnKiln(context, file, format, limits);
  if (folder) await makeFolder(context, folder);
  const root = `/${folder}`;
  const refusals = { 400: new NodeError('The node could not extract this archive (an unknown format, not enough space, or files in use).', 'invalid') };
  await wingsSend(
    context.node,
    { method: 'POST', path: `/api/servers/${context.uuid}/files/decompress`, body: { root, file: posix.relative(root, `/${file}`) }, timeoutMs: TRANSFER_TIMEOUT_MS, refusals },
    'Extracting the archive',
  );
  return totals;
}

async function checkOnKiln(context: WingsFileContext, file: string, format: ReturnType<typeof archiveFormat>, limits: ArchiveLimits) {
  const download = await openEntry(context, file);
  if (!download) throw new NodeError('That archive does not exist.', 'not_found');
  // An archive within the limits holds its contents plus at most about a kilobyte of headers per entry.
  const maxArchiveBytes = limits.maxInflatedBytes + limits.maxEntries * 1024 + 64 * 1024;
  const budget = byteBudget(maxArchiveBytes, () => new NodeError('The archive is larger than an archive within the limits can be.', 'invalid'));
  const folder = await mkdtemp(join(tmpdir(), 'kiln-archive-'));
  try {
    const copy = join(folder, format === 'zip' ? 'archive.zip' : 'archive.tar.gz');
    await pipeline(Readable.fromWeb(download.body as NodeReadableStream<Uint8Array>), budget.counter(), createWriteStream(copy));
    return await checkArchive(copy, format, limits);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

type FileMethods = Pick<NodeDriver, 'listFiles' | 'makeDirectory' | 'moveFile' | 'deleteFiles' | 'openFile' | 'uploadFile' | 'extractArchive'>;

/** The driver's file-manager methods; `uuidOf` turns Kiln's server id into the node's UUID (or refuses it). */
export function wingsFileMethods(options: { uuidOf: (serverId: string) => string; timeoutMs: number; panelUrl: string }): FileMethods {
  const context = (node: NodeRef, serverId: string): WingsFileContext => ({ node, uuid: options.uuidOf(serverId), timeoutMs: options.timeoutMs, panelUrl: options.panelUrl });
  return {
    listFiles: async (node, serverId, directory) => listFolder(context(node, serverId), directory),
    makeDirectory: async (node, serverId, path) => makeFolder(context(node, serverId), path),
    moveFile: async (node, serverId, from, to) => moveEntry(context(node, serverId), from, to),
    deleteFiles: async (node, serverId, paths) => deleteEntries(context(node, serverId), paths),
    openFile: async (node, serverId, path) => openEntry(context(node, serverId), path),
    uploadFile: async (node, serverId, path, body, maxBytes) => uploadEntry(context(node, serverId), path, body, maxBytes),
    extractArchive: async (node, serverId, path, into, limits) => extractEntry(context(node, serverId), path, into, limits),
  };
}
