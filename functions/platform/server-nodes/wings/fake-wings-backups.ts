// The fake Wings daemon's backup routes, answering as Wings does with its `wings` adapter: create and restore answer
// 202 and report their end to the panel later; delete answers 204 or 404; a download is authorized by a one-time JWT
// signed with the node token. An "archive" here is the server's files at that moment, gzipped as JSON.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { jwtVerify } from 'jose';
import type { FakeServer } from './fake-wings.ts';

export interface FakeBackup {
  serverUuid: string;
  files: Map<string, string>;
  /** The ignore text Wings was given (one pattern a line). */
  ignore: string;
}

interface FakeBackupDeps {
  token: string;
  servers: Map<string, FakeServer>;
  panel(path: string, init?: RequestInit): Promise<Response>;
  reply(response: ServerResponse, status: number, body?: unknown): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ADAPTERS = new Set(['wings', 's3']);

export const fakeArchiveBytes = (backup: FakeBackup) => gzipSync(JSON.stringify(Object.fromEntries(backup.files)));

export function fakeWingsBackups({ token, servers, panel, reply }: FakeBackupDeps) {
  const archives = new Map<string, FakeBackup>();
  const work: Promise<void>[] = [];
  const usedTokens = new Set<string>();
  const bootedAt = Math.floor(Date.now() / 1000);

  /** Wings' callbacks reach Kiln when they can; a panel that refuses one is only logged by Wings. */
  const report = (path: string, body: unknown) => panel(path, { method: 'POST', body: JSON.stringify(body) }).then((response) => void response.body?.cancel(), () => undefined);

  function generate(serverUuid: string, backupUuid: string, ignore: string) {
    const patterns = ignore.split('\n').map((line) => line.trim()).filter(Boolean);
    const server = servers.get(serverUuid)!;
    const files = new Map([...server.files].filter(([path]) => !patterns.some((pattern) => path === pattern || path.startsWith(`${pattern}/`))));
    const backup = { serverUuid, files, ignore };
    archives.set(backupUuid, backup);
    const bytes = fakeArchiveBytes(backup);
    work.push(report(`/backups/${backupUuid}`, {
      checksum: createHash('sha1').update(bytes).digest('hex'), checksum_type: 'sha1', size: bytes.byteLength, successful: true, parts: [],
    }));
  }

  async function route(method: string, serverUuid: string, rest: string[], body: Record<string, unknown>, response: ServerResponse) {
    const server = servers.get(serverUuid)!;
    const [backupUuid, action] = rest;
    if (method === 'POST' && rest.length === 0) {
      if (body.adapter !== 'wings') return reply(response, 500, { error: 'An unexpected error was encountered while processing this request' });
      if (typeof body.uuid !== 'string' || !UUID.test(body.uuid)) return reply(response, 400, { error: 'The backup identifier must be a valid UUID.' });
      generate(serverUuid, body.uuid, typeof body.ignore === 'string' ? body.ignore : '');
      return reply(response, 202);
    }
    if (!backupUuid || !UUID.test(backupUuid)) return reply(response, 400, { error: 'The backup identifier must be a valid UUID.' });
    const backup = archives.get(backupUuid);
    if (method === 'POST' && action === 'restore') {
      if (typeof body.adapter !== 'string' || !ADAPTERS.has(body.adapter)) return reply(response, 400, { error: 'The data provided in the request could not be validated.' });
      // Like Wings: the folder is emptied before the archive is even looked for.
      if (body.truncate_directory === true) server.files.clear();
      if (!backup || backup.serverUuid !== serverUuid) return reply(response, 500, { error: 'An unexpected error was encountered while processing this request' });
      for (const [path, text] of backup.files) server.files.set(path, text);
      work.push(report(`/backups/${backupUuid}/restore`, { successful: true }));
      return reply(response, 202);
    }
    if (method === 'DELETE' && action === undefined) {
      if (!backup || backup.serverUuid !== serverUuid) return reply(response, 404, { error: 'The requested backup was not found on this server.' });
      archives.delete(backupUuid);
      return reply(response, 204);
    }
    return reply(response, 404, { error: 'Not found' });
  }

  /** `GET /download/backup?token=`: the JWT is the only credential, good once. */
  async function download(url: URL, response: ServerResponse) {
    const notFound = () => reply(response, 404, { error: 'The requested resource was not found on this server.' });
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(url.searchParams.get('token') ?? '', new TextEncoder().encode(token), { algorithms: ['HS256'] }));
    } catch {
      return reply(response, 500, { error: 'An unexpected error was encountered while processing this request' });
    }
    const scopes = String(claims.scope ?? '').split(' ');
    const uniqueId = String(claims.unique_id ?? '');
    const denied = typeof claims.iat !== 'number' || claims.iat < bootedAt || !claims.user_uuid || !claims.server_uuid;
    if (!servers.has(String(claims.server_uuid)) || denied || !uniqueId || usedTokens.has(uniqueId) || !scopes.includes('backup-download')) return notFound();
    usedTokens.add(uniqueId);
    const backup = archives.get(String(claims.backup_uuid));
    if (!backup || backup.serverUuid !== claims.server_uuid) return notFound();
    const bytes = fakeArchiveBytes(backup);
    response.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': bytes.byteLength,
      'content-disposition': `attachment; filename="${String(claims.backup_uuid)}.tar.gz"`,
    }).end(bytes);
  }

  return {
    archives,
    route,
    download,
    /** Waits for the reports to the panel begun so far. */
    settled: () => Promise.all(work),
  };
}
