// v2 user and team reads: public profiles, own account with private fields, projects, follows and team listings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { ALL_SCOPES, scope } from '#contracts/scopes.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { addMember, makePat, makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { startTestServer, type TestServer } from '#testing/server.ts';

let database: TestDatabase;
let server: TestServer;
const get = (path: string, token?: string) => request(server.url, path, { token });
let alice: Awaited<ReturnType<typeof makeUser>>;
let bob: Awaited<ReturnType<typeof makeUser>>;
let aliceToken: string;
let aliceNoEmail: string;
let bobToken: string;
let team: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  const db = database.db;
  alice = await makeUser(db, { username: 'Alice', email: 'alice@example.test', bio: 'Builds things', badges: 3 });
  bob = await makeUser(db, { username: 'bob' });
  aliceToken = await makePat(db, alice.id, ALL_SCOPES);
  aliceNoEmail = await makePat(db, alice.id, scope('USER_READ'));
  bobToken = await makePat(db, bob.id, ALL_SCOPES);
  const listed = await makeProject(db, { ownerId: alice.id, slug: 'listed-one' });
  await makeVersion(db, { projectId: listed.id, authorId: alice.id });
  await makeProject(db, { ownerId: alice.id, slug: 'unlisted-one', status: 'unlisted' });
  await makeProject(db, { ownerId: alice.id, slug: 'draft-one', status: 'draft' });
  team = listed.teamId;
  await addMember(db, team, bob.id, { accepted: false, permissions: 1 });
  await db.insert(t.follows).values({ userId: bob.id, projectId: listed.id, created: new Date() });
});

afterAll(async () => {
  await server.close();
  database.dispose();
});

describe('users', () => {
  it('shows a public profile by id or username in any case, with private fields null', async () => {
    const { body } = await get('/v2/user/ALICE');
    expect(body).toEqual({
      id: alice.id, username: 'Alice', name: null, avatar_url: null, bio: 'Builds things', created: alice.created.toISOString(),
      role: 'developer', badges: 3, auth_providers: null, email: null, email_verified: null, has_password: null, has_totp: null,
      payout_data: null, github_id: null,
    });
    expect((await get(`/v2/user/${alice.id}`)).body.username).toBe('Alice');
    expect((await get('/v2/user/nobody')).status).toBe(404);
  });

  it('shows the caller their own account, with the email only under USER_READ_EMAIL', async () => {
    expect((await get('/v2/user', aliceToken)).body).toMatchObject({ id: alice.id, email: 'alice@example.test', has_password: false });
    expect((await get('/v2/user', aliceNoEmail)).body.email).toBeNull();
    const anonymous = await get('/v2/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('auth_error');
  });

  it('tells the user themself whether two-factor is on, and nobody else', async () => {
    expect((await get('/v2/user', aliceToken)).body.has_totp).toBe(false);
    await database.db.insert(t.twoFactor).values({ userId: alice.id, secret: 'v1.x.y', enabled: new Date(), created: new Date() });
    expect((await get('/v2/user', aliceToken)).body.has_totp).toBe(true);
    expect((await get(`/v2/user/${alice.id}`, bobToken)).body.has_totp).toBeNull();
    await database.db.delete(t.twoFactor);
  });

  it('lists users in bulk', async () => {
    const { body } = await get(`/v2/users?ids=${encodeURIComponent(JSON.stringify(['bob', alice.id, 'ghost']))}`);
    expect(body.map((u: any) => u.username).sort()).toEqual(['Alice', 'bob']);
  });

  it('lists a user’s projects, hiding unlisted and hidden ones from others', async () => {
    const slugs = async (token?: string) => (await get('/v2/user/alice/projects', token)).body.map((p: any) => p.slug).sort();
    expect(await slugs()).toEqual(['listed-one']);
    expect(await slugs(aliceToken)).toEqual(['draft-one', 'listed-one', 'unlisted-one']);
  });

  it('lists follows only for the user themself', async () => {
    expect((await get('/v2/user/bob/follows', bobToken)).body.map((p: any) => p.slug)).toEqual(['listed-one']);
    expect((await get('/v2/user/bob/follows', aliceToken)).status).toBe(401);
    expect((await get('/v2/user/bob/follows')).status).toBe(401);
  });
});

describe('teams', () => {
  it('hides pending members and permissions from outsiders', async () => {
    const outside = (await get(`/v2/team/${team}/members`)).body;
    expect(outside.map((m: any) => m.user.username)).toEqual(['Alice']);
    expect(outside[0].permissions).toBeNull();
    const inside = (await get(`/v2/team/${team}/members`, aliceToken)).body;
    expect(inside.map((m: any) => [m.user.username, m.accepted, m.permissions])).toEqual([['Alice', true, 1023], ['bob', false, 1]]);
  });

  it('lists several teams at once and rejects ids that are not base62', async () => {
    const { body } = await get(`/v2/teams?ids=${encodeURIComponent(JSON.stringify([team]))}`);
    expect(body).toHaveLength(1);
    expect(body[0][0].team_id).toBe(team);
    expect((await get(`/v2/teams?ids=${encodeURIComponent(JSON.stringify(['no-pe']))}`)).status).toBe(400);
  });
});

describe('statistics', () => {
  it('counts listed projects, their versions, authors and files', async () => {
    expect((await get('/v2/statistics')).body).toEqual({ projects: 1, versions: 1, authors: 1, files: 1 });
  });
});
