// Collection reads: public by link when listed or unlisted, private ones for the owner and staff, hidden projects left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { loadConfig } from '#config';
import type { Viewer } from '../../access/viewer.ts';
import type { CollectionStatus } from '#contracts/enums.ts';
import { ApiError } from '#contracts/errors.ts';
import { randomId } from '#lib/ids.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeUser } from '#testing/factory.ts';
import { collectionProjects, collectionsOfUser, getCollection } from './service.ts';

let database: TestDatabase;
const config = loadConfig({});
const reading = () => ({ db: database.db, config });
let owner: Viewer;
let stranger: Viewer;
const moderator: Viewer = { userId: 'mod00001', role: 'moderator', scopes: 0, via: 'session' };
const ids: Record<string, string> = {};
const projects: Record<string, string> = {};

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const alice = await makeUser(db, { username: 'alice' });
  const bob = await makeUser(db, { username: 'bob' });
  owner = { userId: alice.id, role: 'developer', scopes: 0, via: 'session' };
  stranger = { userId: bob.id, role: 'developer', scopes: 0, via: 'session' };
  for (const [slug, status, downloads] of [['big', 'approved', 100], ['small', 'approved', 5], ['secret', 'draft', 1000]] as const) {
    projects[slug] = (await makeProject(db, { ownerId: bob.id, slug, status, downloads })).id;
  }
  const statuses: CollectionStatus[] = ['listed', 'unlisted', 'private', 'rejected'];
  for (const [index, status] of statuses.entries()) {
    ids[status] = randomId();
    await db.insert(t.collections).values({
      id: ids[status]!, userId: alice.id, name: `${status} things`, status,
      created: new Date('2026-03-01T00:00:00Z'), updated: new Date(Date.UTC(2026, 3, 1 + index)),
    });
  }
  await db.insert(t.collectionProjects).values(
    ['small', 'big', 'secret'].map((slug) => ({ collectionId: ids.listed!, projectId: projects[slug]! })),
  );
});

afterAll(() => database.dispose());

describe('getCollection', () => {
  it('shows listed and unlisted collections to anyone, with only the projects they may see', async () => {
    const listed = await getCollection(reading(), null, ids.listed!);
    expect(listed).toMatchObject({ name: 'listed things', status: 'listed', user: owner.userId, updated: '2026-04-01T00:00:00.000Z' });
    expect(listed.projects.sort()).toEqual([projects.big, projects.small].sort());
    expect((await getCollection(reading(), null, ids.unlisted!)).status).toBe('unlisted');
  });

  it('hides private and rejected collections from everyone but the owner and staff', async () => {
    for (const status of ['private', 'rejected']) {
      await expect(getCollection(reading(), null, ids[status]!)).rejects.toSatisfy(isNotFound);
      await expect(getCollection(reading(), stranger, ids[status]!)).rejects.toSatisfy(isNotFound);
      expect((await getCollection(reading(), owner, ids[status]!)).status).toBe(status);
      expect((await getCollection(reading(), moderator, ids[status]!)).status).toBe(status);
    }
  });

  it('is a 404 for an unknown id', async () => {
    await expect(getCollection(reading(), null, 'ZZZZZZZZ')).rejects.toSatisfy(isNotFound);
  });
});

describe('collectionsOfUser', () => {
  it('lists only listed collections to others, everything to the owner, newest update first', async () => {
    expect((await collectionsOfUser(reading(), null, owner.userId)).map((c) => c.status)).toEqual(['listed']);
    expect((await collectionsOfUser(reading(), owner, owner.userId)).map((c) => c.status)).toEqual(['rejected', 'private', 'unlisted', 'listed']);
  });
});

describe('collectionProjects', () => {
  it('gives the visible projects most downloaded first', async () => {
    const collection = await getCollection(reading(), null, ids.listed!);
    expect((await collectionProjects(reading(), null, collection)).map((p) => p.slug)).toEqual(['big', 'small']);
  });
});
