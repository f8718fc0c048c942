// Reads for trusted creators' shortcuts: whose project is a trusted creator's, and which of their submissions passed
// the technical review with nothing for a person to look at.
import { and, eq, sql } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { Db, Tx } from '../db.ts';

/** The project (the outer query's `projects` row) is owned by a trusted creator: its team's owner, or its organization's. */
const ownedByTrusted = sql`exists (
  select 1 from ${t.teamMembers} owner join ${t.trustedCreators} trusted on trusted.user_id = owner.user_id
  where owner.is_owner = 1 and (owner.team_id = ${t.projects.teamId}
    or owner.team_id = (select o.team_id from ${t.organizations} o where o.id = ${t.projects.organizationId})))`;

/**
 * Some file of the project is not scanned yet (or waits to be scanned again), or its scan found something high or
 * medium that no moderator has cleared.
 */
const unsettledFile = sql`exists (
  select 1 from ${t.versions} v join ${t.files} f on f.version_id = v.id left join ${t.fileScans} s on s.file_id = f.id
  where v.project_id = ${t.projects.id} and (s.file_id is null
    or exists (select 1 from ${t.fileScanQueue} q where q.file_id = f.id)
    or (s.severity in ('medium', 'high') and s.reviewed_by is null)))`;

export async function selectVersionOwnerTrusted(tx: Tx, versionId: string): Promise<boolean> {
  const [row] = await tx.select({ id: t.versions.id }).from(t.versions).innerJoin(t.projects, eq(t.projects.id, t.versions.projectId))
    .where(and(eq(t.versions.id, versionId), ownedByTrusted)).limit(1);
  return row !== undefined;
}

const SUBMISSION = {
  id: t.projects.id, slug: t.projects.slug, title: t.projects.title, status: t.projects.status, approved: t.projects.approved,
  teamId: t.projects.teamId, requestedStatus: t.projects.requestedStatus,
};

/** Trusted creators' projects in the queue whose every file is scanned with nothing high or medium left uncleared. */
export const selectPassedTrustedSubmissions = (db: Db, limit: number) => db.select(SUBMISSION).from(t.projects)
  .where(and(eq(t.projects.status, 'processing'), ownedByTrusted, sql`not ${unsettledFile}`)).limit(limit);

/** The same, for one project inside the transaction that approves it: still waiting, still passing. */
export async function selectPassedTrustedSubmission(tx: Tx, projectId: string) {
  const [row] = await tx.select(SUBMISSION).from(t.projects)
    .where(and(eq(t.projects.id, projectId), eq(t.projects.status, 'processing'), ownedByTrusted, sql`not ${unsettledFile}`));
  return row;
}
