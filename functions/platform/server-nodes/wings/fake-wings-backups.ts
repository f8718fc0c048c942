// The fake Wings daemon's backup routes, answering as Wings does: create and restore answer 202 and report their end
// to the panel later; delete answers 204 or 404; a download is authorized by a one-time JWT signed with the node
// token. With the `s3` adapter the archive is uploaded in the parts the panel hands out links for and not kept on the
// node, and a restore downloads `download_url`. An "archive" here is the server's files at that moment, gzipped as JSON.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { jwtVerify } from 'jose';
import type { FakeServer } from './fake-server.ts';

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

  /** Like Wings' s3 adapter: asks the panel for part links, PUTs each part, and returns the parts' ETags. */
  async function upload(backupUuid: string, bytes: Uint8Array<ArrayBuffer>): Promise<{ etag: string; part_number: number }[]> {
    const answer = await panel(`/backups/${backupUuid}?size=${bytes.byteLength}`);
    if (!answer.ok) throw new Error(`The panel gave no upload links: ${answer.status}`);
    const { parts, part_size: partSize } = (await answer.json()) as { parts: string[]; part_size: number };
    const uploaded = [];
    for (const [index, url] of parts.entries()) {
      const end = index + 1 < parts.length ? (index + 1) * partSize : bytes.byteLength;
      const put = await fetch(url, { method: 'PUT', body: bytes.subarray(index * partSize, end), headers: { 'content-type': 'application/x-gzip' } });
      if (put.status !== 200) throw new Error(`A part upload failed: ${put.status}`);
      uploaded.push({ etag: put.headers.get('etag') ?? '', part_number: index + 1 });
    }
    return uploaded;
  }

  async function generate(serverUuid: string, backupUuid: string, ignore: string, adapter: string) {
    const patterns = ignore.split('\n').map((line) => line.trim()).filter(Boolean);
    const server = servers.get(serverUuid)!;
    const files = new Map([...server.files].filter(([path]) => !patterns.some((pattern) => path === pattern || path.startsWith(`${pattern}/`))));
    const backup = { serverUuid, files, ignore };
    const bytes = fakeArchiveBytes(backup);
    const made = { checksum: createHash('sha1').update(bytes).digest('hex'), checksum_type: 'sha1', size: bytes.byteLength };
    if (adapter === 'wings') {
      archives.set(backupUuid, backup);
      return report(`/backups/${backupUuid}`, { ...made, successful: true, parts: [] });
    }
    // The s3 adapter removes its local archive whether or not the upload worked.
    const parts = await upload(backupUuid, new Uint8Array(bytes)).catch(() => null);
    await report(`/backups/${backupUuid}`, parts ? { ...made, successful: true, parts } : { ...made, successful: false, parts: [] });
  }

  /** Wings refuses links that do not answer 200 with a gzip archive, before anything is restored. */
  async function download(url: string): Promise<Map<string, string> | null> {
    const answer = await fetch(url).catch(() => null);
    if (answer?.status !== 200 || !/^application\/(x-)?gzip$/.test(answer.headers.get('content-type') ?? '')) return null;
    return new Map(Object.entries(JSON.parse(gunzipSync(new Uint8Array(await answer.arrayBuffer())).toString()) as Record<string, string>));
  }

  async function route(method: string, serverUuid: string, rest: string[], body: Record<string, unknown>, response: ServerResponse) {
    const server = servers.get(serverUuid)!;
    const [backupUuid, action] = rest;
    if (method === 'POST' && rest.length === 0) {
      if (typeof body.adapter !== 'string' || !ADAPTERS.has(body.adapter)) return reply(response, 500, { error: 'An unexpected error was encountered while processing this request' });
      if (typeof body.uuid !== 'string' || !UUID.test(body.uuid)) return reply(response, 400, { error: 'The backup identifier must be a valid UUID.' });
      work.push(generate(serverUuid, body.uuid, typeof body.ignore === 'string' ? body.ignore : '', body.adapter));
      return reply(response, 202);
    }
    if (!backupUuid || !UUID.test(backupUuid)) return reply(response, 400, { error: 'The backup identifier must be a valid UUID.' });
    const backup = archives.get(backupUuid);
    if (method === 'POST' && action === 'restore') {
      if (typeof body.adapter !== 'string' || !ADAPTERS.has(body.adapter)) return reply(response, 400, { error: 'The data provided in the request could not be validated.' });
      const downloadUrl = typeof body.download_url === 'string' ? body.download_url : '';
      if (body.adapter === 's3' && !downloadUrl) return reply(response, 400, { error: 'The download_url field is required when the backup adapter is set to S3.' });
      // Like Wings: the folder is emptied before the archive is even looked for.
      if (body.truncate_directory === true) server.files.clear();
      if (body.adapter === 's3') {
        const files = await download(downloadUrl);
        if (!files) return reply(response, 400, { error: 'The provided backup link returned an invalid response.' });
        for (const [path, text] of files) server.files.set(path, text);
        work.push(report(`/backups/${backupUuid}/restore`, { successful: true }));
        return reply(response, 202);
      }
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
  async function serveDownload(url: URL, response: ServerResponse) {
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
    download: serveDownload,
    /** Waits for the reports to the panel begun so far. */
    settled: () => Promise.all(work),
  };
}
