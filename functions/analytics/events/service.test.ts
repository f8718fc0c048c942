// Recording page views and playtime: bots left out, one view per visitor per project per hour, no raw address kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { loadConfig } from '#config';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { assembleRuntime, type Runtime } from '#platform/runtime.ts';
import { recordPageView, recordPlaytime } from './service.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const NOW = new Date('2026-03-02T10:15:00Z');

let database: TestDatabase;
let runtime: Runtime;
let projectId: string;
let versionId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  runtime = { ...assembleRuntime(loadConfig({ DATABASE_URL: database.url, BLOB_DIR: database.directory }), database.db), clock: { now: () => NOW } };
  const owner = await makeUser(database.db);
  const project = await makeProject(database.db, { ownerId: owner.id });
  projectId = project.id;
  versionId = (await makeVersion(database.db, { projectId, authorId: owner.id })).id;
});

afterAll(() => database.dispose());

const view = (clientIp: string, userAgent: string | undefined, now = NOW) => recordPageView(runtime, { projectId, clientIp, userAgent, country: 'DE', now });

describe('page views', () => {
  it('counts a visitor once per project per hour, and again in the next hour', async () => {
    expect(await view('198.51.100.7', BROWSER)).toBe(true);
    expect(await view('198.51.100.7', BROWSER, new Date(NOW.getTime() + 30 * 60_000))).toBe(false);
    expect(await view('198.51.100.8', BROWSER)).toBe(true);
    expect(await view('198.51.100.7', BROWSER, new Date(NOW.getTime() + 60 * 60_000))).toBe(true);
  });

  it('leaves out known crawlers and requests without a user agent', async () => {
    expect(await view('198.51.100.9', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(false);
    expect(await view('198.51.100.9', undefined)).toBe(false);
  });

  it('stores no address, only a salted hash', async () => {
    const rows = await database.db.select().from(t.analyticsEvents);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('198.51.100');
    const [salt] = await database.db.select().from(t.analyticsSalts);
    expect(salt?.day).toBe('2026-03-02');
  });
});

describe('playtime', () => {
  it('records seconds per version with its project, loader and game version, and skips unknown versions', async () => {
    await recordPlaytime(runtime, { [versionId]: { seconds: 900, loader: 'fabric', game_version: '1.21.1' }, ZZZZZZZZ: { seconds: 5, loader: 'x', game_version: 'y' } }, 'XX');
    const rows = (await database.db.select().from(t.analyticsEvents)).filter((row) => row.metric === 'playtime');
    expect(rows).toMatchObject([{ projectId, versionId, amount: 900, loader: 'fabric', gameVersion: '1.21.1', source: 'app' }]);
  });
});
