// Optimistic concurrency for edits: every editable row (project, version, organization, collection) carries an edit
// stamp that each write moves strictly forward; an edit naming the stamp it was made on applies only while it holds.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ApiError } from '#contracts/errors.ts';

export type EditedThing = 'project' | 'version' | 'organization' | 'collection';

/** The stamp after a write: now, or one millisecond past the stored one, so two writes in one millisecond still differ. */
export const nextStamp = (stored: SQLWrapper, now: Date): SQL => sql`max(${now.getTime()}, ${stored} + 1)`;

/** The condition of a guarded write: the stored stamp is still the one the editor loaded (none without one). */
export const stampStill = (stored: SQLWrapper, expected: Date | undefined): SQL | undefined =>
  expected ? sql`${stored} = ${expected.getTime()}` : undefined;

export const staleEdit = (what: EditedThing) =>
  new ApiError('conflict', `The ${what} was changed since you loaded it: reload it and make your edit again`);

/** Refuses, before any other work, an edit made on a copy older than the stored one. */
export function assertFresh(expected: Date | undefined, stored: Date, what: EditedThing): void {
  if (expected && expected.getTime() !== stored.getTime()) throw staleEdit(what);
}
