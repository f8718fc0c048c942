// POST /v2/project: validates the whole request first (initial versions included), stores its images and version files,
// then writes the project, its team, its initial versions and everything else in one transaction; a failure anywhere
// leaves no project, no version, no search entry and no blob.
import type { Viewer } from '#access';
import { ALL_PROJECT_PERMISSIONS, OrganizationPermission } from '#contracts/permissions.ts';
import { projectCreateData, USER_PROJECT_LIMIT, type ProjectCreateData } from '#contracts/project-write.ts';
import type { StoredImage } from '#images';
import { ApiError } from '#contracts/errors.ts';
import { randomId } from '#lib/ids.ts';
import type { MultipartBody, UploadedPart } from '#lib/multipart.ts';
import type { Runtime } from '#platform/runtime.ts';
import { packDownloadHosts } from '#contracts/pack-downloads.ts';
import { enqueueSearchRefresh } from '#search';
import { resolveUser } from '#accounts';
import { prepareInitialVersions, withInitialVersionBlobs, writeInitialVersions } from '../version-publishing/initial-versions.ts';
import { invalid, parseInput } from '../version-publishing/refusal.ts';
import { discardImages, storeGalleryPart, storeIconPart } from './image-files.ts';
import { hasPermission } from '#access';
import { organizationPermissions } from './permissions.ts';
import { selectProjectsByKeys } from './queries.ts';
import { assertCategories, assertLicense, donationRows, splitCategories } from './references.ts';
import { projectViews } from './service.ts';
import { assertSlugFree, rethrowSlugRace } from './slugs.ts';
import { NO_VERSIONS_FOR_REVIEW, statusDates } from './status-rules.ts';
import type { ProjectV2 } from '#contracts/wire/project.ts';
import {
  countOwnedProjects, insertGalleryRows, insertProjectRow, insertTeamWithOwner, replaceCategories, replaceDonationUrls,
  selectOrganizationTeamId,
} from './write-queries.ts';

async function assertMayCreate(runtime: Runtime, viewer: Viewer): Promise<void> {
  const user = await resolveUser(runtime.db, viewer.userId);
  if (!user.emailVerified) throw new ApiError('auth_error', 'You must verify your email address before creating a project');
  if ((await countOwnedProjects(runtime.db, viewer.userId)) >= USER_PROJECT_LIMIT) {
    throw new ApiError('limit_reached', `You have reached the limit of ${USER_PROJECT_LIMIT} projects`);
  }
}

async function assertMayAddToOrganization(runtime: Runtime, viewer: Viewer, organizationId: string): Promise<void> {
  const teamId = await selectOrganizationTeamId(runtime.db, organizationId);
  if (!teamId) throw invalid('Invalid organization ID specified!');
  const permissions = await organizationPermissions(runtime.db, viewer, teamId);
  if (!hasPermission(permissions.organization, OrganizationPermission.ADD_PROJECT)) {
    throw new ApiError('auth_error', 'You do not have the permissions to create projects in this organization!');
  }
}

interface PlannedParts {
  icon: UploadedPart | null;
  gallery: { part: UploadedPart; item: NonNullable<ProjectCreateData['gallery_items']>[number] }[];
}

/**
 * Every file part must be the icon, a gallery item of `data` or a file of an initial version (`versionParts`), and
 * every gallery item must name a part of its own.
 */
function planParts(data: ProjectCreateData, files: UploadedPart[], versionParts: ReadonlySet<string>): PlannedParts {
  const byName = new Map(files.map((file) => [file.name, file]));
  const items = data.gallery_items ?? [];
  if (items.filter((item) => item.featured).length > 1) throw invalid('At most one gallery image can be featured');
  const named = new Set<string>();
  const gallery = items.map((item) => {
    const part = byName.get(item.item);
    if (!part || item.item === 'icon') throw invalid(`Gallery item \`${item.item}\` names no uploaded file part`);
    if (versionParts.has(item.item)) throw invalid(`File part \`${item.item}\` cannot be both a gallery item and a version file`);
    if (named.has(item.item)) throw invalid(`Gallery item \`${item.item}\` is listed more than once`);
    named.add(item.item);
    return { part, item };
  });
  if (versionParts.has('icon')) throw invalid('File part `icon` is the project icon and cannot be a version file');
  const stray = files.find((file) => file.name !== 'icon' && !named.has(file.name) && !versionParts.has(file.name));
  if (stray) throw invalid(`File part \`${stray.name}\` is not the icon, a gallery item or a version file named in \`data\``);
  return { icon: byName.get('icon') ?? null, gallery };
}

