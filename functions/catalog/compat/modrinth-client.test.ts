// An unchanged Modrinth API client from npm (@xmcl/modrinth) pointed at Kiln: only the base URL differs.
import { ModrinthV2Client } from '@xmcl/modrinth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makePat, makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { startTestServer, type TestServer } from '#testing/server.ts';

let database: TestDatabase;
let server: TestServer;
let client: ModrinthV2Client;
let authed: ModrinthV2Client;
const ids: Record<string, string> = {};
let oldFile: { sha1: string; sha512: string };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  const db = database.db;
  const owner = await makeUser(db, { username: 'caffeinated' });
  const token = await makePat(db, owner.id, ALL_SCOPES);
  const project = await makeProject(db, { ownerId: owner.id, title: 'Sodium', slug: 'sodium', categories: ['optimization'] });
  const old = await makeVersion(db, { projectId: project.id, authorId: owner.id, versionNumber: '0.5.0', gameVersions: ['1.20.1'], datePublished: new Date('2026-01-01') });
  const latest = await makeVersion(db, { projectId: project.id, authorId: owner.id, versionNumber: '0.6.0', gameVersions: ['1.21.1'], datePublished: new Date('2026-02-01') });
  await db.insert(t.follows).values({ userId: owner.id, projectId: project.id, created: new Date() });
  Object.assign(ids, { project: project.id, old: old.id, latest: latest.id, owner: owner.id });
  oldFile = old.files[0]!;
  client = new ModrinthV2Client({ baseUrl: server.url });
  authed = new ModrinthV2Client({ baseUrl: server.url, headers: { Authorization: token } });
});

afterAll(async () => {
  await server.close();
  database.dispose();
});

describe('@xmcl/modrinth against Kiln', () => {
  it('reads projects, versions and members', async () => {
    expect((await client.getProject('sodium')).id).toBe(ids.project);
    expect((await client.getProjects([ids.project!])).map((p) => p.slug)).toEqual(['sodium']);
    const versions = await client.getProjectVersions('sodium', { gameVersions: ['1.21.1'] });
    expect(versions.map((v) => v.version_number)).toEqual(['0.6.0']);
    expect((await client.getProjectVersion(ids.old!)).version_number).toBe('0.5.0');
    expect((await client.getProjectVersionsById([ids.old!, ids.latest!])).length).toBe(2);
    expect((await client.getProjectTeamMembers('sodium'))[0]!.user.username).toBe('caffeinated');
  });

  it('resolves files by hash and finds updates', async () => {
    expect((await client.getProjectVersionByHash(oldFile.sha1)).id).toBe(ids.old);
    expect((await client.getProjectVersionsByHash([oldFile.sha512], 'sha512'))[oldFile.sha512]!.id).toBe(ids.old);
    const latest = await client.getLatestVersionsFromHashes([oldFile.sha1], { algorithm: 'sha1' });
    expect(latest[oldFile.sha1]!.id).toBe(ids.latest);
    expect((await client.getLatestProjectVersion(oldFile.sha1, { gameVersions: ['1.20.1'], loaders: ['fabric'] })).id).toBe(ids.old);
  });

  it('reads tags', async () => {
    expect((await client.getGameVersionTags()).length).toBe(904);
    expect((await client.getLoaderTags()).some((loader) => loader.name === 'neoforge')).toBe(true);
    expect((await client.getCategoryTags()).some((category) => category.name === 'optimization')).toBe(true);
    // The library types licenses as {id, name, url}; the server answers {short, name} (api-compat §tags).
    expect((await client.getLicenseTags()).some((license) => (license as unknown as { short: string }).short === 'MIT')).toBe(true);
  });

  it('reads users, the authenticated user and their follows', async () => {
    expect((await client.getUser('caffeinated')).id).toBe(ids.owner);
    expect((await client.getUserProjects('caffeinated')).map((p) => p.id)).toEqual([ids.project]);
    expect((await authed.getAuthenticatedUser()).username).toBe('caffeinated');
    expect((await authed.getUserFollowedProjects(ids.owner!)).map((p) => p.id)).toEqual([ids.project]);
  });
});
