// Team reads by team id (v2 and v3) keep a hidden project's members as hidden as the project (api-compat §visibility):
// strangers and anonymous callers get what an unknown team id gets; members, invitees, its organization and staff see them.
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { HIDDEN_PROJECT_STATUSES } from '#contracts/visibility.ts';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { randomId } from '#lib/ids.ts';
import { addMember, makePat, makePeople, makeProject, makeTeam, makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();
const users: Record<string, { id: string }> = {};
const tokens: Record<string, string | undefined> = { anonymous: undefined };
let organization: { id: string; teamId: string };

beforeAll(async () => {
  const db = context.database.db;
  const cast = await makePeople(db, ['owner', 'stranger', 'invitee', 'guildmate'], ALL_SCOPES);
  Object.assign(users, cast.users);
  Object.assign(tokens, cast.tokens);
  const moderator = await makeUser(db, { role: 'moderator' });
  tokens.moderator = await makePat(db, moderator.id, ALL_SCOPES);
  const teamId = await makeTeam(db, users.owner!.id);
  await addMember(db, teamId, users.guildmate!.id);
  organization = { id: randomId(), teamId };
  await db.insert(t.organizations).values({ id: organization.id, slug: 'hidden-guild', name: 'Guild', description: 'A guild.', teamId, created: new Date() });
});

const members = async (path: string, token?: string) => {
  const response = await request(context.server.url, path, { token });
  expect([path, response.status]).toEqual([path, 200]);
  return response.body as any[];
};
const idsOf = (teamIds: string[]) => encodeURIComponent(JSON.stringify(teamIds));

describe('GET /{v2,v3}/team/{id}/members and /{v2,v3}/teams of hidden projects', () => {
  for (const status of HIDDEN_PROJECT_STATUSES) {
    it(`answer a ${status} project's team like an unknown one to strangers and anonymous callers`, async () => {
      const project = await makeProject(context.database.db, { ownerId: users.owner!.id, status });
      const open = await makeProject(context.database.db, { ownerId: users.owner!.id });
      for (const api of ['v2', 'v3']) {
        for (const who of ['anonymous', 'stranger']) {
          expect([api, who, await members(`/${api}/team/${project.teamId}/members`, tokens[who])]).toEqual([api, who, []]);
          const several = await members(`/${api}/teams?ids=${idsOf([project.teamId, open.teamId])}`, tokens[who]);
          expect([api, who, several.map((team) => team[0].team_id)]).toEqual([api, who, [open.teamId]]);
        }
        expect((await members(`/${api}/team/${project.teamId}/members`, tokens.owner)).map((member) => member.user.id)).toEqual([users.owner!.id]);
        expect(await members(`/${api}/teams?ids=${idsOf([project.teamId, open.teamId])}`, tokens.moderator)).toHaveLength(2);
      }
    });
  }

  it('show a hidden project’s team to its invitees and to members of its organization', async () => {
    const db = context.database.db;
    const invited = await makeProject(db, { ownerId: users.owner!.id, status: 'draft' });
    await addMember(db, invited.teamId, users.invitee!.id, { accepted: false });
    const owned = await makeProject(db, { ownerId: users.owner!.id, status: 'private', organizationId: organization.id });
    expect(await members(`/v2/team/${invited.teamId}/members`, tokens.invitee)).toHaveLength(1);
    expect(await members(`/v2/team/${owned.teamId}/members`, tokens.guildmate)).toHaveLength(1);
    expect(await members(`/v2/team/${owned.teamId}/members`, tokens.stranger)).toEqual([]);
  });

  it('keep listing organization teams for everyone', async () => {
    for (const token of [undefined, tokens.stranger]) {
      expect((await members(`/v2/team/${organization.teamId}/members`, token)).map((member) => member.user.id).sort())
        .toEqual([users.owner!.id, users.guildmate!.id].sort());
      expect(await members(`/v3/teams?ids=${idsOf([organization.teamId])}`, token)).toHaveLength(1);
    }
  });
});
