// Storing uploaded images (icons, avatars, gallery pictures): checked, content-addressed, served from /cdn/images.
import { sha1Hex } from '#lib/hashes.ts';
import { ApiError } from '#contracts/errors.ts';
import type { BlobStore } from '#platform/blobs/port.ts';
import { IMAGE_TYPES, sniffImage, type ImageExtension } from './sniff.ts';

/** Blob keys of images live under this prefix, so the image route can never serve a version file. */
export const IMAGE_KEY_PREFIX = 'images';

export interface StoredImage {
  /** What rows store (see #contracts/stored-files.ts); the URL is composed when read. */
  key: string;
  extension: ImageExtension;
  sha1: string;
  size: number;
}

export interface ImageUpload {
  /** Folder below the image prefix, e.g. `project/{id}`, `user/{id}`, `project/{id}/gallery`. */
  folder: string;
  bytes: Uint8Array;
  maxBytes: number;
}

const formatBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`);

/** Validates the bytes (size, a real image format) and stores them; the key is derived from the content. */
export async function storeImage(blobs: BlobStore, { folder, bytes, maxBytes }: ImageUpload): Promise<StoredImage> {
  if (bytes.byteLength === 0) throw new ApiError('invalid_input', 'The image is empty');
  if (bytes.byteLength > maxBytes) throw new ApiError('invalid_input', `File too large: the limit is ${formatBytes(maxBytes)}`);
  const extension = sniffImage(bytes);
  if (!extension) throw new ApiError('invalid_input', 'Unsupported image format: use PNG, JPEG, GIF, WebP or BMP');
  const sha1 = await sha1Hex(bytes);
  const key = `${IMAGE_KEY_PREFIX}/${folder}/${sha1}.${extension}`;
  await blobs.put(key, bytes, { contentType: IMAGE_TYPES[extension], sha1 });
  return { key, extension, sha1, size: bytes.byteLength };
}

/** The blob key of a stored image value this store produced, or null for anything else (an external URL). */
export const uploadedImageKey = (stored: string | null | undefined): string | null =>
  stored?.startsWith(`${IMAGE_KEY_PREFIX}/`) ? stored : null;
