// Project edits: PATCH of one project (with optional optimistic concurrency), bulk PATCH, and deletion.
import { isStaff, type Viewer } from '#access';
import type { ProjectBulkPatch, ProjectPatch, DonationLinkInput } from '#contracts/project-write.ts';
import { FEATURED_CATEGORIES_MAX } from '#contracts/limits.ts';
import { assertFresh, staleEdit } from '#lib/edit-stamp.ts';
import { ApiError } from '#contracts/errors.ts';
import type { Runtime } from '#platform/runtime.ts';
import { enqueueSearchRefresh } from '#search';
import { applySidesToVersions } from '../version-publishing/sides.ts';
import { assertMayChange } from './field-permissions.ts';
import { discardImages } from './image-files.ts';
import { projectPermissions } from './permissions.ts';
import { assertCategories, assertLicense, donationRows, splitCategories } from './references.ts';
import { resolveVisibleProject, resolveVisibleProjects } from './service.ts';
import { assertSlugFree, rethrowSlugRace } from './slugs.ts';
import { mailStatusDecision } from './status-mail.ts';
import { planStatusChange, recordStatusChange } from './status-change.ts';
import {
  deleteProjectRows, replaceCategories, replaceDonationUrls, selectDonationUrls,
  selectGallery, selectProjectCategories, updateProjectRow, type ProjectChanges,
} from './write-queries.ts';

const presentFields = (patch: object) => Object.entries(patch).filter(([, value]) => value !== undefined).map(([key]) => key);

const LINK_FIELDS = { issues_url: 'issuesUrl', source_url: 'sourceUrl', wiki_url: 'wikiUrl', discord_url: 'discordUrl' } as const;

function linkChanges(patch: Partial<Record<keyof typeof LINK_FIELDS, string | null | undefined>>): ProjectChanges {
  const changes: ProjectChanges = {};
  for (const [field, column] of Object.entries(LINK_FIELDS) as [keyof typeof LINK_FIELDS, (typeof LINK_FIELDS)[keyof typeof LINK_FIELDS]][]) {
    if (patch[field] !== undefined) changes[column] = patch[field];
  }
  return changes;
}

async function currentCategories(runtime: Runtime, projectIds: string[]) {
  const rows = await selectProjectCategories(runtime.db, projectIds);
  return (projectId: string) => ({
    featured: rows.filter((row) => row.projectId === projectId && !row.additional).map((row) => row.category),
    additional: rows.filter((row) => row.projectId === projectId && row.additional).map((row) => row.category),
  });
}

export interface EditOptions {
  /** The `updated` value the editor loaded; a project changed since then is not overwritten (409). */
  expectedUpdated?: Date;
  now?: Date;
}

export async function editProject(runtime: Runtime, viewer: Viewer, key: string, patch: ProjectPatch, options: EditOptions = {}): Promise<void> {
  const { db } = runtime;
  const { row } = await resolveVisibleProject(db, viewer, key);
  const fields = presentFields(patch);
  assertMayChange(fields, await projectPermissions(db, viewer, row), viewer, row.title);
  const now = options.now ?? new Date();
  assertFresh(options.expectedUpdated, row.updated, 'project');
  if (fields.length === 0) return;

  const changes: ProjectChanges = {
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.body !== undefined ? { body: patch.body } : {}),
    ...linkChanges(patch),
    ...(patch.license_url !== undefined ? { licenseUrl: patch.license_url } : {}),
    ...(patch.client_side !== undefined ? { clientSide: patch.client_side } : {}),
    ...(patch.server_side !== undefined ? { serverSide: patch.server_side } : {}),
    ...(patch.requested_status !== undefined ? { requestedStatus: patch.requested_status } : {}),
    ...(patch.moderation_message !== undefined ? { moderatorMessage: patch.moderation_message } : {}),
    ...(patch.moderation_message_body !== undefined ? { moderatorMessageBody: patch.moderation_message_body } : {}),
    ...(patch.monetization_status !== undefined ? { monetizationStatus: patch.monetization_status } : {}),
  };
  if (patch.slug !== undefined && patch.slug.toLowerCase() !== row.slug?.toLowerCase()) {
    await assertSlugFree(db, patch.slug, row.id);
    changes.slug = patch.slug.toLowerCase();
  }
  if (patch.license_id !== undefined) {
    await assertLicense(db, patch.license_id);
    changes.licenseId = patch.license_id;
  }
  let categories: { featured: string[]; additional: string[] } | null = null;
  if (patch.categories !== undefined || patch.additional_categories !== undefined) {
    const current = (await currentCategories(runtime, [row.id]))(row.id);
    categories = splitCategories(patch.categories ?? current.featured, patch.additional_categories ?? current.additional);
    await assertCategories(db, row.projectType, [...(patch.categories ?? []), ...(patch.additional_categories ?? [])]);
  }
  const donations = patch.donation_urls !== undefined ? await donationRows(db, patch.donation_urls ?? []) : null;
  // `archived` is kept as the status itself: the v2 project shape has no disclosure field and reports an archived
  // project through `status` (api-compat §visibility), so there is no separate "archived" disclosure to record.
  const statusChanged = patch.status !== undefined && patch.status !== row.status;
  if (patch.status !== undefined && statusChanged) Object.assign(changes, (await planStatusChange(db, viewer, row, patch.status, now)).changes);

  await db.transaction(async (tx) => {
    const applied = await updateProjectRow(tx, row.id, changes, now, options.expectedUpdated).catch(rethrowSlugRace);
    if (!applied) throw staleEdit('project');
    if (categories) await replaceCategories(tx, row.id, categories.featured, categories.additional);
    if (donations) await replaceDonationUrls(tx, row.id, donations);
    // v2 sides are the versions' environment in v3 terms: they apply to every version (api-compat §project-edits).
    if (patch.client_side !== undefined || patch.server_side !== undefined) {
      await applySidesToVersions(tx, row.id, patch.client_side ?? row.clientSide, patch.server_side ?? row.serverSide, now);
    }
    if (statusChanged) await recordStatusChange(tx, viewer, row, patch.status!, now);
    await enqueueSearchRefresh(tx, [row.id]);
  });
  // A moderator's change through the API is a decision like the review queue's, and the owner hears of it the same way.
  if (statusChanged && isStaff(viewer)) {
    const message = [patch.moderation_message, patch.moderation_message_body].filter(Boolean).join('\n\n') || null;
    await mailStatusDecision(runtime, { project: row, status: patch.status!, message, decidedBy: viewer.userId })
      .catch((error: unknown) => console.error('the status mail could not be sent:', error));
  }
}

