// Team member lists: members and staff see pending invites and permissions; everyone else sees accepted members only.
import type { Db } from '../../db/client.ts';
import { isStaff, type Viewer } from '../auth/viewer.ts';
import { assertBase62List } from '../lib/base62-params.ts';
import { resolveVisibleProject } from '../projects/service.ts';
import { selectTeamMembers, type TeamMemberRow } from './queries.ts';
import { teamMemberV2View } from './view.ts';

function membersView(rows: TeamMemberRow[], viewer: Viewer | null) {
  const insider = isStaff(viewer) || rows.some(({ member }) => member.userId === viewer?.userId && member.accepted);
  return rows
    .filter(({ member }) => insider || member.accepted)
    .map((row) => teamMemberV2View(row, viewer, insider));
}

export async function teamMembers(db: Db, viewer: Viewer | null, teamId: string) {
  return membersView(await selectTeamMembers(db, assertBase62List([teamId])), viewer);
}

export async function teamsMembers(db: Db, viewer: Viewer | null, teamIds: string[]) {
  const rows = await selectTeamMembers(db, assertBase62List(teamIds));
  return teamIds
    .map((teamId) => rows.filter(({ member }) => member.teamId === teamId))
    .filter((members) => members.length > 0)
    .map((members) => membersView(members, viewer));
}

export async function projectMembers(db: Db, viewer: Viewer | null, projectKey: string) {
  const { row } = await resolveVisibleProject(db, viewer, projectKey);
  return teamMembers(db, viewer, row.teamId);
}
