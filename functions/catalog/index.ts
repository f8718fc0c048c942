// The catalog module's public surface. The catalogue: projects, versions, files, publishing and inspection, tags, downloads and statistics.
// Other modules and the site import only this file; everything else in the folder is private.
export { downloadRoutes } from './downloads/routes.ts';
export { assertMayChange } from './projects/field-permissions.ts';
export { hasPermission, organizationPermissions, projectPermissions } from './projects/permissions.ts';
export { canListOnProfile } from './projects/policy.ts';
export { projectRoutes } from './projects/routes.ts';
export { getProjects, projectV3Views, projectViews, projectsOfUser, resolveVisibleProject, resolveVisibleProjects, visibleProjectIds } from './projects/service.ts';
export { projectSlugRoutes } from './projects/slug-routes.ts';
export type { ProjectV2 } from './projects/v2-view.ts';
export type { ProjectV3 } from './projects/v3-view.ts';
export type { ProjectCard } from './projects/view.ts';
export { projectWriteRoutes } from './projects/write-routes.ts';
export { statisticsRoutes } from './statistics/routes.ts';
export { tagRoutes } from './tags/routes.ts';
export { licenseNames, licenseText, listCategories, listDonationPlatforms, listGameVersions, listLoaders } from './tags/service.ts';
export { versionFileRoutes } from './version-files/routes.ts';
export { versionInspectionRoutes, versionPublishingRoutes } from './version-publishing/routes.ts';
export { versionRoutes } from './versions/routes.ts';
export { getProjectVersion, getVersions, listProjectVersions, versionRecordsByIds } from './versions/service.ts';
export type { FileV2, VersionV2 } from './versions/v2-view.ts';
