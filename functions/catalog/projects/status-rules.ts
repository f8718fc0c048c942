// Project status changes (api-compat §project-edits): staff set anything; members submit for review (processing) while not
// approved, or pick a requestable status once approved. Review needs at least one version.
import type { ProjectStatus } from '#contracts/enums.ts';
import { REQUESTABLE_PROJECT_STATUSES } from '#contracts/enums.ts';
import { ApiError } from '#contracts/errors.ts';

/** Statuses of a project that has passed review (spec §4 "approved-like"). */
const APPROVED_LIKE: readonly ProjectStatus[] = ['approved', 'archived', 'unlisted', 'private'];
export const isApprovedLike = (status: ProjectStatus) => APPROVED_LIKE.includes(status);

export const NO_VERSIONS_FOR_REVIEW = 'Project submitted for review with no initial versions';

export function assertStatusChange(current: ProjectStatus, next: ProjectStatus, by: { staff: boolean; hasVersions: boolean }): void {
  const allowed = by.staff
    || (!isApprovedLike(current) && next === 'processing')
    || (isApprovedLike(current) && (REQUESTABLE_PROJECT_STATUSES as readonly ProjectStatus[]).includes(next));
  if (!allowed) throw new ApiError('auth_error', "You don't have permission to set this status!");
  if (next === 'processing' && !by.hasVersions) throw new ApiError('invalid_input', NO_VERSIONS_FOR_REVIEW);
}

/** Dates a status change stamps: submission to review, and the first approval. */
export function statusDates(next: ProjectStatus, approvedBefore: Date | null, now: Date): { queued?: Date; approved?: Date } {
  return {
    ...(next === 'processing' ? { queued: now } : {}),
    ...(isApprovedLike(next) && approvedBefore === null ? { approved: now } : {}),
  };
}
