// /_internal/servers/notices…: the notices page's plain form posts (create, preview, update, delete), each answering a
// 303 back to /admin/servers/notices; and the panel's "Dismiss" button, answering a 303 back to the server's panel.
// A refused or previewed form hands what was typed back to the page (#access echoForm).
import { Hono, type Context } from 'hono';
import { echoForm, type AppEnv, type Viewer } from '#access';
import { noticeForm } from '#contracts/server-notices.ts';
import { ApiError } from '#contracts/errors.ts';
import { back, formCaller } from '../staff/form-caller.ts';
import { requireAdmin } from '../staff/policy.ts';
import { inputFromForm, noticeIdParam, problemOf, type NoticeInput } from './input.ts';
import { createNotice, deleteNotice, dismissNotice, updateNotice } from './service.ts';

export const NOTICES_PAGE = '/admin/servers/notices';
const FORM_ANCHOR = '#notice-form';

type FormValues = Record<string, string | string[]>;

async function formValues(c: Context<AppEnv>): Promise<FormValues> {
  try {
    const body = await c.req.parseBody({ all: true });
    return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string | string[]] => typeof entry[1] === 'string' || Array.isArray(entry[1])));
  } catch {
    throw new ApiError('request_error', 'Request body must be a valid form');
  }
}

/** Saves the form with `save`, or hands it back: to show a preview, or with what was wrong with it. */
async function submitNotice(c: Context<AppEnv>, viewer: Viewer, editing: number | null, save: (input: NoticeInput) => Promise<unknown>) {
  requireAdmin(viewer);
  const values = await formValues(c);
  const which = editing === null ? 'create' : `edit:${editing}`;
  const page = (params: Record<string, string>) => back(c, NOTICES_PAGE, editing === null ? params : { edit: String(editing), ...params }, FORM_ANCHOR);
  const parsed = noticeForm.safeParse(values);
  const handBack = async (params: Record<string, string>) => {
    await echoForm(c, NOTICES_PAGE, which, values);
    return page(params);
  };
  if (!parsed.success) return handBack({ error: 'invalid' });
  try {
    const input = inputFromForm(parsed.data);
    if (parsed.data.intent === 'preview') return handBack({ preview: '1' });
    await save(input);
  } catch (error) {
    const problem = problemOf(error);
    if (problem) return handBack({ error: problem });
    throw error;
  }
  return back(c, NOTICES_PAGE, { notice: editing === null ? 'created' : 'updated' });
}

export const noticeFormRoutes = new Hono<AppEnv>()
  .post('/servers/notices', async (c) => {
    const viewer = await formCaller(c, NOTICES_PAGE);
    if (viewer instanceof Response) return viewer;
    const runtime = await c.var.runtime();
    return submitNotice(c, viewer, null, (input) => createNotice(runtime, viewer, input));
  })
  .post('/servers/notices/:notice', async (c) => {
    const viewer = await formCaller(c, NOTICES_PAGE);
    if (viewer instanceof Response) return viewer;
    const id = noticeIdParam(c.req.param('notice'));
    const runtime = await c.var.runtime();
    return submitNotice(c, viewer, id, (input) => updateNotice(runtime, viewer, id, input));
  })
  .post('/servers/notices/:notice/delete', async (c) => {
    const viewer = await formCaller(c, NOTICES_PAGE);
    if (viewer instanceof Response) return viewer;
    await deleteNotice(await c.var.runtime(), viewer, noticeIdParam(c.req.param('notice')));
    return back(c, NOTICES_PAGE, { notice: 'deleted' });
  })
  .post('/servers/:id/notices/:notice/dismiss', async (c) => {
    const panel = `/servers/manage/${encodeURIComponent(c.req.param('id'))}`;
    const viewer = await formCaller(c, panel);
    if (viewer instanceof Response) return viewer;
    await dismissNotice(await c.var.runtime(), viewer, c.req.param('id'), noticeIdParam(c.req.param('notice')));
    return c.redirect(panel, 303);
  });
