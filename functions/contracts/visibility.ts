// Which project and version statuses are visible, listed or hidden (api-compat §visibility).
import type { ProjectStatus, VersionStatus } from './enums.ts';

export const HIDDEN_PROJECT_STATUSES: readonly ProjectStatus[] = ['rejected', 'draft', 'processing', 'unknown', 'scheduled', 'private'];
export const LISTED_PROJECT_STATUSES: readonly ProjectStatus[] = ['approved', 'archived'];
export const LISTED_VERSION_STATUSES: readonly VersionStatus[] = ['listed', 'archived'];
export const HIDDEN_VERSION_STATUSES: readonly VersionStatus[] = ['draft', 'scheduled', 'unknown'];
/**
 * A version held for review (a scanner finding) reads as this hidden status until staff release it, so every rule here
 * keeps it from the public while its members and staff still see it; the status it had waits beside the hold.
 */
export const HELD_VERSION_STATUS: VersionStatus = 'unknown';

export const isProjectListed = (status: ProjectStatus) => LISTED_PROJECT_STATUSES.includes(status);
export const isProjectHidden = (status: ProjectStatus) => HIDDEN_PROJECT_STATUSES.includes(status);
