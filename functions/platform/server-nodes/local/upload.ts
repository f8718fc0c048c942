// A streamed upload into a server's folder on the local node: written under a temporary name beside the target,
// counted as it arrives and cut off past the byte budget, flushed to disk, then renamed over the target, so the file
// is replaced whole or not at all and the upload is never held in memory.
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { NodeError } from '../port.ts';
import { byteBudget, uploadTooLarge } from '../upload-limit.ts';
import { assertInside } from './file-ops.ts';
import { lexicalPath } from './server-files.ts';

export async function uploadEntry(root: string, path: string, body: ReadableStream<Uint8Array>, maxBytes: number): Promise<number> {
  const target = lexicalPath(root, path);
  await assertInside(root, target);
  await mkdir(dirname(target), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EEXIST' || error.code === 'ENOTDIR' ? new NodeError('Part of that path is a file, not a folder.', 'conflict') : error;
  });
  if (await lstat(target).then((info) => info.isDirectory(), () => false)) throw new NodeError('That path is a folder, not a file.', 'invalid');
  const temporary = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.upload`);
  const budget = byteBudget(maxBytes, () => uploadTooLarge(maxBytes));
  try {
    const handle = await open(temporary, 'wx');
    // `flush` fsyncs before the handle closes: the rename below must never expose bytes still in the page cache.
    await pipeline(Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>), budget.counter(), handle.createWriteStream({ flush: true }));
    await rename(temporary, target);
    return budget.count();
  } catch (error) {
    await rm(temporary, { force: true });
    // Unread when the temporary file could not be made; cancelling tells the sender to stop.
    await body.cancel().catch(() => undefined);
    throw error;
  }
}
