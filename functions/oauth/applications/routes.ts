// /_internal/oauth/app*: the owner's third-party applications as JSON, their icons, and the settings page's form posts.
import { Hono, type Context } from 'hono';
import { uploadLimit } from '#lib/body-limit.ts';
import { z } from 'zod';
import { echoForm, requireViewer } from '#access';
import { viewerMay, type Viewer } from '#access';
import { SCOPES } from '#contracts/scopes.ts';
import { signInPath } from '#contracts/urls.ts';
import { ApiError, badRequest, notFound } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import { validForm, validJson } from '#lib/validation.ts';
import { cookieIsSecure } from '#access';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import { redirectUrisOf } from './rules.ts';
import {
  applicationIcon, createApplication, deleteApplication, listApps, ownedApp, rotateSecret, updateApplication, type ApplicationProblem, type IconChange,
} from './service.ts';
import { appJson } from './view.ts';

/** Carries a new client secret (`<client id>.<secret>`) to the one page view that shows it; the page deletes it. */
export const NEW_SECRET_COOKIE = 'kiln_new_app_secret';
const PAGE = '/settings/applications';

const PROBLEM_TEXT: Record<ApplicationProblem, string> = {
  name: 'Name must be between 3 and 64 characters',
  description: 'Description must be at most 255 characters',
  url: 'URL must be an absolute http or https address',
  redirect_uris: 'Give 1 to 10 distinct redirect URIs, each absolute https (or http to localhost or 127.0.0.1) without a fragment',
  scopes: 'Invalid max_scopes: choose at least one scope, none restricted or unknown',
  icon_type: 'The icon must be a PNG, JPEG, GIF or WebP image',
  icon_size: 'The icon must be at most 256 KiB',
};

const optionalText = z.string().max(4096).nullable().optional();
const createBody = z.object({
  name: z.string().max(4096),
  max_scopes: z.number().int(),
  redirect_uris: z.array(z.string().max(4096)).max(100),
  url: optionalText,
  description: optionalText,
});
const patchBody = createBody.partial();

const field = z.union([z.string(), z.array(z.string())]).optional();
const formText = z.string().max(4096).default('');
const formBody = z.object({
  name: formText, description: formText, url: formText, redirect_uris: formText, scope: field,
  icon: z.union([z.instanceof(File), z.string()]).optional(), remove_icon: z.string().optional(),
});

function scopesOf(value: string | string[] | undefined): number {
  const names = new Set(Array.isArray(value) ? value : value ? [value] : []);
  return SCOPES.filter((entry) => names.has(entry.name)).reduce((sum, entry) => sum + 2 ** entry.bit, 0);
}

/** An empty file input arrives as a nameless, empty file: that means "no new icon". */
async function uploaded(icon: File | string | undefined): Promise<Uint8Array | undefined> {
  return icon instanceof File && icon.size > 0 ? new Uint8Array(await icon.arrayBuffer()) : undefined;
}

async function formViewer(c: Context<AppEnv>): Promise<Viewer | Response> {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) return c.redirect(signInPath(PAGE), 303);
  if (!viewerMay(resolution.viewer, 'SESSION_ACCESS')) throw new ApiError('auth_error', 'The token does not have the SESSION_ACCESS scope');
  return resolution.viewer;
}

/** Back to the page with the error and everything typed (a chosen file cannot be handed back; the page says so). */
async function backWith(c: Context<AppEnv>, error: ApplicationProblem, form: z.infer<typeof formBody>, appId?: string) {
  const scopes = form.scope === undefined ? [] : Array.isArray(form.scope) ? form.scope : [form.scope];
  await echoForm(c, PAGE, appId ? `edit:${appId}` : 'create', {
    name: form.name, description: form.description, url: form.url, redirect_uris: form.redirect_uris, scope: scopes,
    icon: form.icon instanceof File && form.icon.size > 0 ? 'chosen' : '', remove_icon: form.remove_icon ?? '',
  });
  return c.redirect(`${PAGE}?${new URLSearchParams(appId ? { error, app: appId } : { error })}`, 303);
}

async function handOverSecret(c: Context<AppEnv>, appId: string, secret: string) {
  const { config } = await c.var.runtime();
  const secure = cookieIsSecure(config.publicUrl) ? '; Secure' : '';
  c.header('Set-Cookie', `${NEW_SECRET_COOKIE}=${appId}.${secret}; Path=${PAGE}; Max-Age=300; HttpOnly; SameSite=Lax${secure}`, { append: true });
  return c.redirect(PAGE, 303);
}

/** A form with an icon may be a little larger than the icon itself; anything bigger is refused before it is read. */
const formLimit = uploadLimit(ICON_MAX_BYTES + 64 * 1024, (c) => c.redirect(`${PAGE}?error=icon_size`, 303));
const iconLimit = uploadLimit(ICON_MAX_BYTES, () => { throw badRequest(PROBLEM_TEXT.icon_size); });

