// The pages' short search cache: the same page asked again within seconds costs no search, and a change applied to
// the index is visible on the very next page load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import type { Runtime } from '#platform/runtime.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { drainSearchOutbox, enqueueSearchRefresh, initSearch, searchProjectsForPage } from './service.ts';
import { testRuntime } from './testing.ts';

let database: TestDatabase;
let runtime: Runtime;
let searches = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const plain = testRuntime(database);
  const engine = plain.search;
  const search = engine.search.bind(engine);
  runtime = { ...plain, search: { ...engine, search: (query) => { searches += 1; return search(query); } } };
  await initSearch(runtime, { indexer: false });
});

afterAll(() => database.dispose());

const page = async (query: string) =>
  (await searchProjectsForPage(runtime, { query, filter: null, sort: 'relevance', offset: 0, limit: 10 })).hits.map((hit) => hit.title);

describe('search results for pages', () => {
  it('answers the same page again from the cache, and a different one with a search', async () => {
    const before = searches;
    await page('lantern');
    await page('lantern');
    expect(searches - before).toBe(1);
    await page('furnace');
    expect(searches - before).toBe(2);
  });

  it('shows a change applied to the index on the next load', async () => {
    expect(await page('glowing anvil')).toEqual([]);
    const owner = await makeUser(database.db);
    await database.db.transaction(async (tx) => {
      const project = await makeProject(tx as unknown as Db, { ownerId: owner.id, title: 'Glowing Anvil' });
      await makeVersion(tx as unknown as Db, { projectId: project.id, authorId: owner.id });
      await enqueueSearchRefresh(tx, [project.id]);
    });
    await drainSearchOutbox(runtime);
    expect(await page('glowing anvil')).toEqual(['Glowing Anvil']);
  });
});
