// The central directory of a zip (jar, pack, .mrpack), read and checked before any byte is inflated: every entry
// must lie inside the archive and own its data alone, so no archive can make Kiln inflate the same bytes twice.
// Checking decodes no names unless the caller picks entries by a test of them (inspection runs it on the event loop,
// for up to ARCHIVE_ENTRIES_MAX entries); listing them is apart. It reads only the ranges it needs, so a file is
// checked where it is stored, never loaded whole (the upload being inspected, the published file being scanned).
import { strFromU8, strToU8 } from 'fflate';
import { ApiError } from '#contracts/errors.ts';
import { ARCHIVE_ENTRIES_MAX } from '#contracts/limits.ts';
import type { ByteReads } from './byte-reads.ts';

const EOCD = 0x06054b50;
const EOCD64 = 0x06064b50;
const EOCD64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const UTF8_NAMES = 0x0800;
/** Sizes and offsets of this value live in the zip64 extra field. */
const IN_ZIP64 = 0xffffffff;

/** A wanted entry, found by its name. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  /** Where the entry's (compressed) bytes start. */
  dataStart: number;
}

export interface ZipDirectory {
  /** A copy of the central directory's records, for listing the names. */
  records: Uint8Array;
  count: number;
  wanted: ZipEntry[];
}

const refuse = (filename: string, why?: string) => new ApiError('invalid_input', `${filename} is not a valid zip archive${why ? `: ${why}` : ''}`);

function reader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    u16: (at: number) => view.getUint16(at, true),
    u32: (at: number) => view.getUint32(at, true),
    u64: (at: number) => view.getUint32(at, true) + view.getUint32(at + 4, true) * 2 ** 32,
  };
}

/** The name in the directory record at `at`: UTF-8 when flagged, else (as fflate reads it) Latin-1. */
const nameAt = (bytes: Uint8Array, at: number, u16 = reader(bytes).u16) =>
  strFromU8(bytes.subarray(at + 46, at + 46 + u16(at + 28)), !(u16(at + 8) & UTF8_NAMES));

/** Room for the end record, its longest comment and the zip64 locator before it. */
const TAIL_BYTES = 22 + 0xffff + 20;
/** Far more than 100,000 entries with long names need; a larger directory is refused before it is read. */
export const CENTRAL_DIRECTORY_MAX_BYTES = 32 * 1024 * 1024;
const LOCAL_HEADER_BYTES = 30;

/** The central directory's place and entry count, from the end record (or its zip64 form). */
function* locate(size: number, filename: string): ByteReads<{ start: number; end: number; count: number }> {
  const from = Math.max(0, size - TAIL_BYTES);
  const tail = yield { offset: from, length: size - from };
  const { u16, u32, u64 } = reader(tail);
  let end = tail.length - 22;
  const lowest = Math.max(0, end - 0xffff);
  while (end >= lowest && !(u32(end) === EOCD && end + 22 + u16(end + 20) <= tail.length)) end--;
  if (end < lowest) throw refuse(filename);
  let count = u16(end + 10);
  let length = u32(end + 12);
  let start = u32(end + 16);
  let limit = from + end;
  if (end >= 20 && u32(end - 20) === EOCD64_LOCATOR) {
    const record = u64(end - 12);
    if (record + 56 > limit - 20) throw refuse(filename, 'a broken zip64 end record');
    const zip64 = reader(yield { offset: record, length: 56 });
    if (zip64.u32(0) !== EOCD64) throw refuse(filename, 'a broken zip64 end record');
    count = zip64.u64(32);
    length = zip64.u64(40);
    start = zip64.u64(48);
    limit = record;
  }
  if (count > ARCHIVE_ENTRIES_MAX) {
    throw new ApiError('invalid_input', `${filename} has ${count} entries; Kiln reads archives of at most ${ARCHIVE_ENTRIES_MAX}`);
  }
  if (start + length > limit || count * 46 > length) throw refuse(filename, 'the central directory lies outside the file');
  if (length > CENTRAL_DIRECTORY_MAX_BYTES) throw refuse(filename, 'its central directory is larger than Kiln reads');
  return { start, end: start + length, count };
}

/** Where the zip64 extra field's values start (they stand in for the 32-bit fields that hold 0xffffffff), or -1. */
function zip64Field(u16: (at: number) => number, from: number, to: number): number {
  for (let at = from; at + 4 <= to; at += 4 + u16(at + 2)) {
    if (u16(at) === ZIP64_EXTRA) return at + 4;
  }
  return -1;
}

/** Whether the record's name is one of `wanted` (as bytes, grouped by length): no decoding for the names nobody asked for. */
function matcher(wanted: ReadonlySet<string>) {
  const byLength = new Map<number, Uint8Array[]>();
  for (const name of wanted) {
    const encoded = strToU8(name);
    byLength.set(encoded.length, [...(byLength.get(encoded.length) ?? []), encoded]);
  }
  return (bytes: Uint8Array, from: number, length: number) =>
    byLength.get(length)?.some((name) => name.every((byte, i) => bytes[from + i] === byte)) ?? false;
}

