// The fake Wings daemon's file-manager routes, answering as Wings does: directory listings in Wings' Stat shape,
// create-directory, rename (replacing a file, ignoring a missing source), delete (failing on a missing path),
// decompress of zips, and multipart uploads to `/upload/file` authorized by a one-time JWT signed with the node token.
// Files are the fake server's text map; bytes that are not UTF-8 are kept as latin1 text and flagged `binary`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { posix } from 'node:path';
import { unzipSync } from 'fflate';
import { jwtVerify } from 'jose';
import type { FakeServer } from './fake-server.ts';

interface FakeFilesDeps {
  token: string;
  servers: Map<string, FakeServer>;
  reply(response: ServerResponse, status: number, body?: unknown): void;
}

/** A request Kiln sent to a file route, as the fake understood it. */
export interface FakeFileRequest {
  operation: string;
  query: Record<string, string>;
  body: unknown;
}

const trim = (path: string) => path.split('/').filter((part) => part !== '' && part !== '.').join('/');
// Wings resolves paths as if the server's folder were `/`: `..` goes no higher than it.
const join = (...parts: string[]) => trim(posix.join('/', ...parts));
const ROUTES = new Set(['GET files/contents', 'GET files/list-directory', 'POST files/create-directory', 'PUT files/rename', 'POST files/delete', 'POST files/decompress']);
const NOT_FOUND = { error: 'The requested resources was not found on the system.' };

/** Stores bytes in the fake's text map: UTF-8 text as it is, anything else as latin1 flagged binary. */
export function putBytes(server: FakeServer, path: string, bytes: Uint8Array) {
  const buffer = Buffer.from(bytes);
  const text = buffer.toString('utf8');
  const binary = !Buffer.from(text, 'utf8').equals(buffer);
  server.files.set(path, binary ? buffer.toString('latin1') : text);
  server.binary ??= new Set();
  if (binary) server.binary.add(path);
  else server.binary.delete(path);
}

export const bytesOf = (server: FakeServer, path: string) => Buffer.from(server.files.get(path) ?? '', server.binary?.has(path) ? 'latin1' : 'utf8');

function isFolder(server: FakeServer, path: string): boolean {
  if (path === '') return true;
  const inside = (other: string) => other === path || other.startsWith(`${path}/`);
  return [...(server.folders ?? [])].some(inside) || [...server.files.keys()].some((file) => file.startsWith(`${path}/`));
}

function stat(name: string, kind: 'file' | 'directory' | 'link', size: number) {
  const at = new Date(Date.UTC(2026, 10, 1, 12, 0, 0)).toISOString().replace('.000Z', 'Z');
  const mode = kind === 'directory' ? 'drwxr-xr-x' : kind === 'link' ? 'Lrwxrwxrwx' : '-rw-r--r--';
  return {
    name, created: at, modified: at, mode, mode_bits: kind === 'directory' ? '755' : kind === 'link' ? '777' : '644',
    size, directory: kind === 'directory', file: kind !== 'directory', symlink: kind === 'link', mime: kind === 'directory' ? 'inode/directory' : 'text/plain',
  };
}

function list(server: FakeServer, directory: string) {
  const prefix = directory === '' ? '' : `${directory}/`;
  const entries = new Map<string, ReturnType<typeof stat>>();
  for (const folder of server.folders ?? []) {
    if (folder.startsWith(prefix)) entries.set(folder.slice(prefix.length).split('/')[0]!, stat(folder.slice(prefix.length).split('/')[0]!, 'directory', 4096));
  }
  for (const [path, text] of server.files) {
    if (!path.startsWith(prefix)) continue;
    const [name, ...rest] = path.slice(prefix.length).split('/');
    const kind = rest.length > 0 ? 'directory' : server.links?.has(path) ? 'link' : 'file';
    entries.set(name!, stat(name!, kind, kind === 'directory' ? 4096 : bytesOf(server, path).length));
  }
  return [...entries.values()];
}

function remove(server: FakeServer, path: string) {
  for (const file of [...server.files.keys()]) if (file === path || file.startsWith(`${path}/`)) server.files.delete(file);
  for (const folder of [...(server.folders ?? [])]) if (folder === path || folder.startsWith(`${path}/`)) server.folders!.delete(folder);
}

function rename(server: FakeServer, from: string, to: string) {
  for (const file of [...server.files.keys()]) {
    if (file !== from && !file.startsWith(`${from}/`)) continue;
    const moved = `${to}${file.slice(from.length)}`;
    putBytes(server, moved, bytesOf(server, file));
    server.files.delete(file);
  }
  for (const folder of [...(server.folders ?? [])]) {
    if (folder === from || folder.startsWith(`${from}/`)) {
      server.folders!.delete(folder);
      server.folders!.add(`${to}${folder.slice(from.length)}`);
    }
  }
}

