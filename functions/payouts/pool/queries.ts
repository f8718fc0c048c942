// SQL the daily pool reads: which projects earn (monetized, not hidden), the splits of their team members (or their
// organization's when the project's own team splits nothing), and the last distributed day.
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { HIDDEN_PROJECT_STATUSES } from '#contracts/visibility.ts';
import type { DbOrTx } from '../ledger/post.ts';

export async function monetizedProjects(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: t.projects.id, teamId: t.projects.teamId, organizationId: t.projects.organizationId }).from(t.projects)
    .where(and(inArray(t.projects.id, ids), eq(t.projects.monetizationStatus, 'monetized'), notInArray(t.projects.status, [...HIDDEN_PROJECT_STATUSES])));
}

export interface Split {
  userId: string;
  split: number;
  isOwner: boolean;
}

export async function teamSplits(db: DbOrTx, teamIds: string[]): Promise<Map<string, Split[]>> {
  const byTeam = new Map<string, Split[]>();
  if (teamIds.length === 0) return byTeam;
  const rows = await db.select({ teamId: t.teamMembers.teamId, userId: t.teamMembers.userId, split: t.teamMembers.payoutsSplit, isOwner: t.teamMembers.isOwner })
    .from(t.teamMembers).where(and(inArray(t.teamMembers.teamId, teamIds), eq(t.teamMembers.accepted, true))).orderBy(t.teamMembers.ordering, t.teamMembers.id);
  for (const row of rows) byTeam.set(row.teamId, [...(byTeam.get(row.teamId) ?? []), { userId: row.userId, split: row.split, isOwner: row.isOwner }]);
  return byTeam;
}

export async function organizationTeams(db: DbOrTx, organizationIds: string[]): Promise<Map<string, string>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await db.select({ id: t.organizations.id, teamId: t.organizations.teamId }).from(t.organizations).where(inArray(t.organizations.id, organizationIds));
  return new Map(rows.map((row) => [row.id, row.teamId]));
}

export async function lastDistributedDay(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select({ day: t.payoutPoolDays.day }).from(t.payoutPoolDays).orderBy(desc(t.payoutPoolDays.day)).limit(1);
  return row?.day ?? null;
}