/** One directory record's facts: where the record is (in the directory), its local header (in the file) and its data. */
interface DirectoryRecord {
  at: number;
  local: number;
  method: number;
  compressedSize: number;
  size: number;
  /** Known once the local header is read. */
  dataStart: number;
}

function* readRecords(records: Uint8Array, directory: { start: number; count: number }, filename: string): Generator<DirectoryRecord> {
  const { u16, u32, u64 } = reader(records);
  let at = 0;
  for (let i = 0; i < directory.count; i++) {
    if (at + 46 > records.length || u32(at) !== CENTRAL) throw refuse(filename, 'a broken central directory');
    const nameLength = u16(at + 28);
    const extraEnd = at + 46 + nameLength + u16(at + 30);
    const next = extraEnd + u16(at + 32);
    if (next > records.length) throw refuse(filename, 'a broken central directory');
    let size = u32(at + 24);
    let compressedSize = u32(at + 20);
    let local = u32(at + 42);
    if (size === IN_ZIP64 || compressedSize === IN_ZIP64 || local === IN_ZIP64) {
      let field = zip64Field(u16, at + 46 + nameLength, extraEnd);
      const take = () => {
        if (field < 0 || field + 8 > extraEnd) throw refuse(filename, `the entry \`${nameAt(records, at)}\` has a broken zip64 field`);
        field += 8;
        return u64(field - 8);
      };
      if (size === IN_ZIP64) size = take();
      if (compressedSize === IN_ZIP64) compressedSize = take();
      if (local === IN_ZIP64) local = take();
    }
    if (local + LOCAL_HEADER_BYTES > directory.start) throw refuse(filename, `the entry \`${nameAt(records, at)}\` points outside the archive`);
    yield { at, local, method: u16(at + 10), compressedSize, size, dataStart: 0 };
    at = next;
  }
}

/** The entries to find: these names exactly (matched without decoding the others), or those a test of the name picks. */
export type WantedEntries = ReadonlySet<string> | ((name: string) => boolean);

/**
 * Checks the directory and finds the `wanted` entries of a file of `size` bytes. Refused (ApiError 400): more than
 * ARCHIVE_ENTRIES_MAX entries, a directory or local header outside the file or not where it is said to be, and
 * entries whose data overlap (two names for the same compressed bytes). Reads the end of the file, the directory,
 * and every local header (in one pass, in file order), nothing else.
 */
export function* readZipDirectory(size: number, filename: string, wanted: WantedEntries): ByteReads<ZipDirectory> {
  const directory = yield* locate(size, filename);
  const records = yield { offset: directory.start, length: directory.end - directory.start };
  const entries = [...readRecords(records, directory, filename)];
  let sorted = true;
  for (let i = 1; i < entries.length && sorted; i++) sorted = entries[i - 1]!.local < entries[i]!.local;
  // Archivers write entries in directory order; only a reordered directory pays for sorting.
  const order = sorted ? entries : [...entries].sort((a, b) => a.local - b.local);
  const headers = reader(yield { offsets: order.map((entry) => entry.local), length: LOCAL_HEADER_BYTES });
  order.forEach((entry, k) => {
    const header = k * LOCAL_HEADER_BYTES;
    if (headers.u32(header) !== LOCAL) throw refuse(filename, `the entry \`${nameAt(records, entry.at)}\` has no local header where the directory points`);
    entry.dataStart = entry.local + LOCAL_HEADER_BYTES + headers.u16(header + 26) + headers.u16(header + 28);
  });
  const { u16 } = reader(records);
  const named = typeof wanted === 'function' ? null : matcher(wanted);
  const isWanted = (at: number) => (named ? named(records, at + 46, u16(at + 28)) : (wanted as (name: string) => boolean)(nameAt(records, at)));
  const found: ZipEntry[] = [];
  for (const entry of entries) {
    if (entry.dataStart + entry.compressedSize > directory.start) throw refuse(filename, `the entry \`${nameAt(records, entry.at)}\` points outside the archive`);
    if (isWanted(entry.at)) {
      const { method, compressedSize, size, dataStart } = entry;
      found.push({ name: nameAt(records, entry.at), method, compressedSize, size, dataStart });
    }
  }
  // Sorted by local header, each entry's data must end before the next entry's header starts.
  for (let k = 1; k < order.length; k++) {
    const [before, after] = [order[k - 1]!, order[k]!];
    if (after.local < before.dataStart + before.compressedSize) {
      throw refuse(filename, `the entries \`${nameAt(records, before.at)}\` and \`${nameAt(records, after.at)}\` share their data`);
    }
  }
  return { records, count: directory.count, wanted: found };
}

/** Every entry's name, and those the archiver marked as symbolic links (Unix mode in the external attributes). */
export function listEntries(records: Uint8Array, count: number): { names: string[]; links: string[] } {
  const { u16, u32 } = reader(records);
  const names: string[] = [];
  const links: string[] = [];
  for (let i = 0, at = 0; i < count; i++, at += 46 + u16(at + 28) + u16(at + 30) + u16(at + 32)) {
    const name = nameAt(records, at, u16);
    names.push(name);
    if (((u32(at + 38) >>> 16) & 0o170000) === 0o120000) links.push(name);
  }
  return { names, links };
}