export function fakeWingsFiles({ token, servers, reply }: FakeFilesDeps) {
  const requests: FakeFileRequest[] = [];
  const usedTokens = new Set<string>();

  /** `POST /upload/file?token=…&directory=…`: the token alone authorizes it, once; the `files` parts are written. */
  async function upload(request: IncomingMessage, url: URL, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(url.searchParams.get('token') ?? '', new TextEncoder().encode(token), { algorithms: ['HS256'] }));
    } catch {
      return reply(response, 500, { error: 'An unexpected error was encountered while processing this request' });
    }
    const server = servers.get(String(payload.server_uuid));
    const uniqueId = String(payload.unique_id ?? '');
    const scopes = String(payload.scope ?? '').split(' ');
    if (!server || !payload.user_uuid || !uniqueId || usedTokens.has(uniqueId) || !scopes.includes('file-upload')) return reply(response, 404, { error: 'The requested resource was not found on this server.' });
    usedTokens.add(uniqueId);
    let form: FormData;
    try {
      form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
    } catch {
      return reply(response, 400, { error: 'Failed to get multipart form data from request.' });
    }
    const files = form.getAll('files').filter((part): part is File => typeof part !== 'string');
    if (files.length === 0) return reply(response, 400, { error: 'No files were found on the request body.' });
    const directory = trim(url.searchParams.get('directory') ?? '/');
    requests.push({ operation: 'POST upload/file', query: Object.fromEntries(url.searchParams), body: files.map((file) => file.name) });
    for (const file of files) putBytes(server, join(directory, file.name), new Uint8Array(await file.arrayBuffer()));
    return reply(response, 200);
  }

  /** The `/api/servers/{uuid}/files/…` routes besides write; false when `operation` is none of them. */
  function route(server: FakeServer, operation: string, url: URL, readJson: () => Record<string, unknown>, response: ServerResponse): boolean {
    if (!ROUTES.has(operation)) return false;
    const answer = (status: number, answerBody?: unknown) => (reply(response, status, answerBody), true);
    const json = operation.startsWith('GET ') ? {} : readJson();
    const record = () => requests.push({ operation, query: Object.fromEntries(url.searchParams), body: operation.startsWith('GET ') ? undefined : json });
    switch (operation) {
      case 'GET files/contents': {
        record();
        const path = trim(url.searchParams.get('file') ?? '');
        if (!server.files.has(path)) {
          return isFolder(server, path) ? answer(400, { error: 'Cannot perform that action: file is a directory.' }) : answer(404, NOT_FOUND);
        }
        const bytes = bytesOf(server, path);
        response.writeHead(200, { 'content-type': 'text/plain', 'content-length': bytes.length }).end(bytes);
        return true;
      }
      case 'GET files/list-directory': {
        record();
        const directory = trim(url.searchParams.get('directory') ?? '/');
        if (server.files.has(directory)) return answer(500, { error: 'An unexpected error was encountered while processing this request' });
        if (!isFolder(server, directory)) return answer(404, { error: 'The requested directory was not found on the server.' });
        return answer(200, list(server, directory));
      }
      case 'POST files/create-directory': {
        record();
        const path = join(String(json.path ?? '/'), String(json.name ?? ''));
        const parts = path.split('/');
        if (parts.some((_, index) => server.files.has(parts.slice(0, index + 1).join('/')))) {
          return answer(400, { error: 'Cannot create directory, name conflicts with an existing file by the same name.' });
        }
        (server.folders ??= new Set()).add(path);
        return answer(204);
      }
      case 'PUT files/rename': {
        record();
        const files = (json.files as { from: string; to: string }[] | undefined) ?? [];
        if (files.length === 0) return answer(422, { error: 'No files to move or rename were provided.' });
        for (const { from, to } of files) {
          const source = join(String(json.root ?? '/'), from);
          const target = join(String(json.root ?? '/'), to);
          if (isFolder(server, target) && target !== '') return answer(400, { error: 'Cannot move or rename file, destination already exists.' });
          // Wings logs a missing source and answers 204.
          if (server.files.has(source) || isFolder(server, source)) rename(server, source, target);
        }
        return answer(204);
      }
      case 'POST files/delete': {
        record();
        const files = ((json.files as string[] | undefined) ?? []).map((name) => join(String(json.root ?? '/'), name));
        if (files.length === 0) return answer(422, { error: 'No files were specified for deletion.' });
        if (files.some((path) => !server.files.has(path) && !isFolder(server, path))) return answer(404, NOT_FOUND);
        for (const path of files) remove(server, path);
        return answer(204);
      }
      case 'POST files/decompress': {
        record();
        const root = trim(String(json.root ?? '/'));
        const file = join(root, String(json.file ?? ''));
        if (!server.files.has(file)) return answer(404, NOT_FOUND);
        if (!file.endsWith('.zip')) return answer(400, { error: 'The archive provided is in a format Wings does not understand.' });
        for (const [name, bytes] of Object.entries(unzipSync(bytesOf(server, file)))) {
          if (name.endsWith('/')) (server.folders ??= new Set()).add(join(root, name));
          else putBytes(server, join(root, name), bytes);
        }
        return answer(204);
      }
    }
    return false;
  }

  return { upload, route, requests };
}
