// Who may read which analytics: the ANALYTICS scope, and per project the VIEW_ANALYTICS team permission (revenue:
// PAYOUTS_READ and VIEW_PAYOUTS). The one place these are decided, for the API and the pages alike.
import { effectiveProjectPermissions, hasPermission, viewerMay, type Membership, type Viewer } from '#access';
import { ApiError } from '#contracts/errors.ts';
import { ProjectPermission } from '#contracts/permissions.ts';
import type { Metric } from '#contracts/analytics.ts';
import type { ProjectMembershipRow } from './queries.ts';

const asMembership = (row: ProjectMembershipRow['direct']): Membership | undefined =>
  row ? { accepted: row.accepted, isOwner: row.isOwner, permissions: row.permissions, organizationPermissions: row.organizationPermissions } : undefined;

const bitFor = (metric: Metric) => (metric === 'revenue' ? ProjectPermission.VIEW_PAYOUTS : ProjectPermission.VIEW_ANALYTICS);

/** Whether the viewer's project bits allow reading this metric of the project. */
export function mayReadProject(viewer: Viewer, row: ProjectMembershipRow, metric: Metric): boolean {
  const permissions = effectiveProjectPermissions(viewer, asMembership(row.direct), asMembership(row.organization));
  return hasPermission(permissions, bitFor(metric));
}

/** The token's scopes for the asked metrics: ANALYTICS always, PAYOUTS_READ too for revenue. */
export function assertScopes(viewer: Viewer, metrics: readonly Metric[]): void {
  if (!viewerMay(viewer, 'ANALYTICS')) throw new ApiError('auth_error', 'The token does not have the ANALYTICS scope');
  if (metrics.includes('revenue') && !viewerMay(viewer, 'PAYOUTS_READ')) {
    throw new ApiError('auth_error', 'The token does not have the PAYOUTS_READ scope');
  }
}

/**
 * The projects whose analytics the viewer may read. An asked project the viewer may not read reads as unknown: a
 * 404, as for anything the caller may not see. Without asked ids, the readable ones of the viewer's memberships.
 */
export function readableProjects(viewer: Viewer, rows: ProjectMembershipRow[], asked: string[] | undefined): ProjectMembershipRow[] {
  const readable = rows.filter((row) => mayReadProject(viewer, row, 'views'));
  if (asked && readable.length !== new Set(asked).size) throw new ApiError('not_found', 'one of the projects does not exist or its analytics are not yours to read');
  return readable;
}

/** Of readable projects, those whose revenue the viewer may also read. */
export const revenueReadable = (viewer: Viewer, rows: ProjectMembershipRow[]) => rows.filter((row) => mayReadProject(viewer, row, 'revenue'));
