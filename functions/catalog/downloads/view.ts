// Deliveries to HTTP responses: the headers of an immutable, resumable, named file download.
import { etagOf, type Delivery } from './service.ts';

const CONTENT_TYPES: Record<string, string> = {
  jar: 'application/java-archive',
  zip: 'application/zip',
  mrpack: 'application/x-modrinth-modpack+zip',
};

/** A file's bytes never change under its URL, so any cache may keep it forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A file others may not see: a shared cache would hand it to them, and the caller's access may end (a member leaves). */
const CALLER_ONLY = 'private, no-store';

export function contentTypeOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return (dot >= 0 && CONTENT_TYPES[filename.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}

/** RFC 8187 ext-value: encodeURIComponent leaves ' ( ) * unescaped, which attr-char does not allow. */
export function contentDisposition(filename: string): string {
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename*=UTF-8''${encoded}`;
}

export function fileResponse(delivery: Delivery): Response {
  const { file } = delivery;
  const headers = new Headers({ ETag: etagOf(file), 'Accept-Ranges': 'bytes' });
  if (delivery.kind === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${file.size}`);
    return new Response(null, { status: 416, headers });
  }
  headers.set('Cache-Control', delivery.audience === 'public' ? IMMUTABLE : CALLER_ONLY);
  if (delivery.kind === 'not_modified') return new Response(null, { status: 304, headers });
  const { range } = delivery;
  headers.set('Content-Type', contentTypeOf(file.filename));
  headers.set('Content-Disposition', contentDisposition(file.filename));
  headers.set('Content-Length', String(range ? range.end - range.start + 1 : file.size));
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  return new Response(delivery.body, { status: range ? 206 : 200, headers });
}
