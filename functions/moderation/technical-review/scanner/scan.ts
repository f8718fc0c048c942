// Scanning one published file against the rules: every class of a jar, of the jars nested in it (META-INF/jars and
// the like) and of a pack's overrides, and a .mrpack's download hosts. The file is read range by range from wherever it
// is (a worker thread asks the job for each range); only nested archives are held whole, once inflated.
import { ApiError } from '#contracts/errors.ts';
import type { FindingSeverity } from '#contracts/technical-review.ts';
import { memorySource, readFromSource, type ByteSource } from '#lib/zip/byte-reads.ts';
import { inflateEntry, type InflateFailure } from '#lib/zip/inflate.ts';
import { readZipDirectory, type ZipEntry } from '#lib/zip/zip-directory.ts';
import { ClassFormatError, readClassFile } from './class-file.ts';
import { RULES, ruleById, type Hit, type PackIndex, type RuleId } from './rules.ts';

/** Inflated class and nested-archive bytes read for one published file, nested ones included. */
const SCAN_INFLATE_MAX = 512 * 1024 * 1024;
/** One entry larger than this is not read (a class file is at most a few MiB; nested jars can be tens of MiB). */
const ENTRY_MAX = 128 * 1024 * 1024;
/** A jar in a jar in a jar is the deepest real packaging goes. */
export const NESTED_DEPTH_MAX = 3;
/** The most of the file read at once (an entry larger than this alone excepted), so memory stays flat however large the file. */
export const SPAN_BYTES = 16 * 1024 * 1024;

const ARCHIVES = new Set(['jar', 'zip', 'litemod', 'mrpack']);
const PACK_INDEX = 'modrinth.index.json';

export interface Finding {
  rule: RuleId;
  severity: FindingSeverity;
  /** The entry inside the file, nested archives joined by `!/`; empty for the file as a whole. */
  entry: string;
  /** Dotted class name, when the finding is in a class. */
  className: string | null;
  method: string | null;
  detail: string;
}

export interface ScanReport {
  findings: Finding[];
  classes: number;
  archives: number;
  inflatedBytes: number;
}

export interface ScanContext {
  /** The hosts a pack may download from (packDownloadHosts of the instance's CDN). */
  packHosts: readonly string[];
}

class LimitExceeded extends Error {}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** Classes and nested jars are read, and a pack's index. */
const isScanned = (name: string, isPack: boolean) => {
  const kind = extensionOf(name);
  return kind === 'class' || kind === 'jar' || (isPack && name === PACK_INDEX);
};

const INFLATE_FAILURES: Record<InflateFailure, string> = {
  'unsupported-method': 'the entry uses a compression method other than deflate',
  invalid: 'the entry could not be inflated',
  'size-mismatch': 'the entry does not inflate to the size its archive declares',
};

