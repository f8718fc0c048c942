// Reads and writes of held versions: the hold rows and the version status they stand in for.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import type { VersionStatus } from '#contracts/enums.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function selectVersionState(tx: Tx, versionId: string) {
  const [row] = await tx
    .select({
      projectId: t.versions.projectId,
      status: t.versions.status,
      held: t.versionHolds.versionId,
      restoreStatus: t.versionHolds.restoreStatus,
      deleted: t.versionDeletions.versionId,
    })
    .from(t.versions)
    .leftJoin(t.versionHolds, eq(t.versionHolds.versionId, t.versions.id))
    .leftJoin(t.versionDeletions, eq(t.versionDeletions.versionId, t.versions.id))
    .where(eq(t.versions.id, versionId));
  return row;
}

export async function insertHold(tx: Tx, versionId: string, restoreStatus: VersionStatus, heldStatus: VersionStatus, now: Date): Promise<void> {
  await tx.insert(t.versionHolds).values({ versionId, heldAt: now, restoreStatus });
  await tx.update(t.versions).set({ status: heldStatus }).where(eq(t.versions.id, versionId));
}

export async function deleteHold(tx: Tx, versionId: string, status: VersionStatus): Promise<void> {
  await tx.delete(t.versionHolds).where(eq(t.versionHolds.versionId, versionId));
  await tx.update(t.versions).set({ status }).where(eq(t.versions.id, versionId));
}

/** Deletes the version; its files, tags, dependencies, hold and scans go with it (foreign keys cascade). */
export async function deleteVersionRow(tx: Tx, versionId: string): Promise<void> {
  await tx.delete(t.versions).where(eq(t.versions.id, versionId));
}

export async function selectHeldVersionIds(db: Db, versionIds: readonly string[]): Promise<Set<string>> {
  if (versionIds.length === 0) return new Set();
  const rows = await db.select({ id: t.versionHolds.versionId }).from(t.versionHolds)
    .where(inArray(t.versionHolds.versionId, [...versionIds]));
  return new Set(rows.map((row) => row.id));
}
