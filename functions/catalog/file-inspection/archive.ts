// Reading zip archives (jars, packs, .mrpack): every entry name, and the bytes of only the metadata asked for, inflated
// within a budget. Packing (cheap: the directory and the wanted compressed bytes) and opening (the inflating) are
// apart so that opening can run on a worker thread without the whole upload being copied there.
import { ApiError } from '#contracts/errors.ts';
import type { ByteReads } from '#lib/zip/byte-reads.ts';
import { DEFLATED, INFLATE_CHUNK_BYTES, inflateEntry, STORED } from '#lib/zip/inflate.ts';
import { listEntries, readZipDirectory } from '#lib/zip/zip-directory.ts';

/** All metadata of one archive together: what inflating may cost, however many entries ask for it. */
const INFLATE_BUDGET_BYTES = 32 * 1024 * 1024;

/** One wanted entry, still compressed: all a worker thread needs to read it. */
export interface PackedEntry {
  name: string;
  method: number;
  size: number;
  data: Uint8Array;
}

export interface PackedArchive {
  /** The central directory's records, whose names are decoded only when the archive is opened. */
  records: Uint8Array;
  count: number;
  entries: PackedEntry[];
}

export interface Archive {
  names: string[];
  /** Entries the archiver marked as symbolic links. */
  links: string[];
  /** The inflated bytes of a wanted entry, if the archive has it. */
  entry(name: string): Uint8Array | undefined;
  text(name: string): string | undefined;
}

const refuse = (description: string) => new ApiError('invalid_input', description);

/**
 * Reads the directory and copies out the wanted entries' compressed bytes; refuses what could not be read within
 * budget. `wanted` maps each entry to read to the most bytes it may inflate to: a larger one is refused, not inflated.
 */
export function* packArchive(size: number, wanted: ReadonlyMap<string, number>, filename: string): ByteReads<PackedArchive> {
  let directory;
  try {
    directory = yield* readZipDirectory(size, filename, new Set(wanted.keys()));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refuse(`${filename} is not a valid zip archive`);
  }
  const entries: PackedEntry[] = [];
  let total = 0;
  for (const entry of directory.wanted) {
    if (entries.some((packed) => packed.name === entry.name)) throw refuse(`${filename} contains \`${entry.name}\` more than once`);
    const limit = wanted.get(entry.name)!;
    if (entry.size > limit || entry.compressedSize > limit + INFLATE_CHUNK_BYTES) {
      throw refuse(`\`${entry.name}\` in ${filename} is too large to read`);
    }
    total += entry.size;
    if (total > INFLATE_BUDGET_BYTES) throw refuse(`${filename} holds more metadata than Kiln reads (${INFLATE_BUDGET_BYTES / 1024 / 1024} MiB)`);
    if (entry.method !== STORED && entry.method !== DEFLATED) throw refuse(`\`${entry.name}\` in ${filename} uses an unsupported compression method`);
    entries.push({ name: entry.name, method: entry.method, size: entry.size, data: yield { offset: entry.dataStart, length: entry.compressedSize } });
  }
  return { records: directory.records, count: directory.count, entries };
}

/** Inflates one entry, stopping as soon as it outgrows its declared size. */
function openEntry(entry: PackedEntry, filename: string): Uint8Array {
  const inflated = inflateEntry(entry.method, entry.data, entry.size);
  if ('bytes' in inflated) return inflated.bytes;
  if (inflated.failure === 'invalid') throw refuse(`${filename} is not a valid zip archive`);
  throw refuse(`\`${entry.name}\` in ${filename} does not match its declared size`);
}

export function openArchive(packed: PackedArchive, filename: string): Archive {
  const entries = new Map(packed.entries.map((entry) => [entry.name, openEntry(entry, filename)]));
  const decoder = new TextDecoder();
  return {
    ...listEntries(packed.records, packed.count),
    entry: (name) => entries.get(name),
    text: (name) => {
      const bytes = entries.get(name);
      return bytes ? decoder.decode(bytes).replace(/^\uFEFF/, '') : undefined;
    },
  };
}
