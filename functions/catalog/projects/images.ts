// Project icon and gallery edits (api-compat §icons-and-gallery): new images are stored before the row changes and replaced ones
// removed after it commits, so a failure never leaves a project pointing at a missing image or an orphan blob behind.
import type { Viewer } from '#access';
import { GALLERY_IMAGES_MAX } from '#contracts/project-write.ts';
import { ApiError } from '#contracts/errors.ts';
import { storedFileOf } from '#contracts/stored-files.ts';
import { randomId } from '#lib/ids.ts';
import type { Runtime } from '#platform/runtime.ts';
import { enqueueSearchRefresh } from '#search';
import { assertMayChange } from './field-permissions.ts';
import { discardImages, storeGalleryImage, storeIcon } from './image-files.ts';
import { projectPermissions } from './permissions.ts';
import { resolveVisibleProject } from './service.ts';
import {
  deleteGalleryRow, insertGalleryRows, selectGallery, unfeatureGallery, updateGalleryRow, updateProjectRow,
  type GalleryRow,
} from './write-queries.ts';

async function editableProject(runtime: Runtime, viewer: Viewer, key: string, field: 'icon' | 'gallery') {
  const { row } = await resolveVisibleProject(runtime.db, viewer, key);
  assertMayChange([field], await projectPermissions(runtime.db, viewer, row), viewer, row.title);
  return row;
}

/** The color came from the old icon; without an image decoder none is derived from the new one. */
export async function setProjectIcon(runtime: Runtime, viewer: Viewer, key: string, bytes: Uint8Array): Promise<void> {
  const project = await editableProject(runtime, viewer, key, 'icon');
  const icon = await storeIcon(runtime, project.id, bytes);
  try {
    await runtime.db.transaction(async (tx) => {
      await updateProjectRow(tx, project.id, { iconUrl: icon.key, rawIconUrl: icon.key, color: null }, new Date());
      await enqueueSearchRefresh(tx, [project.id]);
    });
  } catch (error) {
    if (icon.key !== project.iconUrl) await discardImages(runtime, [icon.key]);
    throw error;
  }
  if (project.iconUrl !== icon.key) await discardImages(runtime, [project.iconUrl, project.rawIconUrl]);
}

export async function removeProjectIcon(runtime: Runtime, viewer: Viewer, key: string): Promise<void> {
  const project = await editableProject(runtime, viewer, key, 'icon');
  await runtime.db.transaction(async (tx) => {
    await updateProjectRow(tx, project.id, { iconUrl: null, rawIconUrl: null, color: null }, new Date());
    await enqueueSearchRefresh(tx, [project.id]);
  });
  await discardImages(runtime, [project.iconUrl, project.rawIconUrl]);
}

export interface GalleryAdd {
  featured: boolean;
  title?: string;
  description?: string;
  ordering: number;
}

export async function addGalleryImage(runtime: Runtime, viewer: Viewer, key: string, bytes: Uint8Array, add: GalleryAdd): Promise<void> {
  const project = await editableProject(runtime, viewer, key, 'gallery');
  const gallery = await selectGallery(runtime.db, project.id);
  // A full gallery is answered with 401, as Modrinth does (api-compat §icons-and-gallery).
  if (gallery.length >= GALLERY_IMAGES_MAX) throw new ApiError('auth_error', `You have reached the maximum of ${GALLERY_IMAGES_MAX} gallery images`);
  const image = await storeGalleryImage(runtime, project.id, bytes);
  // Same bytes, same key: the blob is the existing item's, so it stays.
  if (gallery.some((item) => item.url === image.key)) throw new ApiError('invalid_input', "You have already uploaded this image to your project's gallery!");
  const now = new Date();
  try {
    await runtime.db.transaction(async (tx) => {
      if (add.featured) await unfeatureGallery(tx, project.id);
      await insertGalleryRows(tx, [{
        id: randomId(), projectId: project.id, url: image.key, rawUrl: image.key, featured: add.featured,
        title: add.title ?? null, description: add.description ?? null, created: now, ordering: add.ordering,
      }]);
      await updateProjectRow(tx, project.id, {}, now);
      await enqueueSearchRefresh(tx, [project.id]);
    });
  } catch (error) {
    await discardImages(runtime, [image.key]);
    throw error;
  }
}

/** Clients name an item by the URL they were given, which is composed from the stored key. */
function galleryItem(gallery: GalleryRow[], cdnUrl: string, url: string): GalleryRow {
  const stored = storedFileOf(cdnUrl, url);
  const item = gallery.find((entry) => entry.url === stored);
  if (!item) throw new ApiError('invalid_input', `Gallery item at URL ${url} is not part of the project's gallery.`);
  return item;
}

/** Fields left out stay as they are; a `null` title or description clears it. */
export interface GalleryEdit {
  url: string;
  featured?: boolean;
  title?: string | null;
  description?: string | null;
  ordering?: number;
}

export async function editGalleryImage(runtime: Runtime, viewer: Viewer, key: string, edit: GalleryEdit): Promise<void> {
  const project = await editableProject(runtime, viewer, key, 'gallery');
  const item = galleryItem(await selectGallery(runtime.db, project.id), runtime.config.cdnUrl, edit.url);
  const { url: _url, ...changes } = edit;
  await runtime.db.transaction(async (tx) => {
    if (edit.featured) await unfeatureGallery(tx, project.id);
    await updateGalleryRow(tx, item.id, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
    await updateProjectRow(tx, project.id, {}, new Date());
    await enqueueSearchRefresh(tx, [project.id]);
  });
}

export async function removeGalleryImage(runtime: Runtime, viewer: Viewer, key: string, url: string): Promise<void> {
  const project = await editableProject(runtime, viewer, key, 'gallery');
  const item = galleryItem(await selectGallery(runtime.db, project.id), runtime.config.cdnUrl, url);
  await runtime.db.transaction(async (tx) => {
    await deleteGalleryRow(tx, item.id);
    await updateProjectRow(tx, project.id, {}, new Date());
    await enqueueSearchRefresh(tx, [project.id]);
  });
  await discardImages(runtime, [item.url]);
}
