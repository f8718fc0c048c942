// Team members with their users, for one or many teams.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export async function selectTeamMembers(db: Db, teamIds: string[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({ member: t.teamMembers, user: t.users })
    .from(t.teamMembers)
    .innerJoin(t.users, eq(t.users.id, t.teamMembers.userId))
    .where(inArray(t.teamMembers.teamId, teamIds))
    .orderBy(asc(t.teamMembers.ordering), asc(t.users.username));
}

export type TeamMemberRow = Awaited<ReturnType<typeof selectTeamMembers>>[number];
