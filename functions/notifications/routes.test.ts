// Notification routes: views derived per body type, own notifications only (others are 404), scopes, read and delete.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { scope } from '#contracts/scopes.ts';
import { randomId } from '#lib/ids.ts';
import { createSession } from '../access/sessions/store.ts';
import { makePat, makeProject, makeTeam, makeUser, makeVersion } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { notify } from './notify.ts';
import { markAllNotificationsRead, notificationsForDashboard } from './service.ts';

const context = useTestServer();
const READ = scope('NOTIFICATION_READ');
const WRITE = scope('NOTIFICATION_WRITE');

let alice: { id: string; username: string };
let bob: { id: string };
let aliceToken: string;
let bobToken: string;
let projectId: string;
let versionId: string;
let organizationId: string;
let teamId: string;
let inviterId: string;

beforeAll(async () => {
  const db = context.database.db;
  alice = await makeUser(db, { username: 'alice-n' });
  bob = await makeUser(db, { username: 'bob-n' });
  const carol = await makeUser(db, { username: 'carol-n' });
  inviterId = carol.id;
  aliceToken = await makePat(db, alice.id, READ + WRITE);
  bobToken = await makePat(db, bob.id, READ + WRITE);
  const project = await makeProject(db, { ownerId: carol.id, title: 'Glow Lanterns', slug: 'glow-lanterns' });
  projectId = project.id;
  teamId = project.teamId;
  versionId = (await makeVersion(db, { projectId, authorId: carol.id, versionNumber: '1.2.0' })).id;
  organizationId = randomId();
  await db.insert(t.organizations).values({
    id: organizationId, slug: 'Lamp-Guild', name: 'Lamp Guild', description: 'Lamps.', teamId: await makeTeam(db, carol.id), created: new Date(),
  });
});

/** Writes one notification of each body type for a user, oldest first, a second apart. */
async function notifyEveryType(userId: string) {
  const db = context.database.db;
  const bodies = [
    { type: 'project_update', project_id: projectId, version_id: versionId },
    { type: 'team_invite', project_id: projectId, team_id: teamId, invited_by: inviterId, role: 'Artist' },
    { type: 'organization_invite', organization_id: organizationId, team_id: 'TEAM0001', invited_by: inviterId, role: 'Member' },
    { type: 'status_change', project_id: projectId, old_status: 'processing', new_status: 'approved' },
    { type: 'moderator_message', thread_id: 'THREAD01', message_id: 'MESSAGE1', project_id: projectId, report_id: null },
    { type: 'pat_created', token_name: 'CI upload' },
    { type: 'report_submitted', report_id: 'REPORT01' },
    { type: 'report_status_updated', report_id: 'REPORT01' },
    { type: 'project_transferred', project_id: projectId, new_owner_id: null, new_owner_organization_id: organizationId },
  ] as const;
  for (const [index, body] of bodies.entries()) await notify(db, [userId], body, new Date(Date.UTC(2026, 0, 1, 0, 0, index)));
}

const byType = (list: { type: string; text: string }[]) => Object.fromEntries(list.map((item) => [item.type, item])) as Record<string, { text: string }>;

