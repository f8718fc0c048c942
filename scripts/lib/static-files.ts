// The Node server's static layer for the built text files (pages, feeds, scripts, styles, SVG, JSON), ahead of the
// Astro adapter's: each goes out as its precompressed `.br` or `.gz` when the client accepts one, and pre-rendered
// pages, feeds and the sitemap carry the origin the server runs at instead of the one they were built with.
// Everything else (images, fonts, ranges) is left to the adapter.
import { createHash } from 'node:crypto';
import { createReadStream, statSync, type Stats } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentType } from 'mime-types';
import type { HeaderEntry } from '#access';
import { BUILT_PAGE_VARY } from '#contracts/page-frame.ts';
import { negotiateEncoding } from '#lib/compression.ts';
import { MIN_BYTES, TEXT_EXTENSIONS, VARIANTS, type Variant } from './precompress.ts';
import { swapOrigin } from './page-origin.ts';

/** A body as it is sent: from its file on disk, or made in memory when its origin was swapped. */
interface Body {
  size: number;
  etag: string;
  path?: string;
  bytes?: Buffer;
}

export interface StaticFile {
  type: string;
  modified: string;
  cacheControl: string;
  headers: HeaderEntry[];
  identity: Body;
  encoded: Partial<Record<Variant, Body>>;
}

export interface StaticFilesOptions {
  /** The headers each pre-rendered page is served with (dist/_headers.json), by its route. */
  routeHeaders: { pathname: string; headers: HeaderEntry[] }[];
  /** The origin the pages were built with, and the one they are served at. */
  builtOrigin?: string;
  publicUrl: string;
}

/** Files whose absolute URLs name the site's origin. */
const LINKING = new Set(['.html', '.xml', '.txt']);
/** Assets under this path carry a content hash in their name, so they never change (the adapter's rule too). */
const IMMUTABLE = '/_astro/';

const diskEtag = (info: Stats) => `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;
const fromDisk = (path: string): Body | undefined => {
  const info = statSync(path, { throwIfNoEntry: false });
  return info ? { size: info.size, etag: diskEtag(info), path } : undefined;
};
const inMemory = (bytes: Buffer, etag: string): Body => ({ size: bytes.byteLength, etag, bytes });

/** The variants of a page whose origin was swapped, made once at start (quicker settings than the build's). */
async function encodeInMemory(bytes: Buffer, etag: string): Promise<Partial<Record<Variant, Body>>> {
  if (bytes.byteLength < MIN_BYTES) return {};
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    promisify(gzip)(bytes, { level: 9 }),
  ]);
  return { br: inMemory(br, `${etag.slice(0, -1)}-br"`), gzip: inMemory(gz, `${etag.slice(0, -1)}-gz"`) };
}

async function load(path: string, urlPath: string, options: StaticFilesOptions, info: Stats): Promise<StaticFile> {
  const extension = extname(path);
  const route = urlPath.replace(/\/index\.html$/, '') || '/';
  const file: StaticFile = {
    type: contentType(extension) || 'application/octet-stream',
    modified: info.mtime.toUTCString(),
    cacheControl: urlPath.startsWith(IMMUTABLE) ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
    headers: options.routeHeaders.find((entry) => entry.pathname === route)?.headers ?? [],
    identity: { size: info.size, etag: diskEtag(info), path },
    encoded: {},
  };
  const { builtOrigin, publicUrl } = options;
  if (LINKING.has(extension) && builtOrigin && builtOrigin !== publicUrl) {
    const text = await readFile(path, 'utf8');
    if (text.includes(builtOrigin)) {
      const bytes = Buffer.from(swapOrigin(text, builtOrigin, publicUrl));
      const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;
      return { ...file, identity: inMemory(bytes, etag), encoded: await encodeInMemory(bytes, etag) };
    }
  }
  for (const [variant, suffix] of Object.entries(VARIANTS) as [Variant, string][]) {
    const body = fromDisk(path + suffix);
    if (body) file.encoded[variant] = body;
  }
  return file;
}

/** Every built text file by the URL paths it answers: `/news`, `/news/` and `/news/index.html` alike. */
export async function loadStaticFiles(clientDir: string, options: StaticFilesOptions): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  await Promise.all(entries.filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name))).map(async (entry) => {
    const path = join(entry.parentPath, entry.name);
    const urlPath = `/${relative(clientDir, path).split(sep).join('/')}`;
    // The adapter serves no dotfiles but /.well-known/; neither does this layer.
    if (urlPath.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known')) return;
    const file = await load(path, urlPath, options, statSync(path));
    files.set(urlPath, file);
    if (urlPath.endsWith('/index.html')) {
      const directory = urlPath.slice(0, -'index.html'.length);
      files.set(directory, file);
      if (directory !== '/') files.set(directory.slice(0, -1), file);
    }
  }));
  return files;
}

function urlPathOf(request: IncomingMessage): string | undefined {
  const path = (request.url ?? '/').split(/[?#]/, 1)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** The built page a GET asks for (an HTML file), if any. */
export function builtPageFor(files: Map<string, StaticFile>, request: IncomingMessage): StaticFile | undefined {
  if (request.method !== 'GET') return undefined;
  const path = urlPathOf(request);
  const file = path === undefined ? undefined : files.get(path);
  return file?.type.startsWith('text/html') ? file : undefined;
}

/** A built file's text as served (with the origin swapped where it was). */
export function staticFileText(file: StaticFile): Promise<string> {
  return file.identity.bytes ? Promise.resolve(file.identity.bytes.toString('utf8')) : readFile(file.identity.path!, 'utf8');
}

function send(response: ServerResponse, file: StaticFile, body: Body, encoding: Variant | null, head: boolean, notModified: boolean): void {
  for (const { key, value } of file.headers) response.setHeader(key, value);
  // A built page comes framed for whoever sends a session cookie (framed-pages.ts), so a shared cache must tell them apart.
  response.setHeader('Vary', file.type.startsWith('text/html') ? BUILT_PAGE_VARY : 'Accept-Encoding');
  response.setHeader('Cache-Control', file.cacheControl);
  response.setHeader('Last-Modified', file.modified);
  response.setHeader('ETag', body.etag);
  if (notModified) {
    response.writeHead(304).end();
    return;
  }
  response.setHeader('Content-Type', file.type);
  response.setHeader('Content-Length', body.size);
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.writeHead(200);
  if (head) response.end();
  else if (body.bytes) response.end(body.bytes);
  else createReadStream(body.path!).on('error', () => response.destroy()).pipe(response);
}

/**
 * Answers a GET or HEAD for a built text file and returns true; false leaves the request to the adapter (other
 * files and methods, and ranges of a file on disk). A page whose origin was swapped exists only here, so a range
 * of it gets the whole page, as a server may answer any range request.
 */
export function serveStaticFile(files: Map<string, StaticFile>, request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = urlPathOf(request);
  const file = path === undefined ? undefined : files.get(path);
  if (!file || (request.headers.range && !file.identity.bytes)) return false;
  const encoding = negotiateEncoding(request.headers['accept-encoding'], Object.keys(file.encoded) as Variant[]) as Variant | null;
  const body = encoding ? file.encoded[encoding]! : file.identity;
  const ifNoneMatch = request.headers['if-none-match'];
  const notModified = ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === body.etag || tag.trim() === '*');
  send(response, file, body, encoding, request.method === 'HEAD', notModified);
  return true;
}
