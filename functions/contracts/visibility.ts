// Which project and version statuses are visible, listed or hidden (api-compat §visibility).
import type { ProjectStatus, VersionStatus } from './enums.ts';

export const HIDDEN_PROJECT_STATUSES: readonly ProjectStatus[] = ['rejected', 'draft', 'processing', 'unknown', 'scheduled', 'private'];
export const LISTED_PROJECT_STATUSES: readonly ProjectStatus[] = ['approved', 'archived'];
export const LISTED_VERSION_STATUSES: readonly VersionStatus[] = ['listed', 'archived'];
export const HIDDEN_VERSION_STATUSES: readonly VersionStatus[] = ['draft', 'scheduled', 'unknown'];

export const isProjectListed = (status: ProjectStatus) => LISTED_PROJECT_STATUSES.includes(status);
export const isProjectHidden = (status: ProjectStatus) => HIDDEN_PROJECT_STATUSES.includes(status);
