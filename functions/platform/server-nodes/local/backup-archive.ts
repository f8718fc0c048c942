// A server's folder as a backup archive and back: packed into a streamed `.tar.gz` (node-tar) that goes straight into
// the blob store, and unpacked from the store's stream into a folder, refusing anything that is not a plain file or
// folder inside it.
import { readdir } from 'node:fs/promises';
import { relative } from 'node:path';
import { Readable } from 'node:stream';
import { create, extract, type ReadEntry } from 'tar';
import { NodeError, type BackupTarget } from '../port.ts';
import { lexicalPath } from './server-files.ts';

/**
 * node-tar writes a second name of a hard-linked file as a link entry, which restoring refuses; a cache that remembers
 * nothing makes it archive every name as a file of its own.
 */
class NoLinkCache<K, V> extends Map<K, V> {
  override set(): this {
    return this;
  }
}

/** The ignored paths as clean relative paths, each matching itself and everything below it. */
function ignoredPaths(directory: string, ignore: string[]): (path: string) => boolean {
  const paths = ignore.map((path) => relative(directory, lexicalPath(directory, path)).split('\\').join('/'));
  return (path) => paths.some((ignored) => path === ignored || path.startsWith(`${ignored}/`));
}

/**
 * Streams the folder as a `.tar.gz` into `backup.store` under `backup.key` and resolves with the archive's size. Only
 * files and folders are archived: a symbolic link is left out, since a restored link could point anywhere, and so is
 * anything else that is not plain data (sockets, pipes). The store writes atomically, so a failure or a crash
 * part-way leaves no archive under the key.
 */
export async function packFolder(directory: string, backup: BackupTarget): Promise<number> {
  const ignored = ignoredPaths(directory, backup.ignore ?? []);
  const names = (await readdir(directory)).filter((name) => !ignored(name)).sort();
  const pack = create(
    {
      gzip: true,
      cwd: directory,
      // Owner ids, device numbers and access times mean nothing on another machine.
      portable: true,
      linkCache: new NoLinkCache(),
      filter: (path, stat) => !ignored(path.replace(/^\.\//, '')) && 'isFile' in stat && (stat.isFile() || stat.isDirectory()),
    },
    names,
  );
  await backup.store.put(backup.key, Readable.toWeb(Readable.from(pack, { objectMode: false })) as ReadableStream<Uint8Array>);
  const stored = await backup.store.head(backup.key);
  if (!stored) throw new NodeError('The backup’s archive vanished as it was stored.', 'unavailable');
  return stored.size;
}

const isLink = (entry: ReadEntry) => entry.type === 'SymbolicLink' || entry.type === 'Link';

/**
 * Unpacks a `.tar.gz` stream into `target` (an empty folder). In strict mode node-tar fails on any entry it would
 * otherwise skip with a warning: absolute paths, `..`, devices, pipes. Links are refused too: a backup holds only
 * files and folders, so a link means the archive is not one Kiln made.
 */
export async function unpackInto(body: ReadableStream<Uint8Array>, target: string): Promise<void> {
  let refused: NodeError | null = null;
  const unpack = extract({
    cwd: target,
    strict: true,
    // As root node-tar would give files the archive's owners; the node's own user must own them.
    preserveOwner: false,
    // node-tar stops at 1000:1 against zip bombs; Kiln made this archive itself, and a world of empty chunks is a
    // legitimate reason for a higher ratio.
    maxDecompressionRatio: Infinity,
    filter: (path, entry) => {
      if ('type' in entry && isLink(entry)) refused ??= new NodeError(`The backup holds a link (“${path}”), which is not restored.`, 'invalid');
      return refused === null;
    },
  });
  await new Promise<void>((resolve, reject) => {
    const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
    source.on('error', (error) => {
      unpack.abort(error);
      reject(error);
    });
    unpack.on('error', (error: NodeJS.ErrnoException) => {
      // Nothing more is written once the restore has failed: the staging folder is about to be deleted.
      source.unpipe(unpack);
      source.destroy();
      unpack.abort(error);
      reject(unpackFailure(error));
    });
    unpack.on('close', resolve);
    source.pipe(unpack);
  });
  if (refused) throw refused;
}

/** node-tar's own messages name its internals; the person is told what it means for them. */
function unpackFailure(error: NodeJS.ErrnoException): NodeError {
  if (error.code === 'ENOSPC') return new NodeError('The node has no room left to restore this backup.', 'unavailable');
  return new NodeError('The backup’s archive is damaged or holds entries that cannot be restored.', 'invalid');
}
