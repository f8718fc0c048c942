// POST /v3/image?context=report&ext=…: raw image bytes (≤ 1 MiB) for a report's evidence, attached later through `uploaded_images`.
import { Hono } from 'hono';
import { requireViewer } from '#access';
import type { AppEnv } from '#access';
import { ApiError } from '#contracts/errors.ts';
import { MARKDOWN_IMAGE_MAX_BYTES, MARKDOWN_IMAGE_TOO_LARGE } from '#contracts/markdown-images.ts';
import { reportImageQuery } from '#contracts/reports.ts';
import { uploadLimit } from '#lib/body-limit.ts';
import { validQuery } from '#lib/validation.ts';
import { storeReportImage } from './images.ts';

export const reportImageRoutes = new Hono<AppEnv>().post(
  '/image',
  uploadLimit(MARKDOWN_IMAGE_MAX_BYTES, () => {
    throw new ApiError('invalid_input', `${MARKDOWN_IMAGE_TOO_LARGE}: the limit is 1 MiB`);
  }),
  async (c) => {
    const viewer = await requireViewer(c, 'REPORT_CREATE');
    validQuery(c, reportImageQuery);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return c.json(await storeReportImage(await c.var.runtime(), viewer, bytes));
  },
);
