// Team writes end to end: invite → notification → join → edit → transfer → leave, with the refusals around each step.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { OrganizationPermission, ProjectPermission } from '#contracts/permissions.ts';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { randomId } from '#lib/ids.ts';
import { addMember, makePat, makePeople, makeProject, makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();
const users: Record<string, { id: string; username: string }> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const cast = await makePeople(context.database.db, ['owner', 'invitee', 'inviter', 'outsider', 'decliner'], ALL_SCOPES);
  Object.assign(users, cast.users);
  Object.assign(tokens, cast.tokens);
});

const call = (method: string, path: string, token: string, json?: unknown) =>
  request(context.server.url, path, { method, token, json });
const members = async (teamId: string) => (await call('GET', `/v2/team/${teamId}/members`, tokens.owner!)).body as any[];
const memberOf = async (teamId: string, userId: string) => (await members(teamId)).find((member) => member.user.id === userId);
const notificationsOf = (userId: string) =>
  context.database.db.select().from(t.notifications).where(eq(t.notifications.userId, userId));

describe('project teams', () => {
  it('invites with a notification, joins, edits, transfers ownership and leaves', async () => {
    const project = await makeProject(context.database.db, { ownerId: users.owner!.id, status: 'draft' });
    const team = project.teamId;

    const invite = await call('POST', `/v2/team/${team}/members`, tokens.owner!, { user_id: users.invitee!.id, role: 'Artist', permissions: ProjectPermission.EDIT_BODY });
    expect(invite.status).toBe(204);
    expect(await memberOf(team, users.invitee!.id)).toMatchObject({ accepted: false, role: 'Artist', permissions: ProjectPermission.EDIT_BODY });
    expect((await notificationsOf(users.invitee!.id)).map((row) => row.body)).toEqual([
      { type: 'team_invite', project_id: project.id, team_id: team, invited_by: users.owner!.id, role: 'Artist' },
    ]);
    // Inviting again says what is true: the invitation is still pending (Modrinth's words), not that they are a member.
    expect((await call('POST', `/v2/team/${team}/members`, tokens.owner!, { user_id: users.invitee!.id })).body)
      .toEqual({ error: 'invalid_input', description: 'There is already a pending member request for this user' });

    // The invitee may look at the draft before answering; a stranger may not.
    expect((await call('GET', `/v2/project/${project.id}`, tokens.invitee!)).status).toBe(200);
    expect((await call('GET', `/v2/project/${project.id}`, '')).status).toBe(404);
    expect((await call('POST', `/v2/team/${team}/join`, tokens.invitee!)).status).toBe(204);
    expect((await call('POST', `/v2/team/${team}/join`, tokens.invitee!)).body.description).toBe('You are already a member of this team');
    expect((await call('POST', `/v2/team/${team}/join`, tokens.outsider!)).body.description).toBe('There is no pending request from this team');
    expect((await call('GET', `/v2/project/${project.id}`, tokens.invitee!)).status).toBe(200);
    expect((await call('POST', `/v2/team/${team}/members`, tokens.owner!, { user_id: users.invitee!.id })).body.description)
      .toBe('The user is already a member of that team');

    expect((await call('PATCH', `/v2/team/${team}/members/${users.invitee!.username}`, tokens.owner!, {
      permissions: ProjectPermission.EDIT_BODY | ProjectPermission.EDIT_DETAILS, role: 'Developer', ordering: 3,
    })).status).toBe(204);
    expect(await memberOf(team, users.invitee!.id)).toMatchObject({ role: 'Developer', ordering: 3, permissions: 12, accepted: true });

    expect((await call('PATCH', `/v2/team/${team}/owner`, tokens.invitee!, { user_id: users.invitee!.id })).status).toBe(401);
    expect((await call('PATCH', `/v2/team/${team}/owner`, tokens.owner!, { user_id: users.outsider!.id })).status).toBe(400);
    expect((await call('DELETE', `/v2/team/${team}/members/${users.owner!.id}`, tokens.owner!)).body.description)
      .toBe('The owner cannot leave or be removed from a team: transfer ownership first');
    expect((await call('PATCH', `/v2/team/${team}/owner`, tokens.owner!, { user_id: users.invitee!.id })).status).toBe(204);
    expect(await memberOf(team, users.invitee!.id)).toMatchObject({ role: 'Owner', permissions: 1023 });
    expect((await memberOf(team, users.owner!.id)).role).toBe('Member');
    expect((await notificationsOf(users.invitee!.id)).map((row) => row.body)).toContainEqual({
      type: 'project_transferred', project_id: project.id, new_owner_id: users.invitee!.id, new_owner_organization_id: null,
    });

    expect((await call('DELETE', `/v2/team/${team}/members/${users.owner!.id}`, tokens.owner!)).status).toBe(204);
    expect(await memberOf(team, users.owner!.id)).toBeUndefined();
  });

  it('never lets a member grant permissions they lack, and checks the invite, edit and remove bits', async () => {
    const db = context.database.db;
    const project = await makeProject(db, { ownerId: users.owner!.id });
    const team = project.teamId;
    await addMember(db, team, users.inviter!.id, { permissions: ProjectPermission.MANAGE_INVITES | ProjectPermission.EDIT_BODY });
    const tooMuch = await call('POST', `/v2/team/${team}/members`, tokens.inviter!, { user_id: users.decliner!.id, permissions: ProjectPermission.DELETE_PROJECT });
    expect(tooMuch.status).toBe(401);
    expect(tooMuch.body.description).toBe("You do not have permission to give this user permissions they don't have");
    expect((await call('POST', `/v2/team/${team}/members`, tokens.inviter!, { user_id: users.decliner!.id, permissions: ProjectPermission.EDIT_BODY })).status).toBe(204);
    expect((await call('POST', `/v2/team/${team}/members`, tokens.outsider!, { user_id: users.outsider!.id })).status).toBe(401);
    expect((await call('POST', `/v2/team/${team}/members`, tokens.owner!, { user_id: users.outsider!.username })).status).toBe(400);
    expect((await call('POST', `/v2/team/${team}/members`, tokens.owner!, { user_id: 'ZZZZZZZZ' })).body.description).toBe('An invalid User ID specified');
    expect((await call('POST', `/v2/team/${team}/members`, tokens.owner!, { role: 'Member' })).status).toBe(400);
    expect((await call('POST', `/v2/team/${team}/members`, tokens.owner!, { user_id: users.outsider!.id, role: 'Owner' })).status).toBe(400);

    expect((await call('PATCH', `/v2/team/${team}/members/${users.decliner!.id}`, tokens.inviter!, { role: 'X' })).status).toBe(401);
    expect((await call('PATCH', `/v2/team/${team}/members/${users.owner!.id}`, tokens.owner!, { permissions: 0 })).status).toBe(400);
    // Declining is deleting one's own pending membership.
    expect((await call('DELETE', `/v2/team/${team}/members/${users.decliner!.id}`, tokens.decliner!)).status).toBe(204);
    expect(await memberOf(team, users.decliner!.id)).toBeUndefined();
    expect((await call('DELETE', `/v2/team/${team}/members/${users.inviter!.id}`, tokens.outsider!)).status).toBe(401);
    expect((await call('DELETE', `/v2/team/${team}/members/${users.outsider!.id}`, tokens.owner!)).status).toBe(404);
  });

  it('answers 404 for the team of a hidden project to outsiders and for unknown teams', async () => {
    const project = await makeProject(context.database.db, { ownerId: users.owner!.id, status: 'private' });
    expect((await call('POST', `/v2/team/${project.teamId}/members`, tokens.outsider!, { user_id: users.outsider!.id })).status).toBe(404);
    expect((await call('POST', '/v2/team/ZZZZZZZZ/members', tokens.owner!, { user_id: users.outsider!.id })).status).toBe(404);
  });
});

