// Whether the viewer holds an unanswered invite to a project's team (the team service lists invites only to members).
import type { Viewer } from '#access';
import { getRuntime } from '#platform/runtime.ts';
import { selectTeamMembers } from '#community';

export async function hasPendingInvite(viewer: Viewer | null, teamId: string): Promise<boolean> {
  if (!viewer) return false;
  const rows = await selectTeamMembers((await getRuntime()).db, [teamId]);
  return rows.some(({ member }) => member.userId === viewer.userId && !member.accepted);
}