describe('GET /v2/user/{id|username}/notifications', () => {
  it('derives title, text, link and actions from each stored body', async () => {
    await notifyEveryType(alice.id);
    const response = await request(context.server.url, `/v2/user/ALICE-N/notifications`, { token: aliceToken });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(9);
    expect(response.body[0].type).toBe('project_transferred');
    const views = byType(response.body);
    expect(views.project_update).toMatchObject({
      user_id: alice.id, read: false, title: 'A project you follow has been updated',
      text: '“Glow Lanterns” has released a new version: 1.2.0', link: `/project/${projectId}/version/${versionId}`, actions: [],
      body: { type: 'project_update', project_id: projectId, version_id: versionId },
    });
    expect(views.team_invite).toMatchObject({
      title: 'You have been invited to join a team', text: 'carol-n invited you to join the team of “Glow Lanterns” as Artist',
      link: `/project/${projectId}`,
      actions: [
        { title: 'Accept', action_route: ['POST', `team/${teamId}/join`] },
        { title: 'Deny', action_route: ['DELETE', `team/${teamId}/members/${alice.id}`] },
      ],
    });
    expect(views.organization_invite).toMatchObject({
      title: 'You have been invited to join an organization', text: 'carol-n invited you to join “Lamp Guild” as Member',
      link: '/organization/Lamp-Guild',
      actions: [
        { title: 'Accept', action_route: ['POST', `organization/${organizationId}/join`] },
        { title: 'Deny', action_route: ['DELETE', `organization/${organizationId}/members/${alice.id}`] },
      ],
    });
    expect(views.status_change).toMatchObject({
      title: 'Project status has changed', text: 'The status of “Glow Lanterns” has changed from Under review to Listed', link: `/project/${projectId}`,
    });
    expect(views.moderator_message).toMatchObject({ title: 'A moderator has sent you a message', link: `/project/${projectId}/moderation` });
    expect(views.pat_created).toMatchObject({ title: 'A personal access token was created', link: '/settings/pats' });
    expect(views.pat_created!.text).toContain('“CI upload”');
    expect(views.report_submitted).toMatchObject({ title: 'Your report has been submitted', link: '/dashboard/report/REPORT01' });
    expect(views.report_status_updated).toMatchObject({ title: 'Your report has been updated', link: '/dashboard/report/REPORT01' });
    expect(views.project_transferred).toMatchObject({ text: '“Glow Lanterns” has been transferred to “Lamp Guild”', link: `/project/${projectId}` });
  });

  it('names things that no longer exist generically instead of failing', async () => {
    const user = await makeUser(context.database.db);
    await notify(context.database.db, [user.id], { type: 'project_update', project_id: 'GONE0001', version_id: 'GONE0002' });
    const token = await makePat(context.database.db, user.id, READ);
    const [view] = (await request(context.server.url, `/v2/user/${user.id}/notifications`, { token })).body;
    expect(view).toMatchObject({ text: 'a project has released a new version: a new version', link: '/project/GONE0001/version/GONE0002' });
  });

  it('answers v3 with `name` instead of `title`', async () => {
    const [view] = (await request(context.server.url, `/v3/user/${alice.id}/notifications`, { token: aliceToken })).body;
    expect(view).toMatchObject({ name: 'A project has been transferred', actions: [] });
    expect(view).not.toHaveProperty('title');
    const invite = (await request(context.server.url, `/v3/user/${alice.id}/notifications`, { token: aliceToken })).body
      .find((item: { body: { type: string } }) => item.body.type === 'team_invite');
    expect(invite.actions[0]).toEqual({ name: 'Accept', action_route: ['POST', `team/${teamId}/join`] });
  });

  it('is a 404 for someone else’s list, readable by admins, and a 401 without the scope or a token', async () => {
    expect((await request(context.server.url, `/v2/user/${alice.id}/notifications`, { token: bobToken })).status).toBe(404);
    const admin = await makeUser(context.database.db, { role: 'admin' });
    const adminList = await request(context.server.url, `/v2/user/${alice.id}/notifications`, { token: await makePat(context.database.db, admin.id, READ) });
    expect(adminList.body).toHaveLength(9);
    const moderator = await makeUser(context.database.db, { role: 'moderator' });
    expect((await request(context.server.url, `/v2/user/${alice.id}/notifications`, { token: await makePat(context.database.db, moderator.id, READ) })).status).toBe(404);
    expect((await request(context.server.url, `/v2/user/${alice.id}/notifications`)).status).toBe(401);
    const weak = await makePat(context.database.db, alice.id, scope('USER_READ'));
    expect((await request(context.server.url, `/v2/user/${alice.id}/notifications`, { token: weak })).status).toBe(401);
    expect((await request(context.server.url, '/v2/user/nobody-here/notifications', { token: aliceToken })).status).toBe(404);
  });
});

