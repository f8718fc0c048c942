// Team member lists in the v2 shape (or the v3 one when asked): members and staff see pending invites and
// permissions; everyone else sees accepted members only. A hidden project's team reads like an unknown one to those
// who may not see the project; organizations are public, and so are their teams.
import type { Db } from '#db/client.ts';
import type { Reading } from '#platform/runtime.ts';
import type { Viewer } from '#access';
import { assertBase62List } from '#lib/base62-params.ts';
import { resolveVisibleProject, teamsOfHiddenProjects } from '#catalog';
import { selectTeamMembers } from './queries.ts';
import { teamMembersView, type TeamMemberOf, type TeamShape } from './view.ts';

async function visibleTeamMembers(db: Db, viewer: Viewer | null, teamIds: string[]) {
  const hidden = await teamsOfHiddenProjects(db, viewer, teamIds);
  return selectTeamMembers(db, teamIds.filter((teamId) => !hidden.has(teamId)));
}

export async function teamMembers<S extends TeamShape = 'v2'>({ db, config }: Reading, viewer: Viewer | null, teamId: string, shape = 'v2' as S): Promise<TeamMemberOf<S>[]> {
  return teamMembersView(await visibleTeamMembers(db, viewer, assertBase62List([teamId])), viewer, shape, config.cdnUrl);
}

export async function teamsMembers<S extends TeamShape = 'v2'>({ db, config }: Reading, viewer: Viewer | null, teamIds: string[], shape = 'v2' as S): Promise<TeamMemberOf<S>[][]> {
  const rows = await visibleTeamMembers(db, viewer, assertBase62List(teamIds));
  return teamIds
    .map((teamId) => rows.filter(({ member }) => member.teamId === teamId))
    .filter((members) => members.length > 0)
    .map((members) => teamMembersView(members, viewer, shape, config.cdnUrl));
}

export async function projectMembers<S extends TeamShape = 'v2'>(reading: Reading, viewer: Viewer | null, projectKey: string, shape = 'v2' as S): Promise<TeamMemberOf<S>[]> {
  const { row } = await resolveVisibleProject(reading.db, viewer, projectKey);
  return teamMembers(reading, viewer, row.teamId, shape);
}
