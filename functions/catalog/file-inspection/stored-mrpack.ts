// Reading the index of a published .mrpack straight from the blob store (range reads, never the whole pack in
// memory), with the same validation as at upload but for its download hosts: for installing a pack somewhere else
// than a launcher, by the files' hashes. Its downloads were checked at upload against the CDN of the time, which may
// have moved since (CDN_URL), and are not followed here.
import type { BlobStore } from '#platform/blobs/port.ts';
import { blobSource, readFromSource } from '#lib/zip/byte-reads.ts';
import { openArchive, packArchive } from './archive.ts';
import { MRPACK_INDEX, readMrpackIndex, type MrpackIndex } from './mrpack.ts';

const INDEX_MAX_BYTES = 16 * 1024 * 1024;

export type { MrpackIndex };

/** The validated index and the names of every entry of the pack (its overrides folders included). */
export async function readStoredMrpack(
  blobs: BlobStore, key: string, size: number, filename: string,
): Promise<{ index: MrpackIndex; names: string[] }> {
  const packed = await readFromSource((total) => packArchive(total, new Map([[MRPACK_INDEX, INDEX_MAX_BYTES]]), filename), blobSource(blobs, key, size));
  const archive = openArchive(packed, filename);
  return { index: readMrpackIndex(archive, filename, null), names: archive.names };
}
