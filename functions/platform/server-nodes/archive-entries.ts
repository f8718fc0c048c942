// The entries of a `.zip` or `.tar.gz` lying on disk, read as streams for a node to extract: each header is checked
// (a plain relative path, a file or a folder, never a link) and the whole listing against the archive limits, so a
// caller can refuse an archive before it writes a byte. Zips are read with yauzl (central directory first, entries
// inflated as streams, declared sizes enforced); tarballs with node-tar's streaming parser.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { Parser, type ReadEntry } from 'tar';
import yauzl from 'yauzl';
import { NodeError, type ArchiveLimits } from './port.ts';
import { readableBytes } from './upload-limit.ts';

export type ArchiveFormat = 'zip' | 'tar.gz';

export interface ArchiveEntry {
  /** Relative, `/`-separated, without `.` or empty parts. */
  path: string;
  kind: 'file' | 'directory';
  /** The inflated size the header declares (0 for folders). */
  size: number;
}

/**
 * Called once per entry, in archive order; `open` gives a file's inflated bytes (null for folders or when not asked),
 * opened only once the visitor is ready to consume them, since a zip entry starts inflating as soon as it is opened.
 */
export type VisitEntry = (entry: ArchiveEntry, open: (() => Promise<Readable>) | null) => Promise<void>;

/** The refusal of an archive expanding past `maxBytes`, by its headers or by what actually inflated. */
export const tooLarge = (maxBytes: number) => new NodeError(`The archive expands to more than ${readableBytes(maxBytes)}, more than this server may hold.`, 'invalid');

const outside = (name: string) => new NodeError(`The archive entry “${name}” would land outside the folder it is extracted into.`, 'invalid');

/** The archive's format by its name; only these two can be extracted. */
export function archiveFormat(path: string): ArchiveFormat {
  const name = path.toLowerCase();
  if (name.endsWith('.zip')) return 'zip';
  if (name.endsWith('.tar.gz') || name.endsWith('.tgz')) return 'tar.gz';
  throw new NodeError('Only .zip and .tar.gz archives can be extracted.', 'invalid');
}

/** The entry's normalized path, refused when it is absolute, has a drive letter, `..`, a NUL byte or no name at all. */
export function entryPath(name: string): string {
  if (name.includes('\0') || name.startsWith('/') || name.startsWith('\\') || /^[a-zA-Z]:/.test(name)) throw outside(name);
  const parts = name.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
  if (parts.length === 0 || parts.includes('..')) throw outside(name);
  return parts.join('/');
}

/** Reads the headers only and checks them; resolves with the totals when extraction may go ahead. */
export async function checkArchive(file: string, format: ArchiveFormat, limits: ArchiveLimits): Promise<{ entries: number; bytes: number }> {
  const files = new Set<string>();
  const folders = new Set<string>();
  let bytes = 0;
  await readArchive(file, format, false, limits.maxEntries, async (entry) => {
    if (files.has(entry.path) || (entry.kind === 'file' && folders.has(entry.path))) {
      throw new NodeError(`The archive holds “${entry.path}” more than once.`, 'invalid');
    }
    (entry.kind === 'file' ? files : folders).add(entry.path);
    bytes += entry.size;
    if (bytes > limits.maxInflatedBytes) throw tooLarge(limits.maxInflatedBytes);
  });
  // A file whose name is also a folder of another entry cannot be written.
  for (const path of files) {
    for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
      if (files.has(path.slice(0, slash))) throw new NodeError(`The archive holds “${path.slice(0, slash)}” both as a file and as a folder.`, 'invalid');
    }
  }
  return { entries: files.size + folders.size, bytes };
}

/** Visits every entry; with `bodies`, files come with their bytes, which the visitor must open and consume. */
export function readArchive(file: string, format: ArchiveFormat, bodies: boolean, maxEntries: number, visit: VisitEntry): Promise<void> {
  const counted: VisitEntry = (() => {
    let seen = 0;
    return (entry, body) => {
      seen += 1;
      if (seen > maxEntries) throw new NodeError(`The archive has more than ${maxEntries} entries.`, 'invalid');
      return visit(entry, body);
    };
  })();
  return format === 'zip' ? readZip(file, bodies, maxEntries, counted) : readTarGz(file, bodies, counted);
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

async function readZip(file: string, bodies: boolean, maxEntries: number, visit: VisitEntry): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    // yauzl refuses absolute and `..` names itself before Kiln sees them: zipFailure gives those Kiln's message.
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: true, strictFileNames: false, validateEntrySizes: true });
  } catch {
    throw new NodeError('The file is not a readable zip archive.', 'invalid');
  }
  try {
    if (zip.entryCount > maxEntries) throw new NodeError(`The archive has more than ${maxEntries} entries.`, 'invalid');
    for await (const entry of zip.eachEntry()) {
      const directory = entry.fileName.endsWith('/');
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) throw new NodeError(`The archive entry “${entry.fileName}” is a link; links are not extracted.`, 'invalid');
      if (entry.isEncrypted()) throw new NodeError(`The archive entry “${entry.fileName}” is encrypted.`, 'invalid');
      const checked: ArchiveEntry = { path: entryPath(entry.fileName), kind: directory ? 'directory' : 'file', size: directory ? 0 : entry.uncompressedSize };
      await visit(checked, bodies && !directory ? () => zip.openReadStreamPromise(entry) : null);
    }
  } catch (error) {
    throw zipFailure(error);
  } finally {
    zip.close();
  }
}

function zipFailure(error: unknown): NodeError {
  if (error instanceof NodeError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // yauzl still refuses some names itself (absolute paths, `..`) even when Kiln checks them.
  const name = /^(?:invalid relative path|absolute path): (.*)$/.exec(message);
  if (name) return outside(name[1]!);
  if (/too many bytes|not enough bytes/.test(message)) return new NodeError('An archive entry expands to another size than its header declares.', 'invalid');
  return new NodeError('The zip archive is damaged.', 'invalid');
}

const TAR_FILES = new Set(['File', 'OldFile', 'ContiguousFile']);

function readTarGz(file: string, bodies: boolean, visit: VisitEntry): Promise<void> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    let pending = Promise.resolve();
    const source = createReadStream(file);
    const fail = (error: unknown) => {
      if (failed) return;
      failed = error instanceof NodeError ? error : new NodeError('The .tar.gz archive is damaged.', 'invalid');
      source.destroy();
      reject(failed);
    };
    // Entries arrive one at a time: node-tar holds the next until this one's body has been read.
    const parser = new Parser({
      strict: true,
      noResume: true,
      onReadEntry: (entry: ReadEntry) => {
        if (failed) return void entry.resume();
        try {
          const kind = TAR_FILES.has(entry.type) ? 'file' : entry.type === 'Directory' ? 'directory' : null;
          if (entry.type === 'SymbolicLink' || entry.type === 'Link') throw new NodeError(`The archive entry “${entry.path}” is a link; links are not extracted.`, 'invalid');
          if (!kind) throw new NodeError(`The archive entry “${entry.path}” is neither a file nor a folder.`, 'invalid');
          const checked: ArchiveEntry = { path: entryPath(entry.path), kind, size: kind === 'file' ? entry.size : 0 };
          const body = bodies && kind === 'file' ? async () => Readable.from(entry) : null;
          if (!body) entry.resume();
          pending = pending.then(() => visit(checked, body)).catch(fail);
        } catch (error) {
          entry.resume();
          fail(error);
        }
      },
    });
    parser.on('error', fail);
    source.on('error', fail);
    parser.on('end', () => void pending.then(() => (failed ? undefined : resolve())));
    source.pipe(parser);
  });
}
