// The v3 team routes (api-compat §v3-routes): member lists in the v3 TeamMember shape (is_owner, the raw role,
// organization_permissions), the same visibility rules as v2, and the team writes mirrored under /v3.
import { beforeAll, describe, expect, it } from 'vitest';
import { ProjectPermission } from '#contracts/permissions.ts';
import { ALL_SCOPES, scope } from '#contracts/scopes.ts';
import { addMember, makePat, makePeople, makeProject } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();
const users: Record<string, { id: string; username: string }> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const cast = await makePeople(context.database.db, ['owner', 'artist', 'pending', 'outsider', 'invitee'], ALL_SCOPES);
  Object.assign(users, cast.users);
  Object.assign(tokens, cast.tokens);
});

const call = (method: string, path: string, token?: string, json?: unknown) => request(context.server.url, path, { method, token, json });
const V3_MEMBER_KEYS = ['accepted', 'is_owner', 'ordering', 'organization_permissions', 'payouts_split', 'permissions', 'role', 'team_id', 'user'];

async function team() {
  const db = context.database.db;
  const project = await makeProject(db, { ownerId: users.owner!.id, slug: `crew-${Math.random().toString(36).slice(2, 8)}` });
  await addMember(db, project.teamId, users.artist!.id, { role: 'Artist', permissions: ProjectPermission.EDIT_BODY });
  await addMember(db, project.teamId, users.pending!.id, { accepted: false, role: 'Tester' });
  return project;
}

describe('GET /v3/team/{id}/members, /v3/teams and /v3/project/{id|slug}/members', () => {
  it('answer v3 TeamMembers: is_owner and the raw role, permissions and pending members for insiders only', async () => {
    const project = await team();
    const insider = await call('GET', `/v3/team/${project.teamId}/members`, tokens.artist);
    expect(insider.status).toBe(200);
    for (const member of insider.body) expect(Object.keys(member).sort()).toEqual(V3_MEMBER_KEYS);
    const byName = Object.fromEntries(insider.body.map((member: any) => [member.user.username, member]));
    expect(byName[users.owner!.username]).toMatchObject({ team_id: project.teamId, role: 'Owner', is_owner: true, accepted: true, organization_permissions: null });
    expect(byName[users.artist!.username]).toMatchObject({ role: 'Artist', is_owner: false, permissions: ProjectPermission.EDIT_BODY });
    expect(byName[users.pending!.username]).toMatchObject({ role: 'Tester', accepted: false });

    for (const token of [undefined, tokens.outsider]) {
      const outside = (await call('GET', `/v3/team/${project.teamId}/members`, token)).body;
      expect(outside.map((member: any) => member.user.id).sort()).toEqual([users.owner!.id, users.artist!.id].sort());
      expect(outside.every((member: any) => member.permissions === null && member.payouts_split === null)).toBe(true);
    }
    // A token without PROJECT_READ is read as anonymous.
    const weak = await makePat(context.database.db, users.artist!.id, ALL_SCOPES - scope('PROJECT_READ'));
    expect((await call('GET', `/v3/team/${project.teamId}/members`, weak)).body).toHaveLength(2);

    const bySlug = await call('GET', `/v3/project/${project.slug!.toUpperCase()}/members`, tokens.artist);
    expect(bySlug.body).toEqual(insider.body);
    const v2 = (await call('GET', `/v2/project/${project.id}/members`, tokens.artist)).body;
    expect(v2.find((member: any) => member.user.id === users.owner!.id)).not.toHaveProperty('is_owner');

    const other = await team();
    const several = await call('GET', `/v3/teams?ids=${encodeURIComponent(JSON.stringify([project.teamId, other.teamId, 'ZZZZZZZZ']))}`);
    expect(several.status).toBe(200);
    expect(several.body.map((members: any[]) => members.map((member) => member.team_id)[0])).toEqual([project.teamId, other.teamId]);
    expect(several.body[0][0]).toHaveProperty('is_owner');
  });

  it('hide a hidden project’s members from strangers, and refuse malformed ids', async () => {
    const draft = await makeProject(context.database.db, { ownerId: users.owner!.id, status: 'draft' });
    expect((await call('GET', `/v3/project/${draft.id}/members`, tokens.outsider)).status).toBe(404);
    expect((await call('GET', `/v3/project/${draft.id}/members`, tokens.owner)).body).toHaveLength(1);
    expect((await call('GET', '/v3/project/no-such-project/members')).status).toBe(404);
    expect((await call('GET', '/v3/teams?ids=not-json')).status).toBe(400);
    expect((await call('GET', '/v3/team/!!!/members')).status).toBe(400);
  });
});

describe('team writes under /v3', () => {
  it('invite, join, edit a member, transfer ownership and remove, as under /v2', async () => {
    const project = await makeProject(context.database.db, { ownerId: users.owner!.id });
    const path = `/v3/team/${project.teamId}`;
    const member = async (id: string) => ((await call('GET', `${path}/members`, tokens.owner)).body as any[]).find((entry) => entry.user.id === id);

    expect((await call('POST', `${path}/members`, tokens.owner, { user_id: users.invitee!.id, role: 'Builder' })).status).toBe(204);
    expect(await member(users.invitee!.id)).toMatchObject({ accepted: false, role: 'Builder', is_owner: false });
    expect((await call('POST', `${path}/members`, tokens.outsider, { user_id: users.outsider!.id })).status).toBe(401);
    expect((await call('POST', `${path}/join`, tokens.invitee)).status).toBe(204);
    expect((await call('PATCH', `${path}/members/${users.invitee!.username}`, tokens.owner, { role: 'Lead', permissions: ProjectPermission.EDIT_DETAILS })).status).toBe(204);
    expect(await member(users.invitee!.id)).toMatchObject({ accepted: true, role: 'Lead', permissions: ProjectPermission.EDIT_DETAILS });

    expect((await call('PATCH', `${path}/owner`, tokens.owner, { user_id: users.invitee!.id })).status).toBe(204);
    expect(await member(users.invitee!.id)).toMatchObject({ is_owner: true });
    expect(await member(users.owner!.id)).toMatchObject({ is_owner: false });
    expect((await call('DELETE', `${path}/members/${users.owner!.id}`, tokens.invitee)).status).toBe(204);
    expect(await member(users.owner!.id)).toBeUndefined();
    expect((await call('DELETE', `${path}/members/${users.owner!.id}`)).status).toBe(401);
  });
});