export async function createProject(runtime: Runtime, viewer: Viewer, body: MultipartBody): Promise<ProjectV2> {
  const { db } = runtime;
  const data = parseInput(projectCreateData, body.data, 'project data');
  await assertMayCreate(runtime, viewer);
  if (!data.is_draft && data.initial_versions.length === 0) throw invalid(NO_VERSIONS_FOR_REVIEW);
  await assertSlugFree(db, data.slug, null);
  await assertLicense(db, data.license_id);
  const donations = await donationRows(db, data.donation_urls ?? []);
  if (data.organization_id) await assertMayAddToOrganization(runtime, viewer, data.organization_id);
  const projectId = randomId();
  const initial = await prepareInitialVersions(db, viewer, {
    id: projectId, projectType: data.project_type, clientSide: data.client_side, serverSide: data.server_side,
  }, data.initial_versions, body.files, { packHosts: packDownloadHosts(runtime.config.cdnUrl), blobs: runtime.blobs });
  // A .mrpack among the initial versions makes a modpack, as publishing one later would.
  const projectType = initial.versions.some((version) => version.isModpack) ? 'modpack' : data.project_type;
  const categories = splitCategories(data.categories, data.additional_categories);
  await assertCategories(db, projectType, [...categories.featured, ...categories.additional]);
  const parts = planParts(data, body.files, initial.partNames);
  const status = data.is_draft ? 'draft' : 'processing';

  const stored: StoredImage[] = [];
  try {
    const icon = parts.icon ? await storeIconPart(runtime, projectId, parts.icon) : null;
    if (icon) stored.push(icon);
    const gallery: { image: StoredImage; item: PlannedParts['gallery'][number]['item'] }[] = [];
    for (const { part, item } of parts.gallery) {
      const image = await storeGalleryPart(runtime, projectId, part);
      if (gallery.some((entry) => entry.image.key === image.key)) throw invalid('The same image is in the gallery twice');
      stored.push(image);
      gallery.push({ image, item });
    }
    const now = new Date();
    await withInitialVersionBlobs(db, runtime.blobs, initial, () => db.transaction(async (tx) => {
      const teamId = randomId();
      await insertTeamWithOwner(tx, { teamId, memberId: randomId(), ownerId: viewer.userId, permissions: ALL_PROJECT_PERMISSIONS });
      await insertProjectRow(tx, {
        id: projectId,
        slug: data.slug.toLowerCase(),
        projectType,
        title: data.title,
        description: data.description,
        body: data.body,
        teamId,
        organizationId: data.organization_id ?? null,
        published: now,
        updated: now,
        status,
        ...statusDates(status, null, now),
        requestedStatus: data.requested_status ?? 'approved',
        licenseId: data.license_id,
        licenseUrl: data.license_url ?? null,
        clientSide: data.client_side,
        serverSide: data.server_side,
        iconUrl: icon?.key ?? null,
        rawIconUrl: icon?.key ?? null,
        issuesUrl: data.issues_url ?? null,
        sourceUrl: data.source_url ?? null,
        wikiUrl: data.wiki_url ?? null,
        discordUrl: data.discord_url ?? null,
        threadId: randomId(),
      }).catch(rethrowSlugRace);
      await replaceCategories(tx, projectId, categories.featured, categories.additional);
      await replaceDonationUrls(tx, projectId, donations);
      await insertGalleryRows(tx, gallery.map(({ image, item }) => ({
        id: randomId(), projectId, url: image.key, rawUrl: image.key, featured: item.featured,
        title: item.title ?? null, description: item.description ?? null, created: now, ordering: item.ordering ?? 0,
      })));
      await writeInitialVersions(tx, { projectId, authorId: viewer.userId, now }, initial);
      await enqueueSearchRefresh(tx, [projectId]);
    }));
  } catch (error) {
    await discardImages(runtime, stored.map((image) => image.key));
    throw error;
  }
  const [view] = await projectViews(runtime, await selectProjectsByKeys(db, [projectId]));
  return view!;
}