describe('/v2/notification(s)', () => {
  async function freshUser() {
    const user = await makeUser(context.database.db);
    await notifyEveryType(user.id);
    const token = await makePat(context.database.db, user.id, READ + WRITE);
    const ids: string[] = (await request(context.server.url, `/v2/user/${user.id}/notifications`, { token })).body.map((n: { id: string }) => n.id);
    return { user, token, ids };
  }

  it('gets own notifications by id and leaves out everyone else’s', async () => {
    const mine = await freshUser();
    const theirs = await freshUser();
    const one = await request(context.server.url, `/v2/notification/${mine.ids[0]}`, { token: mine.token });
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(mine.ids[0]);
    expect((await request(context.server.url, `/v2/notification/${theirs.ids[0]}`, { token: mine.token })).status).toBe(404);
    const list = await request(context.server.url, `/v2/notifications?ids=${encodeURIComponent(JSON.stringify([mine.ids[1], theirs.ids[1], 'ZZZZZZZZ']))}`, { token: mine.token });
    expect(list.body.map((n: { id: string }) => n.id)).toEqual([mine.ids[1]]);
  });

  it('marks read and deletes one or many, never another user’s', async () => {
    const mine = await freshUser();
    const theirs = await freshUser();
    const db = context.database.db;
    const readOf = async (id: string) => (await db.select().from(t.notifications).where(eq(t.notifications.id, id)))[0]?.read;

    expect((await request(context.server.url, `/v2/notification/${mine.ids[0]}`, { method: 'PATCH', token: mine.token })).status).toBe(204);
    expect(await readOf(mine.ids[0]!)).toBe(true);
    expect((await request(context.server.url, `/v2/notification/${theirs.ids[0]}`, { method: 'PATCH', token: mine.token })).status).toBe(404);
    expect(await readOf(theirs.ids[0]!)).toBe(false);

    const many = encodeURIComponent(JSON.stringify([mine.ids[1], mine.ids[2], theirs.ids[1]]));
    expect((await request(context.server.url, `/v2/notifications?ids=${many}`, { method: 'PATCH', token: mine.token })).status).toBe(204);
    expect([await readOf(mine.ids[1]!), await readOf(mine.ids[2]!), await readOf(theirs.ids[1]!)]).toEqual([true, true, false]);

    expect((await request(context.server.url, `/v2/notification/${theirs.ids[2]}`, { method: 'DELETE', token: mine.token })).status).toBe(404);
    expect((await request(context.server.url, `/v2/notification/${mine.ids[3]}`, { method: 'DELETE', token: mine.token })).status).toBe(204);
    expect(await readOf(mine.ids[3]!)).toBeUndefined();
    const toDelete = encodeURIComponent(JSON.stringify([mine.ids[4], theirs.ids[4]]));
    expect((await request(context.server.url, `/v2/notifications?ids=${toDelete}`, { method: 'DELETE', token: mine.token })).status).toBe(204);
    expect([await readOf(mine.ids[4]!), await readOf(theirs.ids[4]!)]).toEqual([undefined, false]);
  });

  it('needs NOTIFICATION_WRITE to change and rejects malformed ids', async () => {
    const mine = await freshUser();
    const readOnly = await makePat(context.database.db, mine.user.id, READ);
    expect((await request(context.server.url, `/v2/notification/${mine.ids[0]}`, { method: 'PATCH', token: readOnly })).status).toBe(401);
    expect((await request(context.server.url, `/v2/notification/${mine.ids[0]}`, { method: 'DELETE', token: readOnly })).status).toBe(401);
    expect((await request(context.server.url, `/v2/notification/${mine.ids[0]}`)).status).toBe(401);
    expect((await request(context.server.url, '/v2/notifications?ids=nope', { token: mine.token })).status).toBe(400);
    expect((await request(context.server.url, `/v2/notifications?ids=${encodeURIComponent('["a!b"]')}`, { token: mine.token })).status).toBe(400);
    expect((await request(context.server.url, '/v2/notification/a!b', { token: mine.token })).status).toBe(400);
  });
});

describe('dashboard lists and mark all read', () => {
  it('lists unread ones, then the history with unread first, and marks all read', async () => {
    const user = await makeUser(context.database.db);
    await notifyEveryType(user.id);
    const db = context.database.db;
    const unread = await notificationsForDashboard(db, user.id, 'unread');
    expect(unread).toHaveLength(9);
    await db.update(t.notifications).set({ read: true }).where(eq(t.notifications.id, unread[0]!.id));
    const history = await notificationsForDashboard(db, user.id, 'history');
    expect(history.map((n) => n.read)).toEqual([...Array(8).fill(false), true]);
    expect(await markAllNotificationsRead(db, user.id)).toBe(8);
    expect(await notificationsForDashboard(db, user.id, 'unread')).toEqual([]);
    expect(await notificationsForDashboard(db, user.id, 'history')).toHaveLength(9);
  });

  it('POST /_internal/notifications/read-all works from a plain form and redirects back', async () => {
    const user = await makeUser(context.database.db);
    await notifyEveryType(user.id);
    const session = await createSession(context.database.db, user.id, {});
    const headers = { cookie: `kiln_session=${session.token}`, origin: context.server.url };
    const post = (path: string, body: URLSearchParams, extra: Record<string, string> = headers) =>
      fetch(context.server.url + path, { method: 'POST', body, headers: extra, redirect: 'manual' });

    const one = (await notificationsForDashboard(context.database.db, user.id, 'unread'))[0]!;
    const single = await post(`/_internal/notification/${one.id}/read`, new URLSearchParams());
    expect(single.status).toBe(303);
    expect(single.headers.get('location')).toBe('/dashboard/notifications?status=read');
    expect(await notificationsForDashboard(context.database.db, user.id, 'unread')).toHaveLength(8);

    const all = await post('/_internal/notifications/read-all', new URLSearchParams({ redirect: '/dashboard/notifications/history?page=2' }));
    expect(all.headers.get('location')).toBe('/dashboard/notifications/history?page=2&status=all-read');
    expect(await notificationsForDashboard(context.database.db, user.id, 'unread')).toEqual([]);

    const offsite = await post('/_internal/notifications/read-all', new URLSearchParams({ redirect: '//evil.example/x' }));
    expect(offsite.headers.get('location')).toBe('/dashboard/notifications?status=all-read');
    const anonymous = await post('/_internal/notifications/read-all', new URLSearchParams(), { origin: context.server.url });
    expect(anonymous.headers.get('location')).toBe('/auth/sign-in?redirect=%2Fdashboard%2Fnotifications');
    const crossSite = await post('/_internal/notifications/read-all', new URLSearchParams(), { ...headers, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(401);
  });
});
