// Following projects: counts move with follows, "already following"/"not following" 400s, scopes, hidden projects,
// and the count reaching /v2/search within a second.
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES, scope } from '#contracts/scopes.ts';
import { makePat, makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { expectSearchWithinASecond } from '../../catalog/projects/write-testing.ts';

const context = useTestServer();
const tokens: Record<string, string> = {};
let followerId: string;

beforeAll(async () => {
  const db = context.database.db;
  const follower = await makeUser(db);
  followerId = follower.id;
  tokens.follower = await makePat(db, follower.id, ALL_SCOPES);
  tokens.other = await makePat(db, (await makeUser(db)).id, ALL_SCOPES);
  tokens.readOnly = await makePat(db, follower.id, ALL_SCOPES - scope('USER_WRITE'));
  await request(context.server.url, '/v2/search');
});

const follow = (method: 'POST' | 'DELETE', key: string, token = tokens.follower) =>
  request(context.server.url, `/v2/project/${key}/follow`, { method, token });
const followers = async (id: string) => (await request(context.server.url, `/v2/project/${id}`)).body.followers;

describe('POST and DELETE /v2/project/{id|slug}/follow', () => {
  it('counts follows, refuses repeats, lists them for the follower and updates search', async () => {
    const owner = await makeUser(context.database.db);
    const project = await makeProject(context.database.db, { ownerId: owner.id, title: 'Thornquill Followed', followers: 10 });
    await makeVersion(context.database.db, { projectId: project.id, authorId: owner.id });
    expect((await follow('POST', project.slug)).status).toBe(204);
    expect((await follow('POST', project.id, tokens.other)).status).toBe(204);
    expect(await followers(project.id)).toBe(12);
    const again = await follow('POST', project.id);
    expect(again.status).toBe(400);
    expect(again.body.description).toBe('You are already following this project!');
    const list = await request(context.server.url, `/v2/user/${followerId}/follows`, { token: tokens.follower });
    expect(list.body.map((p: any) => p.id)).toEqual([project.id]);
    await expectSearchWithinASecond(context.server, 'Thornquill', (hits) => hits[0]?.follows === 12);

    expect((await follow('DELETE', project.id)).status).toBe(204);
    expect(await followers(project.id)).toBe(11);
    const notFollowing = await follow('DELETE', project.id);
    expect(notFollowing.status).toBe(400);
    expect(notFollowing.body.description).toBe('You are not following this project!');
    await expectSearchWithinASecond(context.server, 'Thornquill', (hits) => hits[0]?.follows === 11);
  });

  it('needs USER_WRITE, and hidden or unknown projects are 404s', async () => {
    const owner = await makeUser(context.database.db);
    const draft = await makeProject(context.database.db, { ownerId: owner.id, status: 'draft' });
    const visible = await makeProject(context.database.db, { ownerId: owner.id });
    expect((await follow('POST', visible.id, tokens.readOnly)).status).toBe(401);
    expect((await follow('POST', visible.id, '')).status).toBe(401);
    expect((await follow('POST', draft.id)).status).toBe(404);
    expect((await follow('POST', 'no-such-project')).status).toBe(404);
    expect(await followers(visible.id)).toBe(0);
  });
});
