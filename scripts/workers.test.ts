// The Cloudflare build of site + API boots inside workerd: it answers routes that need no database, its pre-rendered
// pages name the address it is built for, and its Cron Triggers run every background job against a libSQL server
// over HTTP (the database a Worker reaches).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { unstable_startWorker } from 'wrangler';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { builtPageOrigin } from './lib/page-origin.ts';
import { buildSite, siteBuildIsStale } from './lib/site-build.ts';
import { startLibsqlHttpServer, type LibsqlHttpServer } from './lib/libsql-http-testing.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
let worker: Awaited<ReturnType<typeof unstable_startWorker>>;
let base: string;
let database: TestDatabase;
let libsql: LibsqlHttpServer;
let s3: S3rver;

/** Where this Worker is deployed: its build writes the address into pre-rendered pages. */
const PUBLIC_URL = 'https://kiln.example';
/** A Wings node the server job could reach; none is asked anything while no server is due. */
const WINGS_NODE = { id: 'eu-1', region: 'central-europe', public_host: 'eu-1.example.test', url: 'http://127.0.0.1:9', token_id: 'eu1', token: 't'.repeat(32), memory_mb: 8192, ports: '25565-25664' };

beforeAll(async () => {
  if (siteBuildIsStale(root, 'dist-worker') || builtPageOrigin(join(root, 'dist-worker')) !== PUBLIC_URL) {
    buildSite(root, { KILN_ADAPTER: 'cloudflare', PUBLIC_URL });
  }
  database = await createTestDatabase();
  database.close();
  libsql = await startLibsqlHttpServer(join(database.directory, 'kiln.db'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(join(tmpdir(), 'kiln-s3rver-')), configureBuckets: [{ name: 'kiln', configs: [] }] });
  const { port: s3Port } = (await s3.run()) as AddressInfo;
  const vars: Record<string, string> = {
    PUBLIC_URL, DATABASE_URL: libsql.url, BLOB_STORE: 's3', S3_ENDPOINT: `http://127.0.0.1:${s3Port}`, S3_BUCKET: 'kiln',
    S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_REGION: 'us-east-1', SERVER_NODES: 'wings', WINGS_NODES: JSON.stringify([WINGS_NODE]),
  };
  worker = await unstable_startWorker({
    config: join(root, 'dist-worker/server/wrangler.json'),
    bindings: Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: 'plain_text', value }])),
    dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, logLevel: 'error' },
  });
  await worker.ready;
  base = (await worker.url).toString().replace(/\/$/, '');
}, 300_000);

afterAll(async () => {
  await worker?.dispose();
  await s3?.close();
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
