// GET /cdn/images/{folder…}/{sha1}.{ext}: uploaded images, immutable because their names are their content hashes.
import { Hono } from 'hono';
import type { AppEnv } from '#access';
import { assertSafeKey } from '#platform/blobs/port.ts';
import { IMAGE_TYPES, extensionFromKey } from './sniff.ts';
import { IMAGE_KEY_PREFIX } from './store.ts';

export const imageRoutes = new Hono<AppEnv>().get(`/${IMAGE_KEY_PREFIX}/*`, async (c) => {
  const key = decodeURIComponent(new URL(c.req.url).pathname.replace(/^.*?\/cdn\//, ''));
  const extension = extensionFromKey(key);
  try {
    assertSafeKey(key);
  } catch {
    return c.body(null, 404);
  }
  if (!extension) return c.body(null, 404);
  const { blobs } = await c.var.runtime();
  const blob = await blobs.get(key);
  if (!blob) return c.body(null, 404);
  return new Response(c.req.method === 'HEAD' ? null : blob.body, {
    headers: {
      'Content-Type': IMAGE_TYPES[extension],
      'Content-Length': String(blob.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
    },
  });
});
