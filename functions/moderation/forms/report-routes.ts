// /_internal/report/*: the report form and the staff's close and reopen buttons, as plain form posts answering 303s.
import { Hono } from 'hono';
import { z } from 'zod';
import { echoForm, type AppEnv } from '#access';
import { ApiError } from '#contracts/errors.ts';
import { REPORT_IMAGES_MAX, reportItemTypeSchema } from '#contracts/reports.ts';
import { MARKDOWN_IMAGE_MAX_BYTES } from '#contracts/markdown-images.ts';
import { uploadLimit } from '#lib/body-limit.ts';
import { MESSAGE_BODY_MAX } from '#contracts/threads.ts';
import { validForm } from '#lib/validation.ts';
import { storeReportImage } from '../reports/images.ts';
import { createReport, editReport } from '../reports/service.ts';
import { formViewer, pageWith } from './viewer.ts';

const REPORT_PAGE = '/report';

const submitForm = z.object({
  item_type: reportItemTypeSchema,
  item: z.string().trim().min(1).max(2048),
  report_type: z.string().trim().min(1).max(64),
  body: z.string().max(MESSAGE_BODY_MAX).default(''),
  /** Evidence files; browsers send one empty, unnamed part when none was chosen. */
  images: z.union([z.instanceof(File), z.string(), z.array(z.union([z.instanceof(File), z.string()]))]).optional(),
});

/** The text fields and multipart framing around the largest allowed set of images. */
const FORM_LIMIT = REPORT_IMAGES_MAX * MARKDOWN_IMAGE_MAX_BYTES + 256 * 1024;

/** What the report page says for each refusal (its `error` parameter). */
const PROBLEMS: Partial<Record<ApiError['code'], string>> = {
  invalid_input: 'invalid', request_error: 'invalid', conflict: 'duplicate', ratelimit_error: 'rateLimited',
};

const statusForm = z.object({ closed: z.enum(['true', 'false']), redirect: z.string().max(2048).optional() });

export const reportFormRoutes = new Hono<AppEnv>()
  .post('/report/submit', uploadLimit(FORM_LIMIT), async (c) => {
    const viewer = await formViewer(c, 'REPORT_CREATE', REPORT_PAGE);
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, submitForm, { all: true });
    const files = [form.images ?? []].flat().filter((file): file is File => file instanceof File && file.size > 0);
    const refuse = async (problem: string) => {
      await echoForm(c, REPORT_PAGE, 'report', { report_type: form.report_type, body: form.body.slice(0, 4096) });
      return c.redirect(pageWith(REPORT_PAGE, REPORT_PAGE, { item: form.item_type, id: form.item, error: problem }), 303);
    };
    if (!form.body.trim()) return refuse('empty');
    if (files.length > REPORT_IMAGES_MAX) return refuse('tooManyImages');
    const runtime = await c.var.runtime();
    const images: string[] = [];
    try {
      for (const file of files) images.push((await storeReportImage(runtime, viewer, new Uint8Array(await file.arrayBuffer()))).id);
    } catch (error) {
      if (error instanceof ApiError) return refuse('image');
      throw error;
    }
    try {
      const report = await createReport(runtime, viewer, {
        report_type: form.report_type, item_id: form.item, item_type: form.item_type, body: form.body, uploaded_images: images,
      });
      return c.redirect(`/dashboard/report/${report.id}?status=submitted`, 303);
    } catch (error) {
      const problem = error instanceof ApiError ? PROBLEMS[error.code] : undefined;
      if (!problem) throw error;
      return refuse(problem);
    }
  })
  .post('/report/:id/status', async (c) => {
    const id = c.req.param('id');
    const form = await validForm(c, statusForm);
    const viewer = await formViewer(c, 'REPORT_WRITE', `/moderation/reports/${id}`);
    if (viewer instanceof Response) return viewer;
    const closed = form.closed === 'true';
    await editReport((await c.var.runtime()).db, viewer, id, { closed });
    return c.redirect(pageWith(form.redirect, `/moderation/reports/${id}`, { status: closed ? 'closed' : 'reopened' }), 303);
  });
