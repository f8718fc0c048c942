// The project status state machine: every allowed change of a project's status, who may make it, and what it is called.
// The API's PATCH, the review queue and the pages all decide through this one table.
import type { ProjectStatus } from './enums.ts';

export type StatusActor = 'member' | 'staff';

export type TransitionName = 'submit' | 'resubmit' | 'withdraw' | 'decide' | 'change-visibility' | 'staff-override';

export interface StatusTransition {
  name: TransitionName;
  from: readonly ProjectStatus[];
  to: readonly ProjectStatus[];
  by: StatusActor;
}

/** Statuses of a project that has passed review (spec §4 "approved-like"). */
export const APPROVED_LIKE: readonly ProjectStatus[] = ['approved', 'archived', 'unlisted', 'private'];

/** What staff may decide for a project in the queue. */
export const REVIEW_DECISIONS = ['approved', 'unlisted', 'private', 'rejected', 'withheld'] as const satisfies readonly ProjectStatus[];
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

const ALL: readonly ProjectStatus[] = [
  'approved', 'archived', 'rejected', 'draft', 'unlisted', 'processing', 'withheld', 'scheduled', 'private', 'unknown',
];

/** Checked in order; the first row that matches names the change. Staff may also make every member change. */
export const STATUS_TRANSITIONS: readonly StatusTransition[] = [
  { name: 'submit', from: ['draft', 'scheduled', 'unknown'], to: ['processing'], by: 'member' },
  { name: 'resubmit', from: ['rejected', 'withheld'], to: ['processing'], by: 'member' },
  { name: 'withdraw', from: ['processing'], to: ['draft'], by: 'member' },
  { name: 'change-visibility', from: APPROVED_LIKE, to: [...APPROVED_LIKE, 'draft'], by: 'member' },
  { name: 'decide', from: ['processing'], to: REVIEW_DECISIONS, by: 'staff' },
  // Moderators may set any status through the API (api-compat §project-edits), e.g. to take a listed project down.
  { name: 'staff-override', from: ALL, to: ALL, by: 'staff' },
];

/** The change from `from` to `to` that `actor` may make, or null when it is not allowed. */
export function findTransition(from: ProjectStatus, to: ProjectStatus, actor: StatusActor): StatusTransition | null {
  if (from === to) return null;
  return STATUS_TRANSITIONS.find((transition) =>
    (transition.by === 'member' || actor === 'staff') && transition.from.includes(from) && transition.to.includes(to)) ?? null;
}

/** Where a member may move their project from `from` (the creator's buttons). */
export const memberTargets = (from: ProjectStatus): ProjectStatus[] =>
  ALL.filter((to) => findTransition(from, to, 'member') !== null);

export const isApprovedLike = (status: ProjectStatus) => APPROVED_LIKE.includes(status);
