// The Node server's kept answers, over a real HTTP server in front of the real app: kept and sent again only for
// anonymous callers, forgotten when the project changes or the search index moves or they reach their age, drawing
// on the API's or the pages' rate limit, and still doing per request what the page would have (counting a view).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRateLimiter, compression, createApp, keepSharedAnswers } from '#app';
import { loadConfig } from '#config';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { lazyRateLimiter } from '#lib/ratelimit.ts';
import { declareSoleProcess } from '#lib/project-changes.ts';
import { answerKey, shareAnswer, sharedAnswers } from '#lib/shared-answers.ts';
import { assembleRuntime, type Runtime } from '#platform/runtime.ts';
import { drainSearchOutbox } from '#search';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makePat, makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { getRequestListener } from '@hono/node-server';
import { createSiteListener } from './answer-lane.ts';

let database: TestDatabase;
let runtime: Runtime;
let server: Server;
let base: string;
let ownerToken: string;
let project: Awaited<ReturnType<typeof makeProject>>;
/** Requests the app itself answered: a kept answer never reaches it. */
let appCalls = 0;
/** Addresses a kept page was served to, as its own per-request work saw them. */
const pageVisits: string[] = [];
const PAGE_AGE_MS = 60_000;

/** Each address has this many requests a minute; tests that are not about the limit send from their own address. */
const LIMIT = 5;
let addresses = 0;
const freshAddress = () => ({ 'x-forwarded-for': `203.0.113.${++addresses}` });

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kiln-data-')), BLOB_DIR: mkdtempSync(join(tmpdir(), 'kiln-blobs-')),
    DATABASE_URL: database.url, PORT: '0', RATELIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1',
  });
  runtime = assembleRuntime(config, database.db);
  const apiLimiter = apiRateLimiter(() => config);
  const pageLimiter = lazyRateLimiter(() => ({ limit: LIMIT * 2, trustProxy: 1 }));
  const app = new Hono();
  app.use('*', keepSharedAnswers());
  app.use('*', compression());
  app.route('/', createApp({ runtime: async () => runtime, config: () => config, apiLimiter }));
  // A page as the site renders one for a visitor: shared, forgotten with its project, counting each visit.
  app.use('/page/*', pageLimiter.middleware);
  app.get('/page/:slug', (c) => {
    shareAnswer(c.req.raw, null, {
      projects: [project.id], maxAgeMs: PAGE_AGE_MS, onServe: (request) => pageVisits.push(request.headers.get('x-forwarded-for') ?? ''),
    });
    pageVisits.push(c.req.header('x-forwarded-for') ?? '');
    return c.html(`<h1>${c.req.param('slug')}</h1>`);
  });
  const fetchApp = (request: Request, env?: unknown) => {
    appCalls++;
    return app.fetch(request, env);
  };
  declareSoleProcess();
  server = createServer(createSiteListener(
    { fetch: fetchApp, apiLimiter, pageLimiter, config: () => config, answers: sharedAnswers },
    getRequestListener(fetchApp),
  ));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const owner = await makeUser(database.db);
  ownerToken = await makePat(database.db, owner.id, ALL_SCOPES);
  project = await makeProject(database.db, { ownerId: owner.id, slug: 'lantern', title: 'Lantern' });
  await makeVersion(database.db, { projectId: project.id, authorId: owner.id, versionNumber: '1.0.0' });
  await makeVersion(database.db, { projectId: project.id, authorId: owner.id, versionNumber: '2.0.0-draft', status: 'draft' });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  database.dispose();
});

/** Fetch asks for gzip and any language unless told otherwise; these ask for no encoding and English. */
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { ...freshAddress(), 'accept-encoding': 'identity', 'accept-language': 'en', ...headers } });
const keyOf = (path: string, encoding?: string) => answerKey(path, encoding, 'en');

