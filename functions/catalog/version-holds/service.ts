// Holding a version for review, releasing it, and removing one found malicious. The technical review (moderation)
// decides; these run inside its transaction, so a hold is never written apart from the findings that caused it.
import type { Db } from '#db/client.ts';
import { HELD_VERSION_STATUS, LISTED_VERSION_STATUSES } from '#contracts/visibility.ts';
import { enqueueSearchRefresh } from '#search';
import * as q from './queries.ts';

export type CatalogTx = q.Tx;

/**
 * Hides the version from everyone but its members and staff until released. False when there is no such version
 * or it is already held.
 */
export async function holdVersion(tx: CatalogTx, versionId: string, now: Date): Promise<boolean> {
  const version = await q.selectVersionState(tx, versionId);
  if (!version || version.held) return false;
  await q.insertHold(tx, versionId, version.status, HELD_VERSION_STATUS, now);
  await enqueueSearchRefresh(tx, [version.projectId]);
  return true;
}

/**
 * Gives the version back the status it had. One deleted ("yanked") while held comes back as a deleted version does:
 * unlisted rather than listed. False when it was not held.
 */
export async function releaseVersion(tx: CatalogTx, versionId: string): Promise<boolean> {
  const version = await q.selectVersionState(tx, versionId);
  if (!version?.held) return false;
  const restored = version.restoreStatus!;
  const status = version.deleted && LISTED_VERSION_STATUSES.includes(restored) ? 'unlisted' : restored;
  await q.deleteHold(tx, versionId, status);
  await enqueueSearchRefresh(tx, [version.projectId]);
  return true;
}

/**
 * Removes a version for good, files and all: unlike a deletion it leaves nothing resolvable by hash. Its blobs stay
 * until the blob sweep finds no row naming them. Returns the project it belonged to, or null when it was gone.
 */
export async function removeVersion(tx: CatalogTx, versionId: string): Promise<string | null> {
  const version = await q.selectVersionState(tx, versionId);
  if (!version) return null;
  await q.deleteVersionRow(tx, versionId);
  await enqueueSearchRefresh(tx, [version.projectId]);
  return version.projectId;
}

/** Of these versions, those held for review. */
export const heldVersionIds = (db: Db, versionIds: readonly string[]) => q.selectHeldVersionIds(db, versionIds);
