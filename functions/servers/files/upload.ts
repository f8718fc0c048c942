// Uploads into a server's folder: the declared length is checked against the plan's free storage before a byte is
// read, and the stream is counted as it passes, so a body longer than it said is still cut off at the free space.
import { ApiError } from '#contracts/errors.ts';
import { SERVER_UPLOAD_MAX_BYTES } from '#contracts/server-files.ts';
import type { Viewer } from '#access';
import type { Runtime } from '../runtime.ts';
import { fileScope, freeBytes, notEnoughStorage, type FileScope } from './scope.ts';

/**
 * Streams `body` to `path` on the node, within `limit` bytes; a body past it is refused with the storage message
 * (whatever the node answers to the cut-off stream), and nothing of it is kept.
 */
export async function streamInto(scope: FileScope, path: string, body: ReadableStream<Uint8Array>, limit: number, free: number): Promise<number> {
  let seen = 0;
  let over = false;
  const counted = body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen <= limit) return controller.enqueue(chunk);
      over = true;
      controller.error(notEnoughStorage(null, free));
    },
  }));
  try {
    return await scope.driver.uploadFile(scope.node, scope.row.id, path, counted, limit);
  } catch (error) {
    if (over) throw notEnoughStorage(null, free);
    throw error;
  }
}

/** `length` is the request's Content-Length, which an upload must declare. */
export async function uploadFile(runtime: Runtime, viewer: Viewer, serverId: string, path: string, length: number, body: ReadableStream<Uint8Array>): Promise<number> {
  const scope = await fileScope(runtime, viewer, serverId, true);
  if (length > SERVER_UPLOAD_MAX_BYTES) throw new ApiError('payload_too_large', `Files up to ${SERVER_UPLOAD_MAX_BYTES / 1024 ** 3} GiB can be uploaded.`);
  const free = await freeBytes(scope);
  if (length > free) throw notEnoughStorage(length, free);
  return streamInto(scope, path, body, free, free);
}