describe('shared answers in the Node server', () => {
  it('sends an anonymous answer again from memory, with its own request id and rate limit state', async () => {
    const first = await get('/v2/project/lantern');
    const calls = appCalls;
    const second = await get('/v2/project/lantern');
    expect(appCalls).toBe(calls);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(second.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('access-control-allow-origin')).toBe('*');
    expect(sharedAnswers.get(keyOf('/v2/project/lantern'))).toBeDefined();
  });

  it('keeps one answer per encoding', async () => {
    const br = { 'accept-encoding': 'br' };
    const compressed = await get('/v2/tag/game_version', br);
    const calls = appCalls;
    const again = await get('/v2/tag/game_version', br);
    expect(appCalls).toBe(calls);
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(await again.json()).toEqual(await compressed.json());
    const plain = await get('/v2/tag/game_version');
    expect(appCalls).toBe(calls + 1);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).length).toBeGreaterThan(100);
  });

  it('answers a member from the app: a kept answer never reaches a caller with credentials', async () => {
    await get('/v2/project/lantern/version');
    expect(sharedAnswers.get(keyOf('/v2/project/lantern/version'))).toBeDefined();
    const anonymous = await (await get('/v2/project/lantern/version')).json();
    const calls = appCalls;
    const member = await (await get('/v2/project/lantern/version', { authorization: ownerToken })).json();
    expect(appCalls).toBe(calls + 1);
    expect(anonymous.map((v: { version_number: string }) => v.version_number)).toEqual(['1.0.0']);
    expect(member.map((v: { version_number: string }) => v.version_number)).toEqual(['2.0.0-draft', '1.0.0']);
  });

  it('leaves a conditional request to the app', async () => {
    const { headers } = await get('/v2/project/lantern');
    const calls = appCalls;
    await get('/v2/project/lantern', { 'if-none-match': headers.get('etag')! });
    expect(appCalls).toBe(calls + 1);
  });

  it('forgets a project\'s answers when it changes, so the next reader sees the change', async () => {
    await get('/v2/project/lantern');
    const edit = await fetch(`${base}/v2/project/lantern`, {
      method: 'PATCH', headers: { ...freshAddress(), authorization: ownerToken, 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Lantern Plus' }),
    });
    expect(edit.status).toBe(204);
    expect(sharedAnswers.get(keyOf('/v2/project/lantern'))).toBeUndefined();
    expect((await (await get('/v2/project/lantern')).json()).title).toBe('Lantern Plus');
    expect((await (await get('/v2/project/lantern')).json()).title).toBe('Lantern Plus');
  });

  it('forgets search answers when the outbox is applied to the index', async () => {
    await drainSearchOutbox(runtime);
    const before = await (await get('/v2/search?query=lantern')).json();
    expect(sharedAnswers.get(keyOf('/v2/search?query=lantern'))).toBeDefined();
    await fetch(`${base}/v2/project/lantern`, {
      method: 'PATCH', headers: { ...freshAddress(), authorization: ownerToken, 'content-type': 'application/json' }, body: JSON.stringify({ description: 'Lights every cave' }),
    });
    // Search moves when the outbox is applied, and the kept search answers move with it, not before.
    expect(sharedAnswers.get(keyOf('/v2/search?query=lantern'))).toBeDefined();
    await drainSearchOutbox(runtime);
    expect(sharedAnswers.get(keyOf('/v2/search?query=lantern'))).toBeUndefined();
    const after = await (await get('/v2/search?query=lantern')).json();
    expect(before.hits[0].description).not.toBe('Lights every cave');
    expect(after.hits[0].description).toBe('Lights every cave');
  });

  it('draws kept answers from the same per-client budget as the app, and refuses past it', async () => {
    const address = { 'x-forwarded-for': '198.51.100.7' };
    const statuses: number[] = [];
    const remaining: (string | null)[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const response = await fetch(`${base}/v2/tag/side_type`, { headers: { ...address, 'accept-encoding': 'identity', 'accept-language': 'en' } });
      statuses.push(response.status);
      remaining.push(response.headers.get('x-ratelimit-remaining'));
    }
    expect(sharedAnswers.get(keyOf('/v2/tag/side_type'))).toBeDefined();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(remaining).toEqual(['4', '3', '2', '1', '0', '0']);
  });

  it('sends a kept page again with the pages\' budget, still doing its per-request work, until it reaches its age', async () => {
    const visits = pageVisits.length;
    const first = await get('/page/lantern');
    const calls = appCalls;
    const second = await get('/page/lantern');
    expect(appCalls).toBe(calls);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-ratelimit-limit')).toBe(String(LIMIT * 2));
    // One visit as the page rendered, one as it was sent again, each from its own caller.
    expect(pageVisits.length).toBe(visits + 2);
    expect(new Set(pageVisits.slice(-2)).size).toBe(2);
    const kept = sharedAnswers.get(keyOf('/page/lantern'))!;
    expect(kept.expiresAt! - Date.now()).toBeLessThanOrEqual(PAGE_AGE_MS);
    expect(sharedAnswers.get(keyOf('/page/lantern'), kept.expiresAt)).toBeUndefined();
  });

  it('keeps a page per language the caller asks for', async () => {
    await get('/page/lantern', { 'accept-language': 'de' });
    const calls = appCalls;
    await get('/page/lantern', { 'accept-language': 'fr' });
    expect(appCalls).toBe(calls + 1);
    await get('/page/lantern', { 'accept-language': 'de' });
    expect(appCalls).toBe(calls + 1);
  });
});
