// /_internal/pat*: personal access tokens as JSON (api-compat §internal-routes) plus the settings page's form posts, answering 303s.
import { signInPath } from '#contracts/urls.ts';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { echoForm, requireViewer } from '#access';
import { viewerMay, type Viewer } from '#access';
import { SCOPES, type ScopeName } from '#contracts/scopes.ts';
import { ApiError, badRequest, notFound } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import { validForm, validJson } from '#lib/validation.ts';
import { cookieIsSecure } from '#access';
import { createPat, deletePat, expiryInDays, listPats, PAT_EXPIRY_DAYS, updatePat, type PatProblem, type PatRow } from './service.ts';

/** Carries a new token's secret to the one page view that shows it; the page deletes it on reading. */
export const NEW_PAT_COOKIE = 'kiln_new_pat';
const PAGE = '/settings/pats';

const toJson = (row: PatRow, accessToken: string | null = null) => ({
  id: row.id,
  name: row.name,
  access_token: accessToken,
  scopes: row.scopes,
  user_id: row.userId,
  created: row.created.toISOString(),
  expires: row.expires.toISOString(),
  last_used: row.lastUsed?.toISOString() ?? null,
});

const date = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'Invalid datetime').transform((value) => new Date(value));
const createBody = z.object({ scopes: z.number().int(), name: z.string(), expires: date });
const patchBody = z.object({ scopes: z.number().int().optional(), name: z.string().optional(), expires: date.optional() });

const PROBLEM_TEXT: Record<PatProblem, string> = {
  name: 'Name must be between 3 and 255 characters',
  scopes: 'Invalid scopes: restricted or unknown scopes cannot be put on a personal access token',
  expires: 'Expiry must be in the future',
};

const field = z.union([z.string(), z.array(z.string())]).optional();
const formBody = z.object({ name: z.string().max(1024).default(''), scope: field, expires_in: z.string().optional() });

/** Checkbox values are scope names; an unknown name is dropped, a restricted one left for the rules to refuse. */
function scopesOf(value: string | string[] | undefined): number {
  const names = new Set(Array.isArray(value) ? value : value ? [value] : []);
  return SCOPES.filter((entry) => names.has(entry.name)).reduce((sum, entry) => sum + 2 ** entry.bit, 0);
}

function expiryOf(value: string | undefined): Date | undefined {
  const days = Number(value);
  return (PAT_EXPIRY_DAYS as readonly number[]).includes(days) ? expiryInDays(days) : undefined;
}

/** A signed-out browser is sent to sign in and back; a credential without the scope is refused as on the API. */
async function formViewer(c: Context<AppEnv>, scopeName: ScopeName): Promise<Viewer | Response> {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) return c.redirect(signInPath(PAGE), 303);
  if (!viewerMay(resolution.viewer, scopeName)) throw new ApiError('auth_error', `The token does not have the ${scopeName} scope`);
  return resolution.viewer;
}

/** Back to the page with the error, the form it is about (an edit names its token) and everything typed. */
async function backWith(c: Context<AppEnv>, error: PatProblem, form: z.infer<typeof formBody>, tokenId?: string) {
  const scopes = form.scope === undefined ? [] : Array.isArray(form.scope) ? form.scope : [form.scope];
  await echoForm(c, PAGE, tokenId ? `edit:${tokenId}` : 'create', { name: form.name, scope: scopes, expires_in: form.expires_in ?? '' });
  return c.redirect(`${PAGE}?${new URLSearchParams(tokenId ? { error, token: tokenId } : { error })}`, 303);
}

export const patRoutes = new Hono<AppEnv>()
  .get('/pat', async (c) => {
    const viewer = await requireViewer(c, 'PAT_READ');
    const { db } = await c.var.runtime();
    return c.json((await listPats(db, viewer.userId)).map((row) => toJson(row)));
  })
  .post('/pat', async (c) => {
    const viewer = await requireViewer(c, 'PAT_CREATE');
    const body = await validJson(c, createBody);
    const { db } = await c.var.runtime();
    const outcome = await createPat(db, viewer.userId, body);
    if ('error' in outcome) throw badRequest(PROBLEM_TEXT[outcome.error]);
    return c.json(toJson(outcome.ok.row, outcome.ok.token));
  })
  .patch('/pat/:id', async (c) => {
    const viewer = await requireViewer(c, 'PAT_WRITE');
    const body = await validJson(c, patchBody);
    const { db } = await c.var.runtime();
    const problem = await updatePat(db, viewer.userId, c.req.param('id'), body);
    if (problem === 'missing') throw notFound();
    if (problem) throw badRequest(PROBLEM_TEXT[problem]);
    return c.body(null, 204);
  })
  .delete('/pat/:id', async (c) => {
    const viewer = await requireViewer(c, 'PAT_DELETE');
    const { db } = await c.var.runtime();
    if (!(await deletePat(db, viewer.userId, c.req.param('id')))) throw notFound();
    return c.body(null, 204);
  })
  .post('/pat/create', async (c) => {
    const viewer = await formViewer(c, 'PAT_CREATE');
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, formBody, { all: true });
    const expires = expiryOf(form.expires_in);
    if (!expires) return backWith(c, 'expires', form);
    const { db, config } = await c.var.runtime();
    const outcome = await createPat(db, viewer.userId, { name: form.name, scopes: scopesOf(form.scope), expires });
    if ('error' in outcome) return backWith(c, outcome.error, form);
    const secure = cookieIsSecure(config.publicUrl) ? '; Secure' : '';
    c.header('Set-Cookie', `${NEW_PAT_COOKIE}=${outcome.ok.token}; Path=${PAGE}; Max-Age=300; HttpOnly; SameSite=Lax${secure}`, { append: true });
    return c.redirect(PAGE, 303);
  })
  .post('/pat/:id/edit', async (c) => {
    const viewer = await formViewer(c, 'PAT_WRITE');
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, formBody, { all: true });
    const { db } = await c.var.runtime();
    const problem = await updatePat(db, viewer.userId, c.req.param('id'), { name: form.name, scopes: scopesOf(form.scope), expires: expiryOf(form.expires_in) });
    if (problem === 'missing') throw notFound();
    if (problem) return backWith(c, problem, form, c.req.param('id'));
    return c.redirect(PAGE, 303);
  })
  .post('/pat/:id/revoke', async (c) => {
    const viewer = await formViewer(c, 'PAT_DELETE');
    if (viewer instanceof Response) return viewer;
    const { db } = await c.var.runtime();
    if (!(await deletePat(db, viewer.userId, c.req.param('id')))) throw notFound();
    return c.redirect(PAGE, 303);
  });
