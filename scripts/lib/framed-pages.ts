// The Node server's built pages for signed-in people: a GET for a built page that carries the session cookie gets the
// page in that person's frame, rendered by the app (#contracts/page-frame.ts); everyone else gets the file as built.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { negotiateEncoding } from '#lib/compression.ts';
import { BUILT_PAGE_VARY, FRAMED_PAGE_CACHE_CONTROL, framePage, hasSessionCookie, pageFrameRequest } from '#contracts/page-frame.ts';
import { fetchRequestOf } from './answer-lane.ts';
import { builtPageFor, serveStaticFile, staticFileText, type StaticFile } from './static-files.ts';

/** What framing needs of the app the bundle registered. */
export interface FramingApp {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  /** The session cookie's name, as the bundle's own code knows it. */
  sessionCookie: string;
}

/** The built page to frame for this request: a GET of a built page with the session cookie. */
export function pageToFrame(files: Map<string, StaticFile>, request: IncomingMessage, app: FramingApp): StaticFile | undefined {
  return hasSessionCookie(request.headers.cookie, app.sessionCookie) ? builtPageFor(files, request) : undefined;
}

/**
 * Sends `file` framed for the person asking. The frame's refusal (the pages' rate limit) is sent as it is; a frame
 * that cannot be had or set (an error, a layout without its landmarks) leaves the page as built.
 */
export async function serveFramedPage(
  files: Map<string, StaticFile>, file: StaticFile, request: IncomingMessage, response: ServerResponse, app: FramingApp,
): Promise<void> {
  const own = fetchRequestOf(request);
  const frameRequest = pageFrameRequest(new URL(own.url), own.headers);
  const [page, frame] = await Promise.all([staticFileText(file), Promise.resolve(app.fetch(frameRequest, { incoming: request })).catch(() => undefined)]);
  if (frame?.status === 429) {
    response.writeHead(429, [...frame.headers].flat()).end(Buffer.from(await frame.arrayBuffer()));
    return;
  }
  const framed = frame?.status === 200 ? framePage(page, await frame.text()) : null;
  if (framed === null) {
    serveStaticFile(files, request, response);
    return;
  }
  const headers: string[] = [];
  for (const { key, value } of file.headers) headers.push(key, value);
  headers.push('Content-Type', file.type, 'Cache-Control', FRAMED_PAGE_CACHE_CONTROL, 'Vary', BUILT_PAGE_VARY);
  for (const cookie of frame!.headers.getSetCookie()) headers.push('Set-Cookie', cookie);
  const requestId = frame!.headers.get('x-request-id');
  if (requestId) headers.push('X-Request-Id', requestId);
  let body = Buffer.from(framed);
  if (negotiateEncoding(request.headers['accept-encoding'], ['gzip'])) {
    body = await promisify(gzip)(body, { level: 1 });
    headers.push('Content-Encoding', 'gzip');
  }
  headers.push('Content-Length', String(body.byteLength));
  response.writeHead(200, headers).end(body);
}
