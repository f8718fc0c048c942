// Request-body size limits, enforced before a body is read: an upload route's own limit, else a small one by content type.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { ApiError } from '#contracts/errors.ts';
import { BODY_MAX_BYTES, FORM_BODY_MAX_BYTES } from '#contracts/limits.ts';

type OnTooLarge = (c: Context) => Response | Promise<Response>;

const formatBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`);

/** The unread rest of the body is still on the connection: closing it beats draining it. */
const tooLarge = (maxSize: number): OnTooLarge => (c) => {
  c.header('Connection', 'close');
  throw new ApiError('payload_too_large', `The request body is larger than ${formatBytes(maxSize)}`);
};

const declared = new WeakSet<object>();

/**
 * The limit of a route that takes more than a small body (icons, images, version files). It replaces the default
 * limit for that route; `onTooLarge` keeps the answer clients already expect there (Modrinth's 400 for images).
 */
export function uploadLimit(maxSize: number, onTooLarge: OnTooLarge = tooLarge(maxSize)): MiddlewareHandler {
  const middleware = bodyLimit({ maxSize, onError: onTooLarge });
  declared.add(middleware);
  return middleware;
}

/** Room in a multipart upload for the `data` part and the framing around its files. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

/**
 * An upload of up to `maxFiles` files of up to `maxFileBytes` each, too large to buffer: a declared length is checked
 * before reading, and a chunked body is counted as it streams and cut off past the limit (the parser refuses any one
 * file over its own limit).
 */
export function multipartLimit(maxFiles: number, maxFileBytes: number): MiddlewareHandler {
  const maxSize = maxFiles * maxFileBytes + MULTIPART_OVERHEAD_BYTES;
  const middleware: MiddlewareHandler = async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const length = raw.headers.get('content-length');
    if (length !== null && !raw.headers.has('transfer-encoding')) return Number(length) > maxSize ? tooLarge(maxSize)(c) : next();
    let seen = 0;
    const counted = raw.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxSize) controller.error(new ApiError('payload_too_large', `The request body is larger than ${formatBytes(maxSize)}`));
        else controller.enqueue(chunk);
      },
    }));
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
    return next();
  };
  declared.add(middleware);
  return middleware;
}

/** Mounting a router whose app has its own error handler wraps each handler; the original is kept on the wrapper. */
function declaresLimit(handler: unknown): boolean {
  for (let current = handler; typeof current === 'function'; current = (current as { [COMPOSED_HANDLER]?: unknown })[COMPOSED_HANDLER]) {
    if (declared.has(current)) return true;
  }
  return false;
}

const formLimit = bodyLimit({ maxSize: FORM_BODY_MAX_BYTES, onError: tooLarge(FORM_BODY_MAX_BYTES) });
const otherLimit = bodyLimit({ maxSize: BODY_MAX_BYTES, onError: tooLarge(BODY_MAX_BYTES) });
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Applied once to every API prefix. A declared Content-Length is checked without reading; a chunked body is read up to
 * the limit and no further, so an oversized one never reaches a parser.
 */
export const boundedBodies: MiddlewareHandler = (c, next) => {
  if (!c.req.raw.body || matchedRoutes(c).some((route) => declaresLimit(route.handler))) return next();
  const type = c.req.header('content-type')?.split(';')[0]!.trim().toLowerCase() ?? '';
  return (FORM_TYPES.includes(type) ? formLimit : otherLimit)(c, next);
};
