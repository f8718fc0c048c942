// Reading and writing a file of a server by a path relative to its directory: nothing outside the directory is
// reachable, whether by `..`, an absolute path, a NUL byte or a symbolic link, and a write lands whole or not at all.
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, open, realpath, rename, rm } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { NodeError } from '../port.ts';

export const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

const isInside = (root: string, path: string) => {
  const rest = relative(root, path);
  return rest === '' || (!rest.startsWith(`..${sep}`) && rest !== '..' && !isAbsolute(rest));
};

/** The absolute path of `path` inside `root`, refused when it is not a plain relative path to something below it. */
export function lexicalPath(root: string, path: string): string {
  if (path === '' || path.includes('\0')) throw new NodeError('Give a file path inside the server.', 'invalid');
  if (isAbsolute(path) || /^[a-zA-Z]:/.test(path)) throw new NodeError('File paths are relative to the server’s folder.', 'invalid');
  const parts = path.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
  if (parts.length === 0 || parts.includes('..')) throw new NodeError('File paths may not leave the server’s folder.', 'invalid');
  return join(root, ...parts);
}

/** The real location of `path` (or of its nearest existing ancestor), which must still be inside the real root. */
export async function assertNoEscape(root: string, path: string): Promise<void> {
  const realRoot = await realpath(root);
  for (let candidate = path; ; candidate = dirname(candidate)) {
    try {
      const real = await realpath(candidate);
      if (!isInside(realRoot, real)) throw new NodeError('That path leads outside the server’s folder.', 'invalid');
      return;
    } catch (error) {
      if (!isMissing(error)) throw error;
      // A dangling link is still a way out once its target appears.
      if (await lstat(candidate).then((info) => info.isSymbolicLink(), () => false)) {
        throw new NodeError('That path leads outside the server’s folder.', 'invalid');
      }
      if (candidate === root) throw error;
    }
  }
}

export async function readServerFile(root: string, path: string, maxBytes: number): Promise<string | null> {
  const target = lexicalPath(root, path);
  try {
    await assertNoEscape(root, target);
    const handle = await open(target, 'r');
    try {
      if (!(await handle.stat()).isFile()) throw new NodeError('That path is a folder, not a file.', 'invalid');
      const buffer = Buffer.alloc(Math.max(0, maxBytes));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      return buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Writes beside the target under a temporary name, flushes, then renames over it: readers see old or new, never half. */
export async function writeServerFile(root: string, path: string, content: string): Promise<void> {
  const target = lexicalPath(root, path);
  await assertNoEscape(root, target);
  await mkdir(dirname(target), { recursive: true });
  if (await lstat(target).then((info) => info.isDirectory(), () => false)) throw new NodeError('That path is a folder, not a file.', 'invalid');
  const temporary = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(content, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
