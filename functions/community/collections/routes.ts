// HTTP routes for v3 collections (api-compat §v3-collections) and the project page's "add to / remove from collection" form posts.
import { Hono, type Context } from 'hono';
import { uploadLimit } from '#lib/body-limit.ts';
import { optionalViewer, requireViewer } from '#access';
import { viewerMay, type Viewer } from '#access';
import { idsQuery } from '#contracts/api-queries.ts';
import { collectionProjectForm, createCollectionBody, patchCollectionBody } from '#contracts/collection-write.ts';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import { signInPath } from '#contracts/urls.ts';
import { iconQuery } from '#contracts/user-profile.ts';
import { ApiError } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import { etagOf, ifMatchStamp } from '#lib/if-match.ts';
import { safeRedirect } from '#contracts/safe-redirect.ts';
import { validForm, validJson, validQuery } from '#lib/validation.ts';
import * as collections from './service.ts';
import * as writes from './write-service.ts';

const iconLimit = uploadLimit(ICON_MAX_BYTES, () => {
  throw new ApiError('invalid_input', 'File too large: the limit is 256 KiB');
});

export const collectionRoutes = new Hono<AppEnv>()
  .get('/collection/:id', async (c) => {
    const runtime = await c.var.runtime();
    const collection = await collections.getCollection(runtime, await optionalViewer(c, 'COLLECTION_READ'), c.req.param('id'));
    return c.json(collection, 200, { ETag: etagOf(collection.updated) });
  })
  .get('/collections', async (c) => {
    const { ids } = validQuery(c, idsQuery);
    const runtime = await c.var.runtime();
    return c.json(await collections.getCollections(runtime, await optionalViewer(c, 'COLLECTION_READ'), ids));
  })
  .get('/user/:key/collections', async (c) => {
    const runtime = await c.var.runtime();
    return c.json(await collections.userCollections(runtime, await optionalViewer(c, 'COLLECTION_READ'), c.req.param('key')));
  })
  .post('/collection', async (c) => {
    const viewer = await requireViewer(c, 'COLLECTION_CREATE');
    const body = await validJson(c, createCollectionBody);
    return c.json(await writes.createCollection(await c.var.runtime(), viewer, body));
  })
  .patch('/collection/:id', async (c) => {
    const viewer = await requireViewer(c, 'COLLECTION_WRITE');
    const patch = await validJson(c, patchCollectionBody);
    await writes.editCollection((await c.var.runtime()).db, viewer, c.req.param('id'), patch, { expectedUpdated: ifMatchStamp(c, 'collection') });
    return c.body(null, 204);
  })
  .patch('/collection/:id/icon', iconLimit, async (c) => {
    const viewer = await requireViewer(c, 'COLLECTION_WRITE');
    validQuery(c, iconQuery);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    await writes.replaceCollectionIcon(await c.var.runtime(), viewer, c.req.param('id'), bytes);
    return c.body(null, 204);
  })
  .delete('/collection/:id/icon', async (c) => {
    const viewer = await requireViewer(c, 'COLLECTION_WRITE');
    await writes.removeCollectionIcon(await c.var.runtime(), viewer, c.req.param('id'));
    return c.body(null, 204);
  })
  .delete('/collection/:id', async (c) => {
    const viewer = await requireViewer(c, 'COLLECTION_DELETE');
    await writes.deleteCollection(await c.var.runtime(), viewer, c.req.param('id'));
    return c.body(null, 204);
  });

/** The page the form came from (same-site only), with `status` saying what happened. */
function backTo(target: string | undefined, fallback: string, status: string): string {
  const url = new URL(safeRedirect(target, fallback), 'http://site.invalid');
  url.searchParams.set('status', status);
  return `${url.pathname}${url.search}`;
}

async function formViewer(c: Context<AppEnv>, returnTo: string): Promise<Viewer | Response> {
  const resolution = await c.var.viewer();
  if (!('viewer' in resolution)) return c.redirect(signInPath(returnTo), 303);
  if (!viewerMay(resolution.viewer, 'COLLECTION_WRITE')) throw new ApiError('auth_error', 'The token does not have the COLLECTION_WRITE scope');
  return resolution.viewer;
}

type Change = typeof writes.addProjectToCollection;

const projectForm = (change: Change, status: string) => async (c: Context<AppEnv>) => {
  const form = await validForm(c, collectionProjectForm);
  const id = c.req.param('id')!;
  const fallback = `/collection/${id}`;
  const viewer = await formViewer(c, safeRedirect(form.redirect, fallback));
  if (viewer instanceof Response) return viewer;
  await change((await c.var.runtime()).db, viewer, id, form.project);
  return c.redirect(backTo(form.redirect, fallback, status), 303);
};

export const collectionFormRoutes = new Hono<AppEnv>()
  .post('/collection/:id/projects/add', projectForm(writes.addProjectToCollection, 'added'))
  .post('/collection/:id/projects/remove', projectForm(writes.removeProjectFromCollection, 'removed'));
