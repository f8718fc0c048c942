// The staff lists (/moderation's queue, /moderation/reports with the moderators' inbox, the technical review) read a
// page in a fixed number of queries, however many items it shows: items are looked up a kind at a time, never one by one.
import { drizzle } from 'drizzle-orm/libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '#access';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { schema } from '#db/client.ts';
import { loadConfig } from '#config';
import * as t from '#db/schema/index.ts';
import { randomId } from '#lib/ids.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { staffReports } from './reports/pages.ts';
import { reviewQueue } from './review/service.ts';
import { listTechnicalReview } from './technical-review/service.ts';
import { moderatorInbox } from './threads/service.ts';

let database: TestDatabase;
let moderator: Viewer;
let statements = 0;
/** The test database's client, counting every statement sent through it. */
let counted: TestDatabase['db'];
const config = loadConfig({});

beforeAll(async () => {
  database = await createTestDatabase();
  counted = drizzle(database.client, { schema, logger: { logQuery: () => { statements++; } } });
  moderator = { userId: (await makeUser(database.db, { role: 'moderator' })).id, role: 'moderator', scopes: ALL_SCOPES, via: 'session' };
});
afterAll(() => database?.dispose());

/** A queued project with a version, reported three ways (the project, its version, its owner), each report and the project's thread waiting for staff. */
async function addReportedProject(): Promise<void> {
  const { db } = database;
  const owner = await makeUser(db);
  const reporter = await makeUser(db);
  const project = await makeProject(db, { ownerId: owner.id, status: 'processing' });
  const version = await makeVersion(db, { projectId: project.id, authorId: owner.id });
  const now = Date.now();
  await db.insert(t.threads).values({ id: project.threadId, type: 'project', projectId: project.id, created: new Date(now) });
  await db.insert(t.threadMessages).values({
    id: randomId(), threadId: project.threadId, authorId: owner.id, created: new Date(now),
    body: { type: 'text', body: 'Any news?', private: false, replying_to: null },
  });
  await db.insert(t.fileScans).values({ fileId: version.files[0]!.id, versionId: version.id, scannedAt: new Date(now), severity: 'medium', review: 'pending' });
  await db.insert(t.scanFindings).values({ fileId: version.files[0]!.id, rule: 'native-library', severity: 'medium', entry: 'a/B.class', detail: 'loadLibrary' });
  for (const [itemType, itemId] of [['project', project.id], ['version', version.id], ['user', owner.id]] as const) {
    const reportId = randomId();
    const threadId = randomId();
    await db.insert(t.reports).values({ id: reportId, reportType: 'spam', itemType, itemId, reporterId: reporter.id, body: 'Spam', created: new Date(now), threadId });
    await db.insert(t.threads).values({ id: threadId, type: 'report', reportId, created: new Date(now) });
    await db.insert(t.threadMessages).values({
      id: randomId(), threadId, authorId: reporter.id, created: new Date(now + 1), body: { type: 'text', body: 'More detail', private: false, replying_to: null },
    });
  }
}

/** The statements each list takes to read its page, and how many items the page showed. */
async function measure() {
  const count = async (read: () => Promise<unknown[]>) => {
    statements = 0;
    const items = (await read()).length;
    return { items, statements };
  };
  return {
    reports: await count(() => staffReports({ db: counted, config }, moderator, { closed: false, reason: null, itemType: null })),
    inbox: await count(() => moderatorInbox({ db: counted, config }, moderator)),
    queue: await count(() => reviewQueue({ db: counted, config }, moderator, { query: null, type: null, newest: false })),
    technicalReview: await count(async () => (await listTechnicalReview(counted, moderator, { state: 'pending', sort: 'oldest' })).items),
  };
}

describe('staff lists', () => {
  it('take as many statements for a page of 30 reports as for a page of 3', async () => {
    await addReportedProject();
    const small = await measure();
    for (let i = 0; i < 9; i++) await addReportedProject();
    const large = await measure();
    expect(small.reports.items).toBe(3);
    expect(large.reports.items).toBe(30);
    expect(large.inbox.items).toBe(40);
    expect(large.queue.items).toBe(10);
    expect(large.technicalReview.items).toBe(10);
    const statementsOf = (measured: typeof small) => Object.fromEntries(Object.entries(measured).map(([list, { statements }]) => [list, statements]));
    for (const measured of Object.values(small)) expect(measured.statements).toBeGreaterThan(0);
    expect(statementsOf(large)).toEqual(statementsOf(small));
  });
});
