// Response compression in the Node server: HTML, JSON, XML, text, scripts and SVG go out as zstd, br or gzip, as the
// client prefers; files, ranges and small bodies go out as they are. (On Workers the edge compresses instead.)
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|rss\+xml|atom\+xml|javascript|manifest\+json|problem\+json)|image\/svg\+xml)/i;
/** Below this the framing costs more than compressing saves. */
const MIN_BYTES = 1024;
type Encoding = 'zstd' | 'br' | 'gzip';
/** The server's own preference when the client likes several equally: zstd and br compress text best, gzip is everywhere. */
const PREFERENCE: readonly Encoding[] = ['zstd', 'br', 'gzip'];

/**
 * The encoding to use for an Accept-Encoding header, by its q-values (RFC 9110 §12.5.3), among those `offered` (a
 * built file's precompressed variants); null for none.
 */
export function negotiateEncoding(header: string | undefined, offered: readonly Encoding[] = PREFERENCE): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? (weights.has('*') ? weights.get('*')! : 0);
  let best: Encoding | null = null;
  for (const encoding of PREFERENCE) if (offered.includes(encoding) && weightOf(encoding) > 0 && (best === null || weightOf(encoding) > weightOf(best))) best = encoding;
  return best;
}

// Node's zlib streams, loaded only where the middleware runs in Node (workerd lacks some of them).
const inNode = globalThis.navigator?.userAgent?.startsWith('Node.js/') === true;
let streams: Promise<(encoding: Encoding, large: boolean) => TransformStream<Uint8Array, Uint8Array>> | undefined;

/**
 * Past this a body is a bulk answer (a thousand versions is over a megabyte) that gzip's default level would spend
 * longer on than the rest of the request (12 ms against 7 ms at level 1, for 12% more bytes).
 */
const LARGE_BYTES = 256 * 1024;

/** Fast settings: responses are compressed on every request, so speed beats the last few percent. */
const loadCompressors = () => (streams ??= Promise.all([import('node:zlib'), import('node:stream')]).then(([zlib, { Duplex }]) => (encoding: Encoding, large: boolean) => {
  const node = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : encoding === 'zstd' ? zlib.createZstdCompress({ params: { [zlib.constants.ZSTD_c_compressionLevel]: 3 } })
      : zlib.createGzip({ level: large ? 1 : 6 });
  return Duplex.toWeb(node) as TransformStream<Uint8Array, Uint8Array>;
}));

function worthCompressing(method: string, response: Response): boolean {
  const { headers } = response;
  if (method === 'HEAD' || !response.body || response.status === 204 || response.status === 206) return false;
  // An event stream is read as it is written: waiting for a first kilobyte, or for a compressor's block, would hold it.
  if (/^text\/event-stream/i.test(headers.get('content-type') ?? '')) return false;
  if (headers.has('content-encoding') || headers.has('content-range') || !COMPRESSIBLE.test(headers.get('content-type') ?? '')) return false;
  if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return false;
  const length = headers.get('content-length');
  return length === null || Number(length) >= MIN_BYTES;
}

/**
 * Reads the body up to `bytes`: all of it when it is shorter (then it is not worth compressing), else a stream of the
 * same bytes, the part already read first.
 */
async function peek(body: ReadableStream<Uint8Array>, bytes: number): Promise<{ whole: Uint8Array | null; stream: ReadableStream<Uint8Array>; read: number }> {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < bytes) {
    const { done, value } = await reader.read();
    if (done) return { whole: Buffer.concat(head), stream: new Blob(head as BlobPart[]).stream(), read: size };
    head.push(value);
    size += value.byteLength;
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { whole: null, stream, read: size };
}

export const compression = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!inNode || !worthCompressing(c.req.method, c.res)) return;
  const length = c.res.headers.get('content-length');
  const peeked = length !== null ? { whole: null, stream: c.res.body!, read: Number(length) } : await peek(c.res.body!, MIN_BYTES);
  const encoding = peeked.whole && peeked.whole.byteLength < MIN_BYTES ? null : negotiateEncoding(c.req.header('accept-encoding'));
  // A body made whole (a JSON answer) comes as one chunk, so its first read tells its size.
  const body = encoding ? peeked.stream.pipeThrough((await loadCompressors())(encoding, peeked.read >= LARGE_BYTES)) : peeked.stream;
  // Hono copies the old response's headers onto the new one, so the headers are settled after the swap.
  c.res = new Response(body, c.res);
  const { headers } = c.res;
  // Whatever this client gets, a cache must keep the encodings apart.
  const vary = headers.get('vary');
  if (!vary?.toLowerCase().includes('accept-encoding')) headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (!encoding) return;
  headers.delete('content-length');
  headers.set('content-encoding', encoding);
};
