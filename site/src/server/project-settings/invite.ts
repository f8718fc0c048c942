// Whether the viewer holds an unanswered invite to a project's team (the team service lists invites only to members).
import type { AstroGlobal } from 'astro';
import type { Viewer } from '#access';
import { selectTeamMembers } from '#community';

export async function hasPendingInvite(astro: Pick<AstroGlobal, 'locals'>, viewer: Viewer | null, teamId: string): Promise<boolean> {
  if (!viewer) return false;
  const rows = await selectTeamMembers((await astro.locals.kiln.runtime()).db, [teamId]);
  return rows.some(({ member }) => member.userId === viewer.userId && !member.accepted);
}
