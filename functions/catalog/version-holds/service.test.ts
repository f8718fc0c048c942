import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { heldVersionIds, holdVersion, releaseVersion, removeVersion } from './service.ts';

let database: TestDatabase;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

async function version(status: 'listed' | 'unlisted' = 'listed') {
  const owner = await makeUser(db());
  const project = await makeProject(db(), { ownerId: owner.id });
  return makeVersion(db(), { projectId: project.id, authorId: owner.id, status });
}
const statusOf = async (id: string) => (await db().select({ status: t.versions.status }).from(t.versions).where(eq(t.versions.id, id)))[0]?.status;

describe('holding versions', () => {
  it('hides a version under the hidden status and gives its own back on release', async () => {
    const { id } = await version('unlisted');
    expect(await db().transaction((tx) => holdVersion(tx, id, new Date()))).toBe(true);
    expect(await db().transaction((tx) => holdVersion(tx, id, new Date()))).toBe(false);
    expect(await statusOf(id)).toBe('unknown');
    expect(await heldVersionIds(db(), [id])).toEqual(new Set([id]));
    expect(await db().select().from(t.searchOutbox)).not.toEqual([]);
    expect(await db().transaction((tx) => releaseVersion(tx, id))).toBe(true);
    expect(await statusOf(id)).toBe('unlisted');
    expect(await db().transaction((tx) => releaseVersion(tx, id))).toBe(false);
  });

  it('releases a version deleted while held as deletions leave it: unlisted', async () => {
    const { id } = await version('listed');
    await db().transaction((tx) => holdVersion(tx, id, new Date()));
    await db().insert(t.versionDeletions).values({ versionId: id, deletedAt: new Date() });
    await db().transaction((tx) => releaseVersion(tx, id));
    expect(await statusOf(id)).toBe('unlisted');
  });

  it('removes a version with its files, leaving nothing to find by hash', async () => {
    const created = await version();
    expect(await db().transaction((tx) => removeVersion(tx, created.id))).toBe(created.projectId);
    expect(await statusOf(created.id)).toBeUndefined();
    expect(await db().select().from(t.files).where(eq(t.files.sha1, created.files[0]!.sha1))).toEqual([]);
    expect(await db().transaction((tx) => removeVersion(tx, created.id))).toBeNull();
  });
});
