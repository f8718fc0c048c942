// Project status changes (api-compat §project-edits), decided by the one state machine table in #contracts/project-status.ts;
// review needs at least one version.
import type { ProjectStatus } from '#contracts/enums.ts';
import { ApiError } from '#contracts/errors.ts';
import { findTransition, isApprovedLike, type StatusTransition } from '#contracts/project-status.ts';

export const NO_VERSIONS_FOR_REVIEW = 'Project submitted for review with no initial versions';

export function assertStatusChange(current: ProjectStatus, next: ProjectStatus, by: { staff: boolean; hasVersions: boolean }): StatusTransition {
  const transition = findTransition(current, next, by.staff ? 'staff' : 'member');
  if (!transition) throw new ApiError('auth_error', "You don't have permission to set this status!");
  if (next === 'processing' && !by.hasVersions) throw new ApiError('invalid_input', NO_VERSIONS_FOR_REVIEW);
  return transition;
}

/** Dates a status change stamps: submission to review, and the first approval. */
export function statusDates(next: ProjectStatus, approvedBefore: Date | null, now: Date): { queued?: Date; approved?: Date } {
  return {
    ...(next === 'processing' ? { queued: now } : {}),
    ...(isApprovedLike(next) && approvedBefore === null ? { approved: now } : {}),
  };
}