function scanner(filename: string, context: ScanContext) {
  const report: ScanReport = { findings: [], classes: 0, archives: 0, inflatedBytes: 0 };
  const seen = new Set<string>();
  const add = (rule: RuleId, entry: string, className: string | null, hit: Hit) => {
    const key = `${rule}\n${entry}\n${className}\n${hit.method}\n${hit.detail}`;
    if (seen.has(key)) return;
    seen.add(key);
    report.findings.push({ rule, severity: ruleById(rule)!.severity, entry, className, method: hit.method, detail: hit.detail });
  };

  function scanClass(entry: string, bytes: Uint8Array): string | null {
    report.classes++;
    let cls;
    try {
      cls = readClassFile(bytes);
    } catch (error) {
      if (!(error instanceof ClassFormatError)) throw error;
      add('unreadable-class', entry, null, { method: null, detail: error.message });
      return null;
    }
    const className = cls.name.replaceAll('/', '.');
    for (const rule of RULES) {
      if (rule.on !== 'class') continue;
      for (const hit of rule.match(cls)) add(rule.id, entry, className, hit);
    }
    return cls.name;
  }

  function scanPack(entry: string, bytes: Uint8Array): void {
    let index: PackIndex;
    try {
      const parsed = JSON.parse(new TextDecoder().decode(bytes)) as { files?: unknown };
      index = { files: Array.isArray(parsed.files) ? parsed.files.map(packFile) : [] };
    } catch {
      add('unscannable', entry, null, { method: null, detail: `${PACK_INDEX} is not valid JSON` });
      return;
    }
    for (const rule of RULES) {
      if (rule.on === 'pack') for (const hit of rule.match(index, context.packHosts)) add(rule.id, entry, null, hit);
    }
  }

  /** One wanted entry's bytes, or null (then flagged) when they cannot be inflated to the size the directory declares. */
  function open(entry: ZipEntry, compressed: Uint8Array, name: string): Uint8Array | null {
    const inflated = inflateEntry(entry.method, compressed, entry.size);
    if ('bytes' in inflated) return inflated.bytes;
    add('unscannable', name, null, { method: null, detail: INFLATE_FAILURES[inflated.failure] });
    return null;
  }

  /**
   * Reads the archive's directory (refused as inspection refuses it, past ARCHIVE_ENTRIES_MAX entries too), then its
   * classes, nested archives and pack index a span of the file at a time: never the whole file, never more than a
   * span or one entry in memory besides the nested archive being scanned.
   */
  async function scanArchive(path: string, source: ByteSource, depth: number, isPack: boolean): Promise<void> {
    report.archives++;
    const prefix = path ? `${path}!/` : '';
    let wanted: ZipEntry[];
    try {
      const directory = await readFromSource((size) => readZipDirectory(size, path || filename, (name) => isScanned(name, isPack)), source);
      wanted = directory.wanted.sort((a, b) => a.dataStart - b.dataStart);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      add('unscannable', path, null, { method: null, detail: error.message });
      return;
    }
    const classNames: string[] = [];
    for (const span of spans(wanted)) {
      for (const file of span) {
        if (Math.max(file.size, file.compressedSize) > ENTRY_MAX) throw new LimitExceeded(`${prefix}${file.name} is larger than ${ENTRY_MAX / 1024 / 1024} MiB`);
        report.inflatedBytes += file.size;
        if (report.inflatedBytes > SCAN_INFLATE_MAX) throw new LimitExceeded(`more than ${SCAN_INFLATE_MAX / 1024 / 1024} MiB of classes and nested archives`);
      }
      const from = span[0]!.dataStart;
      const bytes = await source.read({ offset: from, length: span.at(-1)!.dataStart + span.at(-1)!.compressedSize - from });
      for (const file of span) {
        const entry = `${prefix}${file.name}`;
        const content = open(file, bytes.subarray(file.dataStart - from, file.dataStart - from + file.compressedSize), entry);
        if (!content) continue;
        if (isPack && file.name === PACK_INDEX) scanPack(entry, content);
        else if (extensionOf(file.name) === 'class') {
          const className = scanClass(entry, content);
          if (className) classNames.push(className);
        } else if (depth >= NESTED_DEPTH_MAX) {
          add('unscannable', entry, null, { method: null, detail: `nested more than ${NESTED_DEPTH_MAX} archives deep` });
        } else {
          await scanArchive(entry, memorySource(content), depth + 1, false);
        }
      }
    }
    for (const rule of RULES) {
      if (rule.on === 'archive') for (const hit of rule.match(classNames)) add(rule.id, path, null, hit);
    }
  }

  return { report, add, scanArchive };
}

function packFile(file: unknown): PackIndex['files'][number] {
  const { path, downloads } = (file ?? {}) as { path?: unknown; downloads?: unknown };
  return {
    path: typeof path === 'string' ? path : '(no path)',
    downloads: Array.isArray(downloads) ? downloads.filter((url): url is string => typeof url === 'string') : [],
  };
}

/**
 * Groups entries (in file order) into spans of the file read at once: as many neighbours as fit in SPAN_BYTES, so a
 * jar's classes come in a few reads however many there are; an entry larger than that is a span of its own.
 */
function spans(entries: readonly ZipEntry[]): ZipEntry[][] {
  const result: ZipEntry[][] = [];
  let current: ZipEntry[] = [];
  for (const entry of entries) {
    if (current.length && entry.dataStart + entry.compressedSize - current[0]!.dataStart > SPAN_BYTES) {
      result.push(current);
      current = [];
    }
    current.push(entry);
  }
  if (current.length) result.push(current);
  return result;
}

/** Scans one file, reading it range by range. Files that are not archives (signatures) have nothing to scan. */
export async function scanFile(filename: string, source: ByteSource, context: ScanContext): Promise<ScanReport> {
  const { report, add, scanArchive } = scanner(filename, context);
  const extension = extensionOf(filename);
  if (!ARCHIVES.has(extension)) return report;
  try {
    await scanArchive('', source, 0, extension === 'mrpack');
  } catch (error) {
    if (!(error instanceof LimitExceeded)) throw error;
    add('unscannable', '', null, { method: null, detail: error.message });
  }
  return report;
}
