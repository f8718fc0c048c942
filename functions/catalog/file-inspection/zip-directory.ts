// The central directory of a zip (jar, pack, .mrpack), read and checked before any byte is inflated: every entry
// must lie inside the archive and own its data alone, so no archive can make Kiln inflate the same bytes twice.
// Checking decodes no names (it runs on the event loop, for up to ARCHIVE_ENTRIES_MAX entries); listing them is apart.
import { strFromU8, strToU8 } from 'fflate';
import { ApiError } from '#contracts/errors.ts';

/** More entries than the largest mod jars and packs carry; checking that many takes tens of milliseconds at most. */
export const ARCHIVE_ENTRIES_MAX = 100_000;

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

/** The central directory's place and entry count, from the end record (or its zip64 form). */
function locate(bytes: Uint8Array, filename: string): { start: number; end: number; count: number } {
  const { u16, u32, u64 } = reader(bytes);
  let end = bytes.length - 22;
  const lowest = Math.max(0, end - 0xffff);
  while (end >= lowest && !(u32(end) === EOCD && end + 22 + u16(end + 20) <= bytes.length)) end--;
  if (end < lowest) throw refuse(filename);
  let count = u16(end + 10);
  let size = u32(end + 12);
  let start = u32(end + 16);
  let limit = end;
  if (end >= 20 && u32(end - 20) === EOCD64_LOCATOR) {
    const record = u64(end - 12);
    if (record + 56 > end - 20 || u32(record) !== EOCD64) throw refuse(filename, 'a broken zip64 end record');
    count = u64(record + 32);
    size = u64(record + 40);
    start = u64(record + 48);
    limit = record;
  }
  if (count > ARCHIVE_ENTRIES_MAX) {
    throw new ApiError('invalid_input', `${filename} has ${count} entries; Kiln reads archives of at most ${ARCHIVE_ENTRIES_MAX}`);
  }
  if (start + size > limit || count * 46 > size) throw refuse(filename, 'the central directory lies outside the file');
  return { start, end: start + size, count };
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

/**
 * Checks the directory and finds the `wanted` entries. Refused (ApiError 400): more than ARCHIVE_ENTRIES_MAX entries,
 * a directory or local header outside the file or not where it is said to be, and entries whose data overlap (two
 * names for the same compressed bytes).
 */
export function readZipDirectory(bytes: Uint8Array, filename: string, wanted: ReadonlySet<string>): ZipDirectory {
  const { u16, u32, u64 } = reader(bytes);
  const directory = locate(bytes, filename);
  const isWanted = matcher(wanted);
  const found: ZipEntry[] = [];
  // Per entry, in directory order: where its record starts, where its local header starts, where its data ends.
  const spans = new Float64Array(directory.count * 3);
  let at = directory.start;
  for (let i = 0; i < directory.count; i++) {
    if (at + 46 > directory.end || u32(at) !== CENTRAL) throw refuse(filename, 'a broken central directory');
    const nameLength = u16(at + 28);
    const extraEnd = at + 46 + nameLength + u16(at + 30);
    const next = extraEnd + u16(at + 32);
    if (next > directory.end) throw refuse(filename, 'a broken central directory');
    let size = u32(at + 24);
    let compressedSize = u32(at + 20);
    let local = u32(at + 42);
    if (size === IN_ZIP64 || compressedSize === IN_ZIP64 || local === IN_ZIP64) {
      let field = zip64Field(u16, at + 46 + nameLength, extraEnd);
      const take = () => {
        if (field < 0 || field + 8 > extraEnd) throw refuse(filename, `the entry \`${nameAt(bytes, at)}\` has a broken zip64 field`);
        field += 8;
        return u64(field - 8);
      };
      if (size === IN_ZIP64) size = take();
      if (compressedSize === IN_ZIP64) compressedSize = take();
      if (local === IN_ZIP64) local = take();
    }
    if (local + 30 > directory.start) throw refuse(filename, `the entry \`${nameAt(bytes, at)}\` points outside the archive`);
    if (u32(local) !== LOCAL) throw refuse(filename, `the entry \`${nameAt(bytes, at)}\` has no local header where the directory points`);
    const dataStart = local + 30 + u16(local + 26) + u16(local + 28);
    if (dataStart + compressedSize > directory.start) throw refuse(filename, `the entry \`${nameAt(bytes, at)}\` points outside the archive`);
    if (isWanted(bytes, at + 46, nameLength)) found.push({ name: nameAt(bytes, at), method: u16(at + 10), compressedSize, size, dataStart });
    spans[i * 3] = at;
    spans[i * 3 + 1] = local;
    spans[i * 3 + 2] = dataStart + compressedSize;
    at = next;
  }
  refuseOverlaps(bytes, spans, filename);
  return { records: bytes.slice(directory.start, directory.end), count: directory.count, wanted: found };
}

/** Sorted by local header, each entry's data must end before the next entry's header starts. */
function refuseOverlaps(bytes: Uint8Array, spans: Float64Array, filename: string): void {
  const count = spans.length / 3;
  let sorted = true;
  for (let i = 1; i < count && sorted; i++) sorted = spans[i * 3 - 2]! < spans[i * 3 + 1]!;
  // Archivers write entries in directory order; only a reordered directory pays for sorting.
  const order = sorted ? null : Array.from({ length: count }, (_, i) => i).sort((a, b) => spans[a * 3 + 1]! - spans[b * 3 + 1]!);
  for (let k = 1; k < count; k++) {
    const before = order ? order[k - 1]! : k - 1;
    const after = order ? order[k]! : k;
    if (spans[after * 3 + 1]! < spans[before * 3 + 2]!) {
      const [first, second] = [nameAt(bytes, spans[before * 3]!), nameAt(bytes, spans[after * 3]!)];
      throw refuse(filename, `the entries \`${first}\` and \`${second}\` share their data`);
    }
  }
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
