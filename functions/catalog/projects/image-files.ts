// Project images in the blob store: icons under project/{id}, gallery pictures under project/{id}/gallery.
import { storeImage, uploadedImageKey, type StoredImage } from '#images';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import { GALLERY_IMAGE_MAX_BYTES } from '#contracts/project-write.ts';
import { readUploadedBytes, type UploadedPart } from '#lib/multipart.ts';
import type { Runtime } from '#platform/runtime.ts';

export const storeIcon = (runtime: Runtime, projectId: string, bytes: Uint8Array): Promise<StoredImage> =>
  storeImage(runtime.blobs, { folder: `project/${projectId}`, bytes, maxBytes: ICON_MAX_BYTES });

export const storeGalleryImage = (runtime: Runtime, projectId: string, bytes: Uint8Array): Promise<StoredImage> =>
  storeImage(runtime.blobs, { folder: `project/${projectId}/gallery`, bytes, maxBytes: GALLERY_IMAGE_MAX_BYTES });

/** A creation's icon or gallery part, read from its upload no further than the image store's limit needs. */
export const storeIconPart = async (runtime: Runtime, projectId: string, part: UploadedPart): Promise<StoredImage> =>
  storeIcon(runtime, projectId, await readUploadedBytes(runtime.blobs, part, ICON_MAX_BYTES));

export const storeGalleryPart = async (runtime: Runtime, projectId: string, part: UploadedPart): Promise<StoredImage> =>
  storeGalleryImage(runtime, projectId, await readUploadedBytes(runtime.blobs, part, GALLERY_IMAGE_MAX_BYTES));

/** Removes the blobs behind stored image values this store produced; external URLs are left alone. */
export async function discardImages(runtime: Runtime, stored: readonly (string | null | undefined)[]): Promise<void> {
  const keys = [...new Set(stored.map(uploadedImageKey).filter((key): key is string => key !== null))];
  const results = await Promise.allSettled(keys.map((key) => runtime.blobs.delete(key)));
  for (const result of results) if (result.status === 'rejected') console.error('discarding an image blob failed:', result.reason);
}