function applyDonationEdits(current: DonationLinkInput[], patch: ProjectBulkPatch): DonationLinkInput[] {
  const byPlatform = new Map((patch.donation_urls ?? current).map((link) => [link.id, link]));
  for (const link of patch.add_donation_urls ?? []) byPlatform.set(link.id, link);
  for (const link of patch.remove_donation_urls ?? []) byPlatform.delete(link.id);
  return [...byPlatform.values()];
}

const edited = (base: string[], set: string[] | undefined, add: string[] | undefined, remove: string[] | undefined) =>
  [...new Set([...(set ?? base), ...(add ?? [])])].filter((name) => !(remove ?? []).includes(name));

/** PATCH /v2/projects: the caller needs the permission on every listed project, or nothing changes. */
export async function bulkEditProjects(runtime: Runtime, viewer: Viewer, keys: string[], patch: ProjectBulkPatch): Promise<void> {
  const { db } = runtime;
  const projects = (await resolveVisibleProjects(db, viewer, keys)).map(({ row }) => row);
  const fields = presentFields(patch);
  for (const project of projects) assertMayChange(fields, await projectPermissions(db, viewer, project), viewer, project.title);
  if (fields.length === 0 || projects.length === 0) return;
  const ids = projects.map((project) => project.id);
  const categoriesOf = await currentCategories(runtime, ids);
  const touchesCategories = fields.some((field) => field.includes('categories'));
  const touchesDonations = fields.some((field) => field.includes('donation_urls'));
  const donationRowsNow = touchesDonations ? await selectDonationUrls(db, ids) : [];

  const plans: { project: (typeof projects)[number]; categories: ReturnType<typeof splitCategories> | null; donations: { platform: string; url: string }[] | null }[] = [];
  for (const project of projects) {
    const current = categoriesOf(project.id);
    const featured = edited(current.featured, patch.categories, patch.add_categories, patch.remove_categories);
    if (featured.length > FEATURED_CATEGORIES_MAX) {
      throw new ApiError('invalid_input', `${project.title} would have more than ${FEATURED_CATEGORIES_MAX} featured categories`);
    }
    const additional = edited(current.additional, patch.additional_categories, patch.add_additional_categories, patch.remove_additional_categories);
    const known = new Set([...current.featured, ...current.additional]);
    if (touchesCategories) await assertCategories(db, project.projectType, [...featured, ...additional].filter((name) => !known.has(name)));
    const currentDonations = donationRowsNow.filter((link) => link.projectId === project.id).map((link) => ({ id: link.platform, url: link.url }));
    const donations = touchesDonations ? await donationRows(db, applyDonationEdits(currentDonations, patch)) : null;
    plans.push({ project, categories: touchesCategories ? splitCategories(featured, additional) : null, donations });
  }

  const now = new Date();
  await db.transaction(async (tx) => {
    for (const plan of plans) {
      await updateProjectRow(tx, plan.project.id, linkChanges(patch), now);
      if (plan.categories) await replaceCategories(tx, plan.project.id, plan.categories.featured, plan.categories.additional);
      if (plan.donations) await replaceDonationUrls(tx, plan.project.id, plan.donations);
    }
    await enqueueSearchRefresh(tx, ids);
  });
}

/**
 * Deletes a project for good, with its versions and files (the API keeps nothing resolvable after a project
 * deletion), and removes it from search; its images go once the deletion is committed.
 */
export async function deleteProject(runtime: Runtime, viewer: Viewer, key: string): Promise<void> {
  const { db } = runtime;
  const { row } = await resolveVisibleProject(db, viewer, key);
  assertMayChange(['delete'], await projectPermissions(db, viewer, row), viewer, row.title);
  const gallery = await selectGallery(db, row.id);
  await db.transaction(async (tx) => {
    await deleteProjectRows(tx, row.id, row.teamId);
    await enqueueSearchRefresh(tx, [row.id]);
  });
  await discardImages(runtime, [row.iconUrl, ...gallery.map((item) => item.url)]);
}
