// Download counting: once per client per version per hour, in versions, projects and daily counts alike.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { recordDownload } from './service.ts';
import { startDownloadServer, type DownloadServer } from './testing.ts';

let server: DownloadServer;
let authorId: string;
let project: { id: string };
let version: { id: string; files: { url: string }[] };

const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startDownloadServer();
  authorId = (await makeUser(server.runtime.db)).id;
});

afterAll(() => server.close());

beforeEach(async () => {
  server.clock.now = new Date('2026-03-01T10:15:00Z');
  project = await makeProject(server.runtime.db, { ownerId: authorId });
  version = await makeVersion(server.runtime.db, {
    projectId: project.id, authorId, blobs: server.runtime.blobs, files: [{ bytes: new Uint8Array(1000).fill(7) }],
  });
});

const fileUrl = (target = version) => storedFileUrl(`${server.url}/cdn`, target.files[0]!.url);

async function download(ip: string, init: { method?: string; headers?: Record<string, string> } = {}, target = version) {
  const response = await fetch(fileUrl(target), {
    method: init.method ?? 'GET', headers: { 'cf-connecting-ip': ip, ...init.headers },
  });
  await response.arrayBuffer();
  await server.settle();
  return response.status;
}

async function counts(versionId = version.id) {
  const db = server.runtime.db;
  const [v] = await db.select({ downloads: t.versions.downloads }).from(t.versions).where(eq(t.versions.id, versionId));
  const [p] = await db.select({ downloads: t.projects.downloads }).from(t.projects).where(eq(t.projects.id, project.id));
  const days = await db.select({ day: t.downloadCounts.day, count: t.downloadCounts.count })
    .from(t.downloadCounts).where(eq(t.downloadCounts.versionId, versionId)).orderBy(t.downloadCounts.day);
  return { version: v!.downloads, project: p!.downloads, days: Object.fromEntries(days.map((d) => [d.day, d.count])) };
}

describe('download counting', () => {
  it('counts a client once per hour, another client separately, and the same client again next hour', async () => {
    expect(await download('203.0.113.1')).toBe(200);
    expect(await download('203.0.113.1')).toBe(200);
    expect(await counts()).toEqual({ version: 1, project: 1, days: { '2026-03-01': 1 } });
    await download('203.0.113.2');
    expect(await counts()).toEqual({ version: 2, project: 2, days: { '2026-03-01': 2 } });
    server.clock.now = new Date(server.clock.now.getTime() + HOUR);
    await download('203.0.113.1');
    expect(await counts()).toEqual({ version: 3, project: 3, days: { '2026-03-01': 3 } });
  });

  it('adds to the day the download happened on', async () => {
    server.clock.now = new Date('2026-03-01T23:30:00Z');
    await download('198.51.100.7');
    server.clock.now = new Date('2026-03-02T00:10:00Z');
    await download('198.51.100.7');
    expect(await counts()).toEqual({ version: 2, project: 2, days: { '2026-03-01': 1, '2026-03-02': 1 } });
  });

  it('sums every version of a project into the project total', async () => {
    const other = await makeVersion(server.runtime.db, { projectId: project.id, authorId, blobs: server.runtime.blobs });
    await download('192.0.2.1');
    await download('192.0.2.1', {}, other);
    expect((await counts()).project).toBe(2);
    expect((await counts(other.id)).version).toBe(1);
  });

  it('counts the request that starts the file, not HEAD, 304, 416 or a resumed range', async () => {
    const etag = (await fetch(fileUrl(), { method: 'HEAD' })).headers.get('etag')!;
    expect(await download('192.0.2.9', { method: 'HEAD' })).toBe(200);
    expect(await download('192.0.2.9', { headers: { 'if-none-match': etag } })).toBe(304);
    expect(await download('192.0.2.9', { headers: { range: 'bytes=5000-' } })).toBe(416);
    expect(await download('192.0.2.9', { headers: { range: 'bytes=500-' } })).toBe(206);
    expect(await counts()).toEqual({ version: 0, project: 0, days: {} });
    expect(await download('192.0.2.9', { headers: { range: 'bytes=0-499' } })).toBe(206);
    expect(await download('192.0.2.9', { headers: { range: 'bytes=500-' } })).toBe(206);
    expect(await counts()).toEqual({ version: 1, project: 1, days: { '2026-03-01': 1 } });
  });

  it('stays consistent under many concurrent downloads', async () => {
    await Promise.all(Array.from({ length: 25 }, (_, i) => download(`10.0.0.${i}`)));
    await Promise.all(Array.from({ length: 25 }, (_, i) => download(`10.0.0.${i}`)));
    expect(await counts()).toEqual({ version: 25, project: 25, days: { '2026-03-01': 25 } });
  });

  it('stores a hash of the client address, never the address itself', async () => {
    await download('2001:db8::1');
    const events = await server.runtime.db.select().from(t.downloadEvents).where(eq(t.downloadEvents.versionId, version.id));
    expect(events).toHaveLength(1);
    expect(events[0]!.clientKey).toMatch(/^[0-9a-f]{32}$/);
    expect(events[0]!.clientKey).not.toContain('2001');
    expect(events[0]!.hour).toBe(Math.floor(server.clock.now.getTime() / HOUR));
  });

  it('sends the whole file without waiting for the count to be written', async () => {
    const db = server.runtime.db;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    server.runtime.db = new Proxy(db, {
      get: (target, key, receiver) => key === 'transaction'
        ? async (...args: Parameters<Db['transaction']>) => { await gate; return target.transaction(...args); }
        : Reflect.get(target, key, receiver),
    });
    try {
      const response = await fetch(fileUrl(), { headers: { 'cf-connecting-ip': '10.9.9.9' } });
      expect((await response.arrayBuffer()).byteLength).toBe(1000);
      expect((await counts()).version).toBe(0);
    } finally {
      server.runtime.db = db;
      open();
    }
    await server.settle();
    expect((await counts()).version).toBe(1);
  });

  it('exposes recordDownload for the hash download route, with the same once-per-hour rule', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(await recordDownload(server.runtime, version.id, project.id, '192.0.2.50', now)).toBe(true);
    expect(await recordDownload(server.runtime, version.id, project.id, '192.0.2.50', new Date(now.getTime() + 59 * 60_000))).toBe(false);
    expect(await recordDownload(server.runtime, version.id, project.id, '192.0.2.50', new Date(now.getTime() + HOUR))).toBe(true);
    expect(await counts()).toEqual({ version: 2, project: 2, days: { '2026-03-01': 2 } });
  });
});

describe('download analytics', () => {
  it('records a counted download as an analytics event with its version, country and source, and a repeat not at all', async () => {
    const app = { 'user-agent': 'kiln-app/1.4.0 (linux)', 'cf-ipcountry': 'se' };
    await download('203.0.113.60', { headers: app });
    await download('203.0.113.60', { headers: app });
    await download('203.0.113.61', { headers: { 'user-agent': 'curl/8.5.0' } });
    const events = await server.runtime.db.select().from(t.analyticsEvents).where(eq(t.analyticsEvents.projectId, project.id));
    expect(events.map(({ metric, versionId, country, source }) => ({ metric, versionId, country, source }))).toEqual([
      { metric: 'downloads', versionId: version.id, country: 'SE', source: 'app' },
      { metric: 'downloads', versionId: version.id, country: 'XX', source: 'api' },
    ]);
  });
});
