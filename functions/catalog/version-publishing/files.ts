// Uploaded version files: name and type checks, and moving uploads to content-addressed blobs, undone on failure.
import type { Db } from '#db/client.ts';
import type { FileType } from '#contracts/enums.ts';
import { fileNameProblem, printableName } from '#contracts/file-names.ts';
import { VERSION_FILE_EXTENSIONS, VERSION_FILE_NAME_MAX } from '#contracts/limits.ts';
import { extensionOf } from '../file-inspection/inspect.ts';
import type { UploadedPart } from '#lib/multipart.ts';
import type { BlobStore } from '#platform/blobs/port.ts';
import { isBlobReferenced } from './queries.ts';
import { invalid } from './refusal.ts';

export interface HashedFile {
  part: string;
  filename: string;
  extension: string;
  size: number;
  sha1: string;
  sha512: string;
  /** Where the bytes are now: a temporary upload, or (a staged upload) already `blobKey`. */
  uploadKey: string;
  /** Where a published file's bytes live: their content address. */
  blobKey: string;
  fileType: FileType | null;
}

/** The key every version file is stored under, shared with the seeder: the same bytes are stored once. */
export const blobKeyOf = (sha1: string) => `files/${sha1.slice(0, 2)}/${sha1}`;

/** One path component that is safe on every file system a launcher writes to. */
const isSafeFilename = (name: string) =>
  name.length > 0 && name.length <= VERSION_FILE_NAME_MAX && name === name.trim()
  && !/[/\\:*?"<>|\u0000-\u001f\u007f]/.test(name) && !/^\.+$/.test(name);

/**
 * Checks uploaded parts (hashed as they arrived): names allowed and unique (also against `takenNames`, the version's
 * existing files), an allowed extension, a file type only for uploaded parts.
 */
export function checkFiles(parts: UploadedPart[], fileTypes: Record<string, FileType | null>, takenNames: readonly string[] = []): HashedFile[] {
  const names = new Set(takenNames);
  for (const part of parts) {
    const problem = fileNameProblem(part.filename);
    if (problem) throw invalid(`Invalid file name \`${printableName(part.filename)}\`: ${problem}`);
    if (!isSafeFilename(part.filename)) throw invalid(`Invalid file name \`${part.filename}\`: it must be a single file name without path separators`);
    const extension = extensionOf(part.filename);
    if (!(VERSION_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
      throw invalid(`File extension ${extension || '(none)'} of \`${part.filename}\` is not allowed: use ${VERSION_FILE_EXTENSIONS.join(', ')}`);
    }
    if (names.has(part.filename)) throw invalid(`Duplicate file name \`${part.filename}\`: file names must be unique within a version`);
    names.add(part.filename);
  }
  const unknownType = Object.keys(fileTypes).find((part) => !parts.some((uploaded) => uploaded.name === part));
  if (unknownType !== undefined) throw invalid(`file_types names the part \`${unknownType}\`, which was not uploaded`);
  return parts.map((part) => ({
    part: part.name, filename: part.filename, extension: extensionOf(part.filename), size: part.size, sha1: part.sha1,
    sha512: part.sha512, uploadKey: part.blobKey, blobKey: blobKeyOf(part.sha1), fileType: fileTypes[part.name] ?? null,
  }));
}

/**
 * Moves the uploads to their content addresses, then runs `write` (the transaction that adds the rows). If moving or
 * writing fails, the blobs this call created are deleted again unless a committed row points at them, so a failed
 * upload leaves no orphan. A blob that already holds the same bytes (another version's) is kept; one with other bytes
 * (a write cut short by a crash before writes were atomic) is replaced.
 */
export async function withStoredBlobs<T>(db: Db, blobs: BlobStore, files: readonly HashedFile[], write: () => Promise<T>): Promise<T> {
  const created: string[] = [];
  try {
    const seen = new Set<string>();
    for (const file of files) {
      if (seen.has(file.blobKey) || file.uploadKey === file.blobKey) continue;
      seen.add(file.blobKey);
      if (!(await blobs.head(file.blobKey))) created.push(file.blobKey);
      await blobs.move(file.uploadKey, file.blobKey, { sha1: file.sha1, size: file.size });
    }
    return await write();
  } catch (error) {
    await releaseBlobs(db, blobs, created);
    throw error;
  }
}

/** Deletes the blobs no published file and no staged upload points at any more. */
export async function releaseBlobs(db: Db, blobs: BlobStore, keys: readonly string[]): Promise<void> {
  for (const key of new Set(keys)) {
    if (!(await isBlobReferenced(db, key))) await blobs.delete(key);
  }
}
