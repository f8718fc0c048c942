// The file manager: listing, the editor's reads and saves, downloads, folders, moves, deletes and extraction, each
// checked against the viewer's `files` permission; the node confines every path to the server's folder.
import { ApiError, notFound } from '#contracts/errors.ts';
import { EDITABLE_FILE_MAX_BYTES, EXTRACT_ENTRIES_MAX, EXTRACT_INFLATED_MAX_BYTES, type ExtractResult, type FileListing } from '#contracts/server-files.ts';
import type { Viewer } from '#access';
import type { FileStream } from '#platform/server-nodes/port.ts';
import type { Runtime } from '../runtime.ts';
import { fileScope, freeBytes } from './scope.ts';
import { folderPath, listingView } from './view.ts';

export async function listFolder(runtime: Runtime, viewer: Viewer, serverId: string, path: string): Promise<FileListing> {
  const { driver, node, row } = await fileScope(runtime, viewer, serverId, false);
  const folder = folderPath(path);
  return listingView(folder, await driver.listFiles(node, row.id, folder));
}

const tooLargeToEdit = () =>
  new ApiError('payload_too_large', `This file is larger than ${EDITABLE_FILE_MAX_BYTES / 1024 / 1024} MiB, too large for the editor: download it instead.`);

/** The editor's text of a file, refused (413) before reading when the file is too large to edit. */
export async function readText(runtime: Runtime, viewer: Viewer, serverId: string, path: string): Promise<string> {
  const { body, size } = await downloadFile(runtime, viewer, serverId, path);
  if (size > EDITABLE_FILE_MAX_BYTES) {
    await body.cancel();
    throw tooLargeToEdit();
  }
  return new Response(body).text();
}

export async function writeText(runtime: Runtime, viewer: Viewer, serverId: string, path: string, text: string): Promise<void> {
  const { driver, node, row } = await fileScope(runtime, viewer, serverId, true);
  if (new TextEncoder().encode(text).byteLength > EDITABLE_FILE_MAX_BYTES) throw tooLargeToEdit();
  await driver.writeFile(node, row.id, path, text);
}

export async function downloadFile(runtime: Runtime, viewer: Viewer, serverId: string, path: string): Promise<FileStream> {
  const { driver, node, row } = await fileScope(runtime, viewer, serverId, false);
  const file = await driver.openFile(node, row.id, path);
  if (!file) throw notFound('There is no such file on the server');
  return file;
}

export async function makeFolder(runtime: Runtime, viewer: Viewer, serverId: string, path: string): Promise<void> {
  const { driver, node, row } = await fileScope(runtime, viewer, serverId, true);
  await driver.makeDirectory(node, row.id, path);
}

export async function moveEntry(runtime: Runtime, viewer: Viewer, serverId: string, from: string, to: string): Promise<void> {
  const { driver, node, row } = await fileScope(runtime, viewer, serverId, true);
  await driver.moveFile(node, row.id, from, to);
}

export async function deleteEntries(runtime: Runtime, viewer: Viewer, serverId: string, paths: string[]): Promise<void> {
  const { driver, node, row } = await fileScope(runtime, viewer, serverId, true);
  await driver.deleteFiles(node, row.id, paths);
}

/** Extracts an archive on the node, within the archive limits and the room left in the plan's storage. */
export async function extractArchive(runtime: Runtime, viewer: Viewer, serverId: string, path: string, into: string): Promise<ExtractResult> {
  const scope = await fileScope(runtime, viewer, serverId, true);
  const free = await freeBytes(scope);
  if (free === 0) throw new ApiError('payload_too_large', 'Not enough storage: your plan has no room left to extract this archive.');
  return scope.driver.extractArchive(scope.node, scope.row.id, path, folderPath(into), {
    maxEntries: EXTRACT_ENTRIES_MAX, maxInflatedBytes: Math.min(EXTRACT_INFLATED_MAX_BYTES, free),
  });
}