describe('organization teams', () => {
  it('checks organization bits and sends organization invites', async () => {
    const db = context.database.db;
    const teamId = randomId();
    const organizationId = randomId();
    await db.insert(t.teams).values({ id: teamId });
    await db.insert(t.organizations).values({ id: organizationId, slug: `org-${organizationId}`, name: 'Org', description: 'An organization', teamId, created: new Date() });
    await db.insert(t.teamMembers).values({ id: randomId(), teamId, userId: users.owner!.id, accepted: true, isOwner: true, role: 'Owner', permissions: 1023, organizationPermissions: 255 });
    const manager = await makeUser(db);
    await db.insert(t.teamMembers).values({ id: randomId(), teamId, userId: manager.id, accepted: true, permissions: ProjectPermission.EDIT_BODY, organizationPermissions: OrganizationPermission.MANAGE_INVITES });
    const managerToken = await makePat(db, manager.id, ALL_SCOPES);
    const escalate = await call('POST', `/v2/team/${teamId}/members`, managerToken, { user_id: users.outsider!.id, organization_permissions: OrganizationPermission.DELETE_ORGANIZATION });
    expect(escalate.status).toBe(401);
    expect((await call('POST', `/v2/team/${teamId}/members`, managerToken, { user_id: users.outsider!.id, permissions: ProjectPermission.EDIT_BODY, organization_permissions: OrganizationPermission.MANAGE_INVITES })).status).toBe(204);
    expect((await notificationsOf(users.outsider!.id)).map((row) => row.body)).toContainEqual({
      type: 'organization_invite', organization_id: organizationId, team_id: teamId, invited_by: manager.id, role: 'Member',
    });
  });
});
