// The OpenAPI operations of /v3/servers/{id}/files beside their routes.
import { z } from 'zod';
import {
  deleteBody, EDITABLE_FILE_MAX_BYTES, extractBody, FILE_KINDS, filePathQuery, filesQuery, folderBody, moveBody, SERVER_UPLOAD_MAX_BYTES,
} from '#contracts/server-files.ts';
import { operation } from '#lib/api-operation.ts';

const id = { id: 'The server’s ID' };
const hidden = 'Not a server the caller can see, or no such file';
const read = { 401: 'No token with SERVER_READ, or no files permission', 404: hidden, 409: 'Installing, being moved to a new plan, or suspended' };
const write = { 401: 'No token with SERVER_WRITE, or no files permission', 404: hidden, 409: 'Installing, being moved to a new plan, suspended, or the name is taken' };
const badPath = 'A path outside the server’s folder (`..`, absolute, or through a link), or invalid input';
const listing = z.object({
  path: z.string().describe('The folder listed, relative to the server’s folder (`` for the folder itself)'),
  entries: z.array(z.object({ name: z.string(), kind: z.enum(FILE_KINDS), size: z.number().int(), modified: z.string() })).describe('Folders first, then by name'),
});

export const serverFileOperations = [
  operation({
    method: 'get', path: '/v3/servers/{id}/files', operationId: 'listServerFiles', tag: 'servers', summary: 'The entries of a folder of the server',
    description: 'Symbolic links are listed as `link` and never followed.',
    pathParameters: id, query: filesQuery, scope: 'SERVER_READ', responses: { 200: { description: 'OK', schema: listing }, 400: badPath, ...read },
  }),
  operation({
    method: 'get', path: '/v3/servers/{id}/files/content', operationId: 'readServerFile', tag: 'servers', summary: 'A file’s text, for the editor',
    pathParameters: id, query: filePathQuery, scope: 'SERVER_READ',
    responses: { 200: 'text/plain: the file', 400: badPath, ...read, 413: `Larger than ${EDITABLE_FILE_MAX_BYTES} bytes: download it instead` },
  }),
  operation({
    method: 'put', path: '/v3/servers/{id}/files/content', operationId: 'writeServerFile', tag: 'servers', summary: 'Save a file’s text from the editor',
    description: `The body is the file’s whole text (any content type), at most ${EDITABLE_FILE_MAX_BYTES} bytes. The file is replaced whole or not at all.`,
    pathParameters: id, query: filePathQuery, scope: 'SERVER_WRITE', responses: { 204: 'Saved', 400: badPath, ...write, 413: 'Too large for the editor' },
  }),
  operation({
    method: 'get', path: '/v3/servers/{id}/files/download', operationId: 'downloadServerFile', tag: 'servers', summary: 'Download a file of the server',
    pathParameters: id, query: filePathQuery, scope: 'SERVER_READ', responses: { 200: 'The file’s bytes, as an attachment with its length', 400: badPath, ...read },
  }),
  operation({
    method: 'put', path: '/v3/servers/{id}/files/upload', operationId: 'uploadServerFile', tag: 'servers', summary: 'Upload a file into the server, replacing one of that name',
    description: `The body is the file’s raw bytes, streamed; \`Content-Length\` is required. Files up to ${SERVER_UPLOAD_MAX_BYTES} bytes and the free space of the plan’s storage are taken; nothing of a refused upload is kept.`,
    pathParameters: id, query: filePathQuery, scope: 'SERVER_WRITE',
    responses: { 201: { description: 'Stored', schema: z.object({ size: z.number().int() }) }, 400: badPath, ...write, 411: 'No Content-Length', 413: 'Larger than the limit or than the plan’s free storage' },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/files/folder', operationId: 'createServerFolder', tag: 'servers', summary: 'Create a folder (and any missing parents)',
    pathParameters: id, body: folderBody, scope: 'SERVER_WRITE', responses: { 204: 'Created', 400: badPath, ...write },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/files/move', operationId: 'moveServerFile', tag: 'servers', summary: 'Rename or move a file or folder',
    pathParameters: id, body: moveBody, scope: 'SERVER_WRITE', responses: { 204: 'Moved', 400: badPath, ...write },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/files/delete', operationId: 'deleteServerFiles', tag: 'servers', summary: 'Delete files and folders (folders with everything in them)',
    pathParameters: id, body: deleteBody, scope: 'SERVER_WRITE', responses: { 204: 'Deleted; paths that did not exist are skipped', 400: badPath, ...write },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/files/extract', operationId: 'extractServerArchive', tag: 'servers', summary: 'Extract a .zip or .tar.gz of the server into a folder',
    description: 'Archives with entries outside the server’s folder, links, too many entries or more inflated bytes than the limit and the plan’s free storage are refused before anything is written.',
    pathParameters: id, body: extractBody, scope: 'SERVER_WRITE',
    responses: { 200: { description: 'Extracted', schema: z.object({ entries: z.number().int(), bytes: z.number().int() }) }, 400: `${badPath}; or an archive over the limits`, ...write, 413: 'No free storage left' },
  }),
];
