// The file paths Kiln sends to a node: relative to the server's directory and never leaving it, checked on Kiln's
// side too so that a node's own checks are not the only guard.
import { NodeError } from '../port.ts';

/** The path normalized to `a/b/c`, or a NodeError for absolute paths, `..`, empty names and control characters. */
export function safeRelativePath(path: string): string {
  const refused = new NodeError('That file path is not inside the server', 'invalid');
  if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path) || /[\u0000-\u001f\\]/.test(path)) throw refused;
  const parts = path.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.length === 0 || parts.some((part) => part === '..')) throw refused;
  return parts.join('/');
}
