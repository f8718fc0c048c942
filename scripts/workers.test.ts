// The Cloudflare build of site + API boots inside workerd: it answers routes that need no database, its pre-rendered
// pages name the address it is built for, its Cron Triggers run every background job against a libSQL server over
// HTTP (the database a Worker reaches), and a version published through it is stored in its R2 bucket, found in search
// (Typesense) once the cron has drained the outbox, and downloaded by its hash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { unstable_startWorker } from 'wrangler';
import { createSession } from '#access';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { BUILT_PAGE_PATTERNS, isBuiltPagePath } from '#site/lib/built-pages.ts';
import { sha1Hex } from '#lib/hashes.ts';
import { startTypesenseFake } from '#platform/search/typesense/fake-typesense.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makePat, makeProject, makeUser } from '#testing/factory.ts';
import { fabricJar } from '../functions/catalog/file-inspection/fixtures.ts';
import { versionData, versionForm } from '../functions/catalog/version-publishing/testing.ts';
import { builtPageOrigin } from './lib/page-origin.ts';
import { buildSite, siteBuildIsStale } from './lib/site-build.ts';
import { startLibsqlHttpServer, type LibsqlHttpServer } from './lib/libsql-http-testing.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
let worker: Awaited<ReturnType<typeof unstable_startWorker>>;
let base: string;
let database: TestDatabase;
let libsql: LibsqlHttpServer;
let typesense: Awaited<ReturnType<typeof startTypesenseFake>>;
let token: string;
let sessionCookie: string;
let projectId: string;

/** Where this Worker is deployed: its build writes the address into pre-rendered pages. */
const PUBLIC_URL = 'https://kiln.example';
/** A Wings node the server job could reach; none is asked anything while no server is due. */
const WINGS_NODE = { id: 'eu-1', region: 'central-europe', public_host: 'eu-1.example.test', url: 'http://127.0.0.1:9', token_id: 'eu1', token: 't'.repeat(32), memory_mb: 8192, ports: '25565-25664' };

beforeAll(async () => {
  if (siteBuildIsStale(root, 'dist-worker') || builtPageOrigin(join(root, 'dist-worker')) !== PUBLIC_URL) {
    buildSite(root, { KILN_ADAPTER: 'cloudflare', PUBLIC_URL });
  }
  database = await createTestDatabase();
  const owner = await makeUser(database.db, { username: 'workerd-owner' });
  token = await makePat(database.db, owner.id, ALL_SCOPES);
  sessionCookie = `kiln_session=${(await createSession(database.db, owner.id, {})).token}`;
  projectId = (await makeProject(database.db, { ownerId: owner.id, title: 'Workerd Lantern', slug: 'workerd-lantern' })).id;
  database.close();
  libsql = await startLibsqlHttpServer(join(database.directory, 'kiln.db'));
  typesense = await startTypesenseFake('typesense-test-key');
  const vars: Record<string, string> = {
    PUBLIC_URL, DATABASE_URL: libsql.url, BLOB_STORE: 'r2', SEARCH_ENGINE: 'typesense', TYPESENSE_URL: typesense.url, TYPESENSE_API_KEY: 'typesense-test-key',
    SERVER_NODES: 'wings', WINGS_NODES: JSON.stringify([WINGS_NODE]),
  };
  worker = await unstable_startWorker({
    config: join(root, 'dist-worker/server/wrangler.json'),
    bindings: {
      ...Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: 'plain_text', value }])),
      BLOBS: { type: 'r2_bucket', bucket_name: 'kiln' },
    },
    dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, logLevel: 'error' },
  });
  await worker.ready;
  base = (await worker.url).toString().replace(/\/$/, '');
}, 300_000);

afterAll(async () => {
  await worker?.dispose();
  await typesense?.close();
  await libsql?.close();
  database?.dispose();
});

