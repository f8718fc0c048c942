// Collection writes: create, edit (new_projects replaces the list), icon, delete, and adding or removing one project.
import type { Db } from '#db/client.ts';
import { isStaff, type Viewer } from '#access';
import type { CreateCollection, PatchCollection } from '#contracts/collection-write.ts';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import { storeImage, uploadedImageKey } from '#images';
import { assertFresh, staleEdit } from '#lib/edit-stamp.ts';
import { ApiError, badRequest, notFoundEmpty } from '#contracts/errors.ts';
import { randomId } from '#lib/ids.ts';
import type { Reading, Runtime } from '#platform/runtime.ts';
import { resolveVisibleProjects } from '#catalog';
import { canEditCollection, canViewCollection } from './policy.ts';
import { selectCollectionById, type CollectionRow } from './queries.ts';
import { getCollection } from './service.ts';
import type { CollectionV3 } from '#contracts/wire/collection.ts';
import {
  deleteCollectionProject, deleteCollectionRow, insertCollection, insertCollectionProject, replaceCollectionProjects, updateCollectionRow,
} from './write-queries.ts';

/** What the viewer may not see is a 404; what they may see but not change is a 401, as on every write route. */
async function editableCollection(db: Db, viewer: Viewer, id: string): Promise<CollectionRow> {
  const row = await selectCollectionById(db, id);
  if (!row || !canViewCollection(row.status, row.userId, viewer)) throw notFoundEmpty();
  if (!canEditCollection(row.userId, viewer)) throw new ApiError('auth_error', 'You do not have permission to edit this collection!');
  return row;
}

/** Project ids for ids or slugs, each once; a key the viewer cannot see is refused like an unknown one. */
async function projectIds(db: Db, viewer: Viewer, keys: readonly string[]): Promise<string[]> {
  const visible = await resolveVisibleProjects(db, viewer, [...new Set(keys)]);
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const key of keys) {
    const found = visible.find(({ row }) => row.id === key || row.slug?.toLowerCase() === key.toLowerCase());
    if (!found) unknown.push(key);
    else if (!ids.includes(found.row.id)) ids.push(found.row.id);
  }
  if (unknown.length) throw badRequest(`Unknown project: ${unknown.slice(0, 5).join(', ')}`);
  return ids;
}

export async function createCollection(reading: Reading, viewer: Viewer, body: CreateCollection, now = new Date()): Promise<CollectionV3> {
  const { db } = reading;
  const ids = await projectIds(db, viewer, body.projects);
  const row = {
    id: randomId(), userId: viewer.userId, name: body.name, description: body.description ?? null, status: body.status, created: now, updated: now,
  };
  await db.transaction((tx) => insertCollection(tx, row, ids));
  return getCollection(reading, viewer, row.id);
}

export interface EditCollectionOptions {
  /** The edit stamp the editor loaded (the ETag); a collection changed since then is not overwritten (409). */
  expectedUpdated?: Date;
  now?: Date;
}

/** Owners choose listed, unlisted or private; only staff reject a collection or undo a rejection. */
export async function editCollection(db: Db, viewer: Viewer, id: string, patch: PatchCollection, options: EditCollectionOptions = {}): Promise<void> {
  const row = await editableCollection(db, viewer, id);
  assertFresh(options.expectedUpdated, row.updated, 'collection');
  if (patch.status !== undefined && patch.status !== row.status && !isStaff(viewer) && (patch.status === 'rejected' || row.status === 'rejected')) {
    throw new ApiError('auth_error', 'You do not have permission to set this status!');
  }
  const ids = patch.new_projects === undefined ? undefined : await projectIds(db, viewer, patch.new_projects);
  const changes = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.status !== undefined ? { status: patch.status } : {}),
  };
  await db.transaction(async (tx) => {
    if (!(await updateCollectionRow(tx, row.id, changes, options.now ?? new Date(), options.expectedUpdated))) throw staleEdit('collection');
    if (ids) await replaceCollectionProjects(tx, row.id, ids);
  });
}

export async function addProjectToCollection(db: Db, viewer: Viewer, id: string, projectKey: string, now = new Date()): Promise<void> {
  const row = await editableCollection(db, viewer, id);
  const [projectId] = await projectIds(db, viewer, [projectKey]);
  await db.transaction(async (tx) => {
    await insertCollectionProject(tx, row.id, projectId!);
    await updateCollectionRow(tx, row.id, {}, now);
  });
}

/** Removing works by id even when the project has since become hidden from the viewer. */
export async function removeProjectFromCollection(db: Db, viewer: Viewer, id: string, projectKey: string, now = new Date()): Promise<void> {
  const row = await editableCollection(db, viewer, id);
  const found = (await resolveVisibleProjects(db, viewer, [projectKey]))[0]?.row.id ?? projectKey;
  await db.transaction(async (tx) => {
    await deleteCollectionProject(tx, row.id, found);
    await updateCollectionRow(tx, row.id, {}, now);
  });
}

export async function deleteCollection(runtime: Runtime, viewer: Viewer, id: string): Promise<void> {
  const row = await editableCollection(runtime.db, viewer, id);
  await deleteCollectionRow(runtime.db, row.id);
  const iconKey = uploadedImageKey(row.iconUrl);
  if (iconKey) await runtime.blobs.delete(iconKey);
}

export async function replaceCollectionIcon(runtime: Runtime, viewer: Viewer, id: string, bytes: Uint8Array): Promise<void> {
  const { db, blobs } = runtime;
  const row = await editableCollection(db, viewer, id);
  const stored = await storeImage(blobs, { folder: `collection/${row.id}`, bytes, maxBytes: ICON_MAX_BYTES });
  await updateCollectionRow(db, row.id, { iconUrl: stored.key }, new Date());
  const oldKey = uploadedImageKey(row.iconUrl);
  if (oldKey && oldKey !== stored.key) await blobs.delete(oldKey);
}

export async function removeCollectionIcon(runtime: Runtime, viewer: Viewer, id: string): Promise<void> {
  const { db, blobs } = runtime;
  const row = await editableCollection(db, viewer, id);
  await updateCollectionRow(db, row.id, { iconUrl: null }, new Date());
  const oldKey = uploadedImageKey(row.iconUrl);
  if (oldKey) await blobs.delete(oldKey);
}
