// Reading the index of a published .mrpack straight from the blob store (range reads, never the whole pack in
// memory), with the same validation as at upload: for installing a pack somewhere else than a launcher.
import type { BlobStore } from '#platform/blobs/port.ts';
import { blobSource, readFromSource } from '#lib/zip/byte-reads.ts';
import { openArchive, packArchive } from './archive.ts';
import { MRPACK_INDEX, readMrpackIndex, type MrpackIndex } from './mrpack.ts';

const INDEX_MAX_BYTES = 16 * 1024 * 1024;

export type { MrpackIndex };

/** The validated index and the names of every entry of the pack (its overrides folders included). */
export async function readStoredMrpack(
  blobs: BlobStore, key: string, size: number, filename: string, hosts: readonly string[],
): Promise<{ index: MrpackIndex; names: string[] }> {
  const packed = await readFromSource((total) => packArchive(total, new Map([[MRPACK_INDEX, INDEX_MAX_BYTES]]), filename), blobSource(blobs, key, size));
  const archive = openArchive(packed, filename);
  return { index: readMrpackIndex(archive, filename, hosts), names: archive.names };
}
