// Search freshness through the outbox: writes enqueued in their transaction reach search, failures are retried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import type { Runtime } from '#platform/runtime.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { claimOutboxRows, deleteAppliedRows, insertOutboxRows } from './outbox.ts';
import {
  drainSearchOutbox, enqueueSearchRefresh, initSearch, rebuildSearchIndex, searchProjects, stopSearchIndexer,
} from './service.ts';
import { testRuntime } from './testing.ts';

let database: TestDatabase;
/** Drained by hand in these tests, so each step is observable. */
let runtime: Runtime;
let served: Runtime;

beforeAll(async () => {
  database = await createTestDatabase();
  runtime = testRuntime(database);
  await initSearch(runtime, { indexer: false });
  served = testRuntime(database);
});

afterAll(async () => {
  await stopSearchIndexer(served);
  database.dispose();
});

const find = async (query: string, on = runtime) =>
  (await searchProjects(on, { query, filter: null, sort: 'relevance', offset: 0, limit: 10 })).hits.map((hit) => hit.title);

const outbox = () => database.db.select().from(t.searchOutbox);

describe('search indexer', () => {
  it('makes a project written and enqueued in one transaction searchable within a second', async () => {
    // A server's runtime: its first search builds the embedded index and starts the outbox drainer.
    expect(await find('freshly baked', served)).toEqual([]);
    const owner = await makeUser(database.db);
    const started = Date.now();
    await database.db.transaction(async (tx) => {
      const project = await makeProject(tx as unknown as Db, { ownerId: owner.id, title: 'Freshly Baked' });
      await makeVersion(tx as unknown as Db, { projectId: project.id, authorId: owner.id });
      await enqueueSearchRefresh(tx, [project.id]);
    });
    while (!(await find('freshly baked', served)).includes('Freshly Baked')) {
      expect(Date.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await outbox()).toEqual([]);
    await stopSearchIndexer(served);
  });

  it('removes a project that stops being listed', async () => {
    const owner = await makeUser(database.db);
    const project = await makeProject(database.db, { ownerId: owner.id, title: 'Soon Hidden' });
    await enqueueSearchRefresh(database.db, [project.id]);
    await drainSearchOutbox(runtime);
    expect(await find('soon hidden')).toEqual(['Soon Hidden']);
    await database.db.transaction(async (tx) => {
      await tx.update(t.projects).set({ status: 'private' }).where(eq(t.projects.id, project.id));
      await enqueueSearchRefresh(tx, [project.id]);
    });
    expect(await drainSearchOutbox(runtime)).toBe(1);
    expect(await find('soon hidden')).toEqual([]);
  });

  it('keeps rows the engine failed to apply, and applies them on the next drain', async () => {
    const owner = await makeUser(database.db);
    const project = await makeProject(database.db, { ownerId: owner.id, title: 'Retried Later' });
    await enqueueSearchRefresh(database.db, [project.id]);
    const engine = runtime.search;
    const upsert = engine.upsert;
    engine.upsert = async () => {
      throw new Error('engine unavailable');
    };
    await expect(drainSearchOutbox(runtime)).rejects.toThrow('engine unavailable');
    engine.upsert = upsert;
    expect(await outbox()).toEqual([expect.objectContaining({ projectId: project.id, attempts: 1 })]);
    expect(await find('retried later')).toEqual([]);
    await drainSearchOutbox(runtime);
    expect(await outbox()).toEqual([]);
    expect(await find('retried later')).toEqual(['Retried Later']);
  });

  it('does not acknowledge a row that was enqueued again while its batch was in flight', async () => {
    const owner = await makeUser(database.db);
    const project = await makeProject(database.db, { ownerId: owner.id });
    // Both writes in the same millisecond: the clock alone would not tell them apart.
    const now = new Date();
    await insertOutboxRows(database.db, [project.id], now);
    const claimed = await claimOutboxRows(database.db, 10);
    await insertOutboxRows(database.db, [project.id], now);
    await deleteAppliedRows(database.db, claimed);
    const [row] = await outbox();
    expect(row?.projectId).toBe(project.id);
    expect(row!.enqueuedAt.getTime()).toBeGreaterThan(claimed[0]!.enqueuedAt.getTime());
    await drainSearchOutbox(runtime);
    expect(await outbox()).toEqual([]);
  });

  it('re-applies changes drained while a rebuild was reading its snapshot', async () => {
    const owner = await makeUser(database.db);
    const project = await makeProject(database.db, { ownerId: owner.id, title: 'Before Rename' });
    await enqueueSearchRefresh(database.db, [project.id]);
    await drainSearchOutbox(runtime);
    const engine = runtime.search;
    const replaceAll = engine.replaceAll;
    let release!: () => void;
    let entered!: () => void;
    const reached = new Promise<void>((resolve) => (entered = resolve));
    engine.replaceAll = async (docs) => {
      entered();
      await new Promise<void>((resolve) => (release = resolve));
      return replaceAll(docs);
    };
    const rebuild = rebuildSearchIndex(runtime);
    await reached;
    await database.db.transaction(async (tx) => {
      await tx.update(t.projects).set({ title: 'After Rename' }).where(eq(t.projects.id, project.id));
      await enqueueSearchRefresh(tx, [project.id]);
    });
    await drainSearchOutbox(runtime);
    release();
    await rebuild;
    engine.replaceAll = replaceAll;
    expect(await find('after rename')).not.toContain('After Rename');
    expect(await outbox()).toEqual([expect.objectContaining({ projectId: project.id })]);
    await drainSearchOutbox(runtime);
    expect((await find('after rename'))[0]).toBe('After Rename');
  });

  it('keeps a Typesense index fresh too: a Node server drains the outbox whatever the engine', async () => {
    const applied: string[] = [];
    const cluster = testRuntime(database);
    // A cluster that already holds an index (so none is rebuilt) and records what the drainer sends it.
    cluster.search = {
      ...cluster.search, name: 'typesense', count: async () => 1,
      upsert: async (docs) => void applied.push(...docs.map((doc) => doc.project_id)),
      remove: async (ids) => void applied.push(...ids),
    };
    await initSearch(cluster);
    const owner = await makeUser(database.db);
    const project = await makeProject(database.db, { ownerId: owner.id, title: 'Clustered' });
    await makeVersion(database.db, { projectId: project.id, authorId: owner.id });
    await enqueueSearchRefresh(database.db, [project.id]);
    const started = Date.now();
    while (!applied.includes(project.id)) {
      expect(Date.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await stopSearchIndexer(cluster);
  });
});
