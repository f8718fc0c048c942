// POST /_internal/project/{id|slug}/body-image: raw image bytes (≤ 1 MiB) for the description editor → `{ url }`.
import { Hono } from 'hono';
import { uploadLimit } from '#lib/body-limit.ts';
import { requireViewer } from '#access';
import { MARKDOWN_IMAGE_MAX_BYTES, MARKDOWN_IMAGE_TOO_LARGE } from '#contracts/markdown-images.ts';
import { ApiError } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import { storeBodyImage } from './body-images.ts';

export const bodyImageRoutes = new Hono<AppEnv>().post(
  '/project/:key/body-image',
  uploadLimit(MARKDOWN_IMAGE_MAX_BYTES, () => {
    throw new ApiError('invalid_input', `${MARKDOWN_IMAGE_TOO_LARGE}: the limit is 1 MiB`);
  }),
  async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_WRITE');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return c.json(await storeBodyImage(await c.var.runtime(), viewer, c.req.param('key'), bytes));
  },
);
