// Listing cards for pages: each card carries its own loaders, featured categories, owner and canonical URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { addMember, makeProject, makeUser, makeVersion } from '../testing/factory.ts';
import { listProjectCards } from './service.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const alice = await makeUser(db, { username: 'alice' });
  const bob = await makeUser(db, { username: 'bob' });
  const plugin = await makeProject(db, { ownerId: alice.id, slug: 'essentials', projectType: 'plugin', categories: ['economy'], downloads: 50 });
  await makeVersion(db, { projectId: plugin.id, authorId: alice.id, loaders: ['paper', 'spigot'] });
  const pack = await makeProject(db, { ownerId: bob.id, slug: 'faithful', projectType: 'resourcepack', categories: ['32x'], additionalCategories: ['tweaks'], downloads: 40 });
  await addMember(db, pack.teamId, alice.id);
  await makeVersion(db, { projectId: pack.id, authorId: bob.id, loaders: ['minecraft'] });
  await makeProject(db, { ownerId: bob.id, slug: 'hidden', status: 'draft', downloads: 999 });
});

afterAll(() => database.dispose());

describe('listProjectCards', () => {
  it('orders listed projects by downloads with their own loaders, categories and owner', async () => {
    const cards = await listProjectCards(database.db, 'downloads', 10);
    expect(cards.map((card) => [card.slug, card.url, card.author, card.loaders, card.categories])).toEqual([
      ['essentials', '/plugin/essentials', 'alice', ['paper', 'spigot'], ['economy']],
      ['faithful', '/resourcepack/faithful', 'bob', ['minecraft'], ['32x']],
    ]);
  });
});
