// Team member writes and the lookups they decide on: the team's project or organization, single members, the owner.
import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;
export type MemberRow = typeof t.teamMembers.$inferSelect;

/** What a team belongs to: a project (with what its permissions need) or an organization. */
export async function selectTeamHolder(db: Conn, teamId: string) {
  const [project] = await db.select({ id: t.projects.id, teamId: t.projects.teamId, organizationId: t.projects.organizationId })
    .from(t.projects).where(eq(t.projects.teamId, teamId)).limit(1);
  const [organization] = project ? [] : await db.select({ id: t.organizations.id }).from(t.organizations).where(eq(t.organizations.teamId, teamId)).limit(1);
  return { project: project ?? null, organizationId: organization?.id ?? null };
}

export async function selectMember(db: Conn, teamId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(t.teamMembers).where(and(eq(t.teamMembers.teamId, teamId), eq(t.teamMembers.userId, userId)));
  return row;
}

export async function selectOwner(db: Conn, teamId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(t.teamMembers).where(and(eq(t.teamMembers.teamId, teamId), eq(t.teamMembers.isOwner, true)));
  return row;
}

export const insertMember = (tx: Tx, row: typeof t.teamMembers.$inferInsert) => tx.insert(t.teamMembers).values(row);

export async function updateMember(db: Conn, id: string, changes: Partial<Omit<MemberRow, 'id' | 'teamId' | 'userId'>>) {
  if (Object.keys(changes).length) await db.update(t.teamMembers).set(changes).where(eq(t.teamMembers.id, id));
}

export const deleteMember = (db: Conn, id: string) => db.delete(t.teamMembers).where(eq(t.teamMembers.id, id));

export async function selectOrganizationProjectIds(db: Conn, organizationId: string): Promise<string[]> {
  const rows = await db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.organizationId, organizationId));
  return rows.map((row) => row.id);
}