describe('site + API in workerd', () => {
  it('serves the API self-description at / for JSON clients', async () => {
    const response = await fetch(`${base}/`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect((await response.json()).about).toBe('Welcome traveler!');
  });

  it('serves a tag route and the JSON 404 of the API', async () => {
    const sides = await fetch(`${base}/v2/tag/side_type`);
    expect(await sides.json()).toEqual(['required', 'optional', 'unsupported', 'unknown']);
    const missing = await fetch(`${base}/v2/nope`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe('not_found');
  });

  it('serves pre-rendered pages whose absolute links name the address the Worker is deployed at', async () => {
    const page = await (await fetch(`${base}/news`)).text();
    expect(page).toContain(`<link rel="canonical" href="${PUBLIC_URL}/news">`);
    expect(page).toContain(`href="${PUBLIC_URL}/news/rss.xml"`);
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain(`<loc>${PUBLIC_URL}/news</loc>`);
  });

  it('renders the 404 page through Astro', async () => {
    const response = await fetch(`${base}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });
});

describe('built pages in workerd', () => {
  const builtPages = () => {
    const client = join(root, 'dist-worker/client');
    return readdirSync(client, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(`${sep}index.html`) || file === 'index.html')
      .map((file) => `/${relative(client, join(client, file)).split(sep).slice(0, -1).join('/')}`);
  };

  it('reach the Worker first, every one of them', () => {
    const { assets } = JSON.parse(readFileSync(join(root, 'dist-worker/server/wrangler.json'), 'utf8')) as { assets: { run_worker_first: string[] } };
    expect(assets.run_worker_first).toEqual(BUILT_PAGE_PATTERNS);
    const pages = builtPages();
    expect(pages).toContain('/legal/terms');
    expect(pages.filter((path) => !isBuiltPagePath(path))).toEqual([]);
  });

  it('go to visitors as built, and to a signed-in person in their own frame, never stored', async () => {
    const visitor = await fetch(`${base}/legal/terms`);
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).not.toContain('account-menu');
    const signedIn = await fetch(`${base}/legal/terms`, { headers: { cookie: sessionCookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    const page = await signedIn.text();
    expect(page).toContain('<details class="account-menu"');
    expect(page).toContain('workerd-owner');
    expect(page).toContain('Terms of Use');
    // A browser holding the visitor's copy asks with its tag; signed in, it gets its own page, not a 304.
    const etag = visitor.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${base}/legal/terms`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    const revalidated = await fetch(`${base}/legal/terms`, { headers: { cookie: sessionCookie, 'if-none-match': etag! } });
    expect(revalidated.status).toBe(200);
    expect(await revalidated.text()).toContain('<details class="account-menu"');
  });

  it('leave an unknown path under a built page\'s prefix to Astro', async () => {
    const unknown = await fetch(`${base}/legal/no-such-policy`, { headers: { cookie: sessionCookie } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page not found');
  });
});

describe('the Cron Triggers in workerd', () => {
  /** A statement only each job sends, by the table it reads first. */
  const JOBS: Record<string, Record<string, RegExp>> = {
    '* * * * *': {
      'search outbox': /"search_outbox"/, 'file scanner': /"file_scan_queue"/, 'billing jobs': /"subscriptions"\."period_end" <=/,
      'payout jobs': /"payout_pool_days"/, 'server jobs': /from "servers"/,
    },
    '*/5 * * * *': { 'analytics jobs': /"analytics_salts"/ },
    '*/10 * * * *': { 'blob sweep': /"staged_uploads"/ },
  };

  it('are the schedules wrangler.toml declares', () => {
    // Read once the build exists (the suite's beforeAll makes it), not when the file is collected.
    const { crons } = JSON.parse(readFileSync(join(root, 'dist-worker/server/wrangler.json'), 'utf8')).triggers as { crons: string[] };
    expect(crons).toEqual(Object.keys(JOBS));
  });

  it.each(Object.entries(JOBS))('%s runs its jobs against the database', async (cron, jobs) => {
    const before = libsql.statements.length;
    const response = await fetch(`${base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}&format=json`);
    expect(await response.json()).toEqual({ outcome: 'ok', noRetry: false });
    const sent = libsql.statements.slice(before);
    const ran = Object.entries(jobs).filter(([, statement]) => sent.some((sql) => statement.test(sql))).map(([name]) => name);
    expect(ran).toEqual(Object.keys(jobs));
  }, 60_000);
});

describe('publishing, search and download in workerd', () => {
  const runCron = async (cron: string) => {
    const response = await fetch(`${base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}&format=json`);
    expect(await response.json()).toEqual({ outcome: 'ok', noRetry: false });
  };

  it('stores a published version in R2, finds its project in Typesense after the cron, and serves the file by hash', async () => {
    const bytes = fabricJar('1.20.1', '4.5.6');
    const form = versionForm(versionData(projectId, { version_number: '4.5.6' }), [{ name: 'file', filename: 'lantern.jar', bytes }]);
    const published = await fetch(`${base}/v2/version`, { method: 'POST', headers: { authorization: token }, body: form });
    expect(published.status).toBe(200);
    const version = (await published.json()) as { id: string; files: { hashes: { sha1: string } }[] };
    const sha1 = await sha1Hex(bytes);
    expect(version.files[0]!.hashes.sha1).toBe(sha1);

    await runCron('* * * * *');
    expect(typesense.imported.map((document) => document.id)).toContain(projectId);
    const search = (await (await fetch(`${base}/v2/search?query=lantern`)).json()) as { hits: { project_id: string; latest_version: string }[] };
    expect(search.hits.map((hit) => hit.project_id)).toEqual([projectId]);

    const byHash = (await (await fetch(`${base}/v2/version_file/${sha1}`)).json()) as { id: string; files: { url: string }[] };
    expect(byHash.id).toBe(version.id);
    const fileUrl = new URL(byHash.files[0]!.url);
    expect(fileUrl.origin).toBe(PUBLIC_URL);
    const download = await fetch(`${base}${fileUrl.pathname}`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    const part = await fetch(`${base}${fileUrl.pathname}`, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(10, 20));
  }, 120_000);
});
