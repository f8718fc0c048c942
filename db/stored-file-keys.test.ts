// The stored_file_keys migration: absolute URLs of Kiln's own files and images, whatever origin wrote them, become keys
// below the CDN root; external URLs, look-alikes naming another owner's folder and values already keys stay.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeTeam, makeUser, makeVersion } from '#testing/factory.ts';
import { MIGRATIONS_DIR } from './migrate.ts';
import * as t from './schema/index.ts';

const MIGRATION = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_stored_file_keys.sql'))!;
const STATEMENTS = readFileSync(join(MIGRATIONS_DIR, MIGRATION), 'utf8').split('--> statement-breakpoint');

let database: TestDatabase;
const ids = {} as Record<'user' | 'other' | 'project' | 'stranger' | 'version' | 'file' | 'organization' | 'collection', string>;
const created = new Date('2026-01-01T00:00:00Z');

async function migrate(): Promise<void> {
  for (const statement of STATEMENTS) await database.client.execute(statement);
}

/** Rows as the code before the migration wrote them: every URL absolute, under the origins of the time. */
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const user = await makeUser(db);
  const other = await makeUser(db, { avatarUrl: 'https://avatars.example/me.png' });
  const project = await makeProject(db, { ownerId: user.id });
  const stranger = await makeProject(db, { ownerId: user.id, iconUrl: `http://localhost:4321/cdn/images/project/${project.id}/aa.png` });
  const version = await makeVersion(db, { projectId: project.id, authorId: user.id, files: [{ filename: 'lava lamp.jar' }] });
  Object.assign(ids, { user: user.id, other: other.id, project: project.id, stranger: stranger.id, version: version.id, file: version.files[0]!.id });
  await db.update(t.files).set({ url: `http://localhost:4321/cdn/data/${project.id}/versions/${version.id}/lava%20lamp.jar` }).where(eq(t.files.id, ids.file));
  await db.update(t.projects).set({
    iconUrl: `http://localhost:4321/cdn/images/project/${project.id}/aa.png`, rawIconUrl: `http://localhost:4321/cdn/images/project/${project.id}/ab.png`,
  }).where(eq(t.projects.id, project.id));
  await db.insert(t.galleryItems).values({
    id: 'gallery1', projectId: project.id, url: `https://kiln.example/cdn/images/project/${project.id}/gallery/cc.webp`,
    rawUrl: `https://kiln.example/cdn/images/project/${project.id}/gallery/cc.webp`, featured: true, created,
  });
  await db.update(t.users).set({ avatarUrl: `https://files.kiln.example/images/user/${user.id}/dd.png` }).where(eq(t.users.id, user.id));
  const teamId = await makeTeam(db, user.id);
  ids.organization = 'org00001';
  await db.insert(t.organizations).values({
    id: ids.organization, slug: 'lava', name: 'Lava', description: '', teamId, iconUrl: `https://kiln.example/cdn/images/organization/${ids.organization}/ee.png`, created,
  });
  ids.collection = 'col00001';
  await db.insert(t.collections).values({
    id: ids.collection, userId: user.id, name: 'Mine', status: 'listed', created, updated: created,
    iconUrl: `https://kiln.example/cdn/images/collection/${ids.collection}/ff.gif`,
  });
  await db.insert(t.reportImages).values({ id: 'reportimg1', uploaderId: user.id, url: `https://kiln.example/cdn/images/report/${user.id}/99.png`, created });
  await migrate();
});

afterAll(() => database.dispose());

const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;

describe('the stored_file_keys migration', () => {
  it('turns version file URLs into their download paths below the CDN root', async () => {
    const file = await one(database.db.select({ url: t.files.url }).from(t.files).where(eq(t.files.id, ids.file)));
    expect(file.url).toBe(`data/${ids.project}/versions/${ids.version}/lava%20lamp.jar`);
  });

  it('turns every kind of image URL into its blob key, whatever origin wrote it', async () => {
    const { db } = database;
    expect(await one(db.select({ icon: t.projects.iconUrl, raw: t.projects.rawIconUrl }).from(t.projects).where(eq(t.projects.id, ids.project))))
      .toEqual({ icon: `images/project/${ids.project}/aa.png`, raw: `images/project/${ids.project}/ab.png` });
    expect(await one(db.select({ url: t.galleryItems.url, raw: t.galleryItems.rawUrl }).from(t.galleryItems)))
      .toEqual({ url: `images/project/${ids.project}/gallery/cc.webp`, raw: `images/project/${ids.project}/gallery/cc.webp` });
    expect((await one(db.select({ url: t.users.avatarUrl }).from(t.users).where(eq(t.users.id, ids.user)))).url).toBe(`images/user/${ids.user}/dd.png`);
    expect((await one(db.select({ url: t.organizations.iconUrl }).from(t.organizations))).url).toBe(`images/organization/${ids.organization}/ee.png`);
    expect((await one(db.select({ url: t.collections.iconUrl }).from(t.collections))).url).toBe(`images/collection/${ids.collection}/ff.gif`);
    expect((await one(db.select({ url: t.reportImages.url }).from(t.reportImages))).url).toBe(`images/report/${ids.user}/99.png`);
  });

  it('leaves external URLs and another owner’s folder alone, and changes nothing when run again', async () => {
    const { db } = database;
    expect((await one(db.select({ url: t.users.avatarUrl }).from(t.users).where(eq(t.users.id, ids.other)))).url).toBe('https://avatars.example/me.png');
    expect((await one(db.select({ icon: t.projects.iconUrl }).from(t.projects).where(eq(t.projects.id, ids.stranger)))).icon)
      .toBe(`http://localhost:4321/cdn/images/project/${ids.project}/aa.png`);
    const before = await db.select().from(t.files);
    await migrate();
    expect(await db.select().from(t.files)).toEqual(before);
  });
});
