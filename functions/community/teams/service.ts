// Team member lists in the v2 shape (or the v3 one when asked): members and staff see pending invites and
// permissions; everyone else sees accepted members only.
import type { Db } from '#db/client.ts';
import type { Viewer } from '#access';
import { assertBase62List } from '#lib/base62-params.ts';
import { resolveVisibleProject } from '#catalog';
import { selectTeamMembers } from './queries.ts';
import { teamMembersView, type TeamMemberOf, type TeamShape } from './view.ts';

export async function teamMembers<S extends TeamShape = 'v2'>(db: Db, viewer: Viewer | null, teamId: string, shape = 'v2' as S): Promise<TeamMemberOf<S>[]> {
  return teamMembersView(await selectTeamMembers(db, assertBase62List([teamId])), viewer, shape);
}

export async function teamsMembers<S extends TeamShape = 'v2'>(db: Db, viewer: Viewer | null, teamIds: string[], shape = 'v2' as S): Promise<TeamMemberOf<S>[][]> {
  const rows = await selectTeamMembers(db, assertBase62List(teamIds));
  return teamIds
    .map((teamId) => rows.filter(({ member }) => member.teamId === teamId))
    .filter((members) => members.length > 0)
    .map((members) => teamMembersView(members, viewer, shape));
}

export async function projectMembers<S extends TeamShape = 'v2'>(db: Db, viewer: Viewer | null, projectKey: string, shape = 'v2' as S): Promise<TeamMemberOf<S>[]> {
  const { row } = await resolveVisibleProject(db, viewer, projectKey);
  return teamMembers(db, viewer, row.teamId, shape);
}
