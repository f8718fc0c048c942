// Scanning one published file against the rules: every class of a jar, of the jars nested in it (META-INF/jars and
// the like) and of a pack's overrides, and a .mrpack's download hosts. Pure and synchronous: a worker thread runs it.
import { unzipSync } from 'fflate';
import { ARCHIVE_ENTRIES_MAX } from '#contracts/limits.ts';
import type { FindingSeverity } from '#contracts/technical-review.ts';
import { ClassFormatError, readClassFile } from './class-file.ts';
import { RULES, ruleById, type Hit, type PackIndex, type RuleId } from './rules.ts';

/** Inflated class and nested-archive bytes read for one published file, nested ones included. */
const SCAN_INFLATE_MAX = 512 * 1024 * 1024;
/** One entry larger than this is not read (a class file is at most a few MiB; nested jars can be tens of MiB). */
const ENTRY_MAX = 128 * 1024 * 1024;
/** A jar in a jar in a jar is the deepest real packaging goes. */
export const NESTED_DEPTH_MAX = 3;
/** Entries are inflated in batches of about this size, so memory stays flat however large the archive. */
const BATCH_BYTES = 16 * 1024 * 1024;

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

function scanner(context: ScanContext) {
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

  /** Lists the entries to read (failing past the entry cap), then inflates them a batch at a time. */
  function scanArchive(path: string, bytes: Uint8Array, depth: number, isPack: boolean): void {
    report.archives++;
    const prefix = path ? `${path}!/` : '';
    const wanted: { name: string; size: number }[] = [];
    let count = 0;
    try {
      unzipSync(bytes, {
        filter: (file) => {
          if (++count > ARCHIVE_ENTRIES_MAX) throw new LimitExceeded(`more than ${ARCHIVE_ENTRIES_MAX} entries`);
          const kind = extensionOf(file.name);
          if (kind === 'class' || kind === 'jar' || (isPack && file.name === PACK_INDEX)) wanted.push({ name: file.name, size: file.originalSize });
          return false;
        },
      });
    } catch (error) {
      add('unscannable', path, null, { method: null, detail: error instanceof LimitExceeded ? error.message : 'not a valid zip archive' });
      return;
    }
    const classNames: string[] = [];
    for (const batch of batches(wanted)) {
      const names = new Set(batch.map((file) => file.name));
      for (const file of batch) {
        if (file.size > ENTRY_MAX) throw new LimitExceeded(`${prefix}${file.name} is larger than ${ENTRY_MAX / 1024 / 1024} MiB`);
        report.inflatedBytes += file.size;
        if (report.inflatedBytes > SCAN_INFLATE_MAX) throw new LimitExceeded(`more than ${SCAN_INFLATE_MAX / 1024 / 1024} MiB of classes and nested archives`);
      }
      let inflated: Record<string, Uint8Array>;
      try {
        inflated = unzipSync(bytes, { filter: (file) => names.has(file.name) });
      } catch {
        add('unscannable', path, null, { method: null, detail: 'an entry could not be inflated' });
        return;
      }
      for (const [name, content] of Object.entries(inflated)) {
        const entry = `${prefix}${name}`;
        if (name === PACK_INDEX && isPack) scanPack(entry, content);
        else if (extensionOf(name) === 'class') {
          const className = scanClass(entry, content);
          if (className) classNames.push(className);
        } else if (depth >= NESTED_DEPTH_MAX) {
          add('unscannable', entry, null, { method: null, detail: `nested more than ${NESTED_DEPTH_MAX} archives deep` });
        } else {
          scanArchive(entry, content, depth + 1, false);
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

function batches<T extends { size: number }>(files: T[]): T[][] {
  const result: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const file of files) {
    if (current.length && size + file.size > BATCH_BYTES) {
      result.push(current);
      current = [];
      size = 0;
    }
    current.push(file);
    size += file.size;
  }
  if (current.length) result.push(current);
  return result;
}

/** Scans one file. Files that are not archives (signatures) have nothing to scan and yield no findings. */
export function scanFile(filename: string, bytes: Uint8Array, context: ScanContext): ScanReport {
  const { report, add, scanArchive } = scanner(context);
  const extension = extensionOf(filename);
  if (!ARCHIVES.has(extension)) return report;
  try {
    scanArchive('', bytes, 0, extension === 'mrpack');
  } catch (error) {
    if (!(error instanceof LimitExceeded)) throw error;
    add('unscannable', '', null, { method: null, detail: error.message });
  }
  return report;
}
