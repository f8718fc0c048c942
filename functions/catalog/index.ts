// The catalog module's public surface. The catalogue: projects, versions, files, publishing and inspection, tags, downloads and statistics.
// Other modules and the site import only this file; everything else in the folder is private.
export { startBlobSweeper, sweepBlobs } from './blob-sweep/sweep.ts';
export { downloadOperations } from './downloads/openapi.ts';
export { downloadRoutes } from './downloads/routes.ts';
export { contentDisposition } from './downloads/view.ts';
export { parseRange } from './downloads/ranges.ts';
export { forgeUpdateRoutes } from './forge-updates/routes.ts';
export { assertMayChange } from './projects/field-permissions.ts';
export { organizationPermissions, projectPermissions } from './projects/permissions.ts';
export { projectOperations } from './projects/openapi.ts';
export { canListOnProfile } from './projects/policy.ts';
export { projectRoutes } from './projects/routes.ts';
export { changeProjectStatus } from './projects/status-change.ts';
export { mailStatusDecision } from './projects/status-mail.ts';
export { appendProjectThreadMessage, appendThreadMessage, ensureProjectThread } from './projects/thread.ts';
export {
  getProjects, projectV3Views, projectViews, projectsOfUser, resolveVisibleProject, resolveVisibleProjects, teamsOfHiddenProjects, visibleProjectIds,
} from './projects/service.ts';
export { projectSlugRoutes } from './projects/slug-routes.ts';
export { sitemapProjects } from './projects/sitemap.ts';
export type { ProjectV2 } from '#contracts/wire/project.ts';
export type { ProjectV3 } from './projects/v3-view.ts';
export type { ProjectCard } from './projects/view.ts';
export { projectWriteRoutes } from './projects/write-routes.ts';
export { statisticsOperations } from './statistics/openapi.ts';
export { statisticsRoutes } from './statistics/routes.ts';
export { tagOperations } from './tags/openapi.ts';
export { tagRoutes } from './tags/routes.ts';
export { licenseNames, licenseText, listCategories, listDonationPlatforms, listGameVersions, listLoaders } from './tags/service.ts';
export { versionFileOperations } from './version-files/openapi.ts';
export { heldVersionIds, holdVersion, releaseVersion, removeVersion, type CatalogTx } from './version-holds/service.ts';
export { versionFileRoutes } from './version-files/routes.ts';
export { projectsFromHashes, updatesFromHashes, versionsFromHashes } from './version-files/service.ts';
export { storedFilesBySha1, type StoredFile } from './version-files/stored.ts';
export { readStoredMrpack, type MrpackIndex } from './file-inspection/stored-mrpack.ts';
export { versionPublishingOperations } from './version-publishing/openapi.ts';
export { queueFileScans } from './version-publishing/scan-queue.ts';
export { versionInspectionRoutes, versionPublishingRoutes } from './version-publishing/routes.ts';
export { versionOperations } from './versions/openapi.ts';
export { versionRoutes } from './versions/routes.ts';
export { getProjectVersion, getVersions, listProjectVersions, versionRecordsByIds } from './versions/service.ts';
export type { FileV2, VersionV2 } from '#contracts/wire/version.ts';
