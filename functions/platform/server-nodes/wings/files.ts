// A server's files on a Wings node: reading and writing one file by its relative path, and wiping the directory
// except what a reinstall keeps.
import { z } from 'zod';
import { NodeError, type NodeRef } from '../port.ts';
import { safeRelativePath } from './file-path.ts';
import { wingsFetch, wingsJson, wingsSend } from './http.ts';

const directoryListing = z.array(z.object({ name: z.string() }));

export async function readServerFile(node: NodeRef, uuid: string, path: string, maxBytes: number, timeoutMs: number): Promise<string | null> {
  const file = safeRelativePath(path);
  const tooLarge = new NodeError('That file is too large to open here', 'invalid');
  let response: Response;
  try {
    response = await wingsFetch(node, { method: 'GET', path: `/api/servers/${uuid}/files/contents`, query: { file }, timeoutMs }, 'Reading the file');
  } catch (error) {
    if (error instanceof NodeError && error.reason === 'not_found') return null;
    throw error;
  }
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge;
  }
  const bytes = await response.arrayBuffer();
  if (bytes.byteLength > maxBytes) throw tooLarge;
  return new TextDecoder().decode(bytes);
}

export async function writeServerFile(node: NodeRef, uuid: string, path: string, content: string, timeoutMs: number): Promise<void> {
  const file = safeRelativePath(path);
  await wingsSend(node, { method: 'POST', path: `/api/servers/${uuid}/files/write`, query: { file }, body: content, timeoutMs }, 'Saving the file');
}

/**
 * Deletes everything in the server's directory except the top-level entries `keep` names: a kept path inside a
 * folder keeps that whole folder, since Wings deletes by name and Kiln does not walk the tree.
 */
export async function wipeServerFiles(node: NodeRef, uuid: string, keep: string[], timeoutMs: number): Promise<void> {
  const kept = new Set(keep.map((path) => safeRelativePath(path).split('/')[0]!));
  const listing = await wingsJson(
    node,
    { method: 'GET', path: `/api/servers/${uuid}/files/list-directory`, query: { directory: '/' }, timeoutMs },
    'Listing the server files',
    directoryListing,
  );
  const files = listing.map((entry) => entry.name).filter((name) => !kept.has(name));
  if (files.length === 0) return;
  await wingsSend(node, { method: 'POST', path: `/api/servers/${uuid}/files/delete`, body: { root: '/', files }, timeoutMs }, 'Clearing the server files');
}