export const applicationRoutes = new Hono<AppEnv>()
  .get('/oauth/apps', async (c) => {
    const viewer = await requireViewer(c, 'SESSION_ACCESS');
    const { db, config } = await c.var.runtime();
    return c.json((await listApps(db, viewer.userId)).map((app) => appJson(app, config.publicUrl)));
  })
  .post('/oauth/app', async (c) => {
    const viewer = await requireViewer(c, 'SESSION_ACCESS');
    const body = await validJson(c, createBody);
    const runtime = await c.var.runtime();
    const outcome = await createApplication(runtime, viewer.userId, {
      name: body.name, description: body.description, url: body.url, redirectUris: body.redirect_uris, maxScopes: body.max_scopes,
    });
    if ('error' in outcome) throw badRequest(PROBLEM_TEXT[outcome.error]);
    return c.json({ client_secret: outcome.ok.secret, client: appJson(outcome.ok.app, runtime.config.publicUrl) });
  })
  .get('/oauth/app/:id', async (c) => {
    const viewer = await requireViewer(c, 'SESSION_ACCESS');
    const { db, config } = await c.var.runtime();
    const app = await ownedApp(db, viewer.userId, c.req.param('id'));
    if (!app) throw notFound();
    return c.json(appJson(app, config.publicUrl));
  })
  .patch('/oauth/app/:id', async (c) => {
    const viewer = await requireViewer(c, 'SESSION_ACCESS');
    const body = await validJson(c, patchBody);
    const problem = await updateApplication(await c.var.runtime(), viewer.userId, c.req.param('id'), {
      name: body.name, description: body.description, url: body.url, redirectUris: body.redirect_uris, maxScopes: body.max_scopes,
    });
    if (problem === 'missing') throw notFound();
    if (problem) throw badRequest(PROBLEM_TEXT[problem]);
    return c.body(null, 204);
  })
  .delete('/oauth/app/:id', async (c) => {
    const viewer = await requireViewer(c, 'SESSION_ACCESS');
    if (!(await deleteApplication(await c.var.runtime(), viewer.userId, c.req.param('id')))) throw notFound();
    return c.body(null, 204);
  })
  .post('/oauth/app/:id/secret', async (c) => {
    const viewer = await requireViewer(c, 'SESSION_ACCESS');
    const { db } = await c.var.runtime();
    const secret = await rotateSecret(db, viewer.userId, c.req.param('id'));
    if (!secret) throw notFound();
    return c.json({ client_secret: secret });
  })
  // Raw bytes as the body, as for project icons (api-compat §request-formats); the type is read from the bytes, not from ?ext=.
  .patch('/oauth/app/:id/icon', iconLimit, async (c) => {
    const viewer = await requireViewer(c, 'SESSION_ACCESS');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const problem = await updateApplication(await c.var.runtime(), viewer.userId, c.req.param('id'), {}, bytes);
    if (problem === 'missing') throw notFound();
    if (problem) throw badRequest(PROBLEM_TEXT[problem]);
    return c.body(null, 204);
  })
  .delete('/oauth/app/:id/icon', async (c) => {
    const viewer = await requireViewer(c, 'SESSION_ACCESS');
    if ((await updateApplication(await c.var.runtime(), viewer.userId, c.req.param('id'), {}, null)) === 'missing') throw notFound();
    return c.body(null, 204);
  })
  // Public: the consent screen shows the icon to whoever is asked to authorize the application.
  .get('/oauth/app/:id/icon', async (c) => {
    const icon = await applicationIcon(await c.var.runtime(), c.req.param('id'));
    if (!icon) throw notFound();
    return new Response(icon.blob.body, {
      headers: {
        'Content-Type': icon.type,
        'Content-Length': String(icon.blob.size),
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      },
    });
  })
  .post('/oauth/app/create', formLimit, async (c) => {
    const viewer = await formViewer(c);
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, formBody, { all: true });
    const outcome = await createApplication(await c.var.runtime(), viewer.userId, {
      name: form.name, description: form.description, url: form.url, redirectUris: redirectUrisOf(form.redirect_uris), maxScopes: scopesOf(form.scope),
    }, await uploaded(form.icon));
    if ('error' in outcome) return backWith(c, outcome.error, form);
    return handOverSecret(c, outcome.ok.app.id, outcome.ok.secret);
  })
  .post('/oauth/app/:id/edit', formLimit, async (c) => {
    const viewer = await formViewer(c);
    if (viewer instanceof Response) return viewer;
    const id = c.req.param('id');
    const form = await validForm(c, formBody, { all: true });
    const icon: IconChange = (await uploaded(form.icon)) ?? (form.remove_icon ? null : undefined);
    const problem = await updateApplication(await c.var.runtime(), viewer.userId, id, {
      name: form.name, description: form.description, url: form.url, redirectUris: redirectUrisOf(form.redirect_uris), maxScopes: scopesOf(form.scope),
    }, icon);
    if (problem === 'missing') throw notFound();
    if (problem) return backWith(c, problem, form, id);
    return c.redirect(PAGE, 303);
  })
  .post('/oauth/app/:id/rotate', async (c) => {
    const viewer = await formViewer(c);
    if (viewer instanceof Response) return viewer;
    const { db } = await c.var.runtime();
    const secret = await rotateSecret(db, viewer.userId, c.req.param('id'));
    if (!secret) throw notFound();
    return handOverSecret(c, c.req.param('id'), secret);
  })
  .post('/oauth/app/:id/delete', async (c) => {
    const viewer = await formViewer(c);
    if (viewer instanceof Response) return viewer;
    if (!(await deleteApplication(await c.var.runtime(), viewer.userId, c.req.param('id')))) throw notFound();
    return c.redirect(PAGE, 303);
  });
