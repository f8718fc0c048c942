// HTTP routes for v2 project writes (api-compat §project-routes): create, edit, bulk edit, delete, icon and gallery.
import { Hono, type Context } from 'hono';
import { requireViewer } from '#access';
import { idsQuery } from '#contracts/api-queries.ts';
import {
  galleryAddQuery, galleryDeleteQuery, galleryEditQuery, GALLERY_IMAGE_MAX_BYTES, GALLERY_IMAGES_MAX, INITIAL_VERSIONS_MAX,
  projectBulkPatchBody, projectIconQuery, projectPatchBody,
} from '#contracts/project-write.ts';
import { ICON_MAX_BYTES, VERSION_FILE_MAX_BYTES, VERSION_FILES_MAX } from '#contracts/limits.ts';
import { ApiError } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import { multipartLimit, uploadLimit } from '#lib/body-limit.ts';
import { ifMatchStamp } from '#lib/if-match.ts';
import { withMultipart } from '#lib/multipart.ts';
import { validJson, validQuery } from '#lib/validation.ts';
import { createProject } from './create.ts';
import { bulkEditProjects, deleteProject, editProject } from './edit.ts';
import { addGalleryImage, editGalleryImage, removeGalleryImage, removeProjectIcon, setProjectIcon } from './images.ts';

/** Modrinth reads only up to the limit and answers a larger image with a 400, not a 413. */
const imageLimit = (maxSize: number) => uploadLimit(maxSize, () => {
  throw new ApiError('invalid_input', `File too large: the limit is ${maxSize >= 1024 * 1024 ? `${maxSize / (1024 * 1024)} MiB` : `${maxSize / 1024} KiB`}`);
});

/**
 * A creation carries the icon, the gallery and every initial version's files. Parts are read up to the version-file
 * limit; the image store refuses icons and gallery pictures over their own, smaller limits.
 */
const PROJECT_CREATE_PARTS_MAX = 1 + GALLERY_IMAGES_MAX + INITIAL_VERSIONS_MAX * VERSION_FILES_MAX;

const imageBytes = async (c: Context<AppEnv>) => new Uint8Array(await c.req.arrayBuffer());

export const projectWriteRoutes = new Hono<AppEnv>()
  .post('/project', multipartLimit(PROJECT_CREATE_PARTS_MAX, VERSION_FILE_MAX_BYTES), async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_CREATE');
    const runtime = await c.var.runtime();
    return c.json(await withMultipart(c.req.raw, runtime.blobs, { maxFileBytes: VERSION_FILE_MAX_BYTES, maxFiles: PROJECT_CREATE_PARTS_MAX }, (body) =>
      createProject(runtime, viewer, body)));
  })
  .patch('/projects', async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_WRITE');
    const { ids } = validQuery(c, idsQuery);
    const patch = await validJson(c, projectBulkPatchBody);
    await bulkEditProjects(await c.var.runtime(), viewer, ids, patch);
    return c.body(null, 204);
  })
  .patch('/project/:key', async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_WRITE');
    const patch = await validJson(c, projectPatchBody);
    await editProject(await c.var.runtime(), viewer, c.req.param('key'), patch, { expectedUpdated: ifMatchStamp(c, 'project') });
    return c.body(null, 204);
  })
  .delete('/project/:key', async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_DELETE');
    await deleteProject(await c.var.runtime(), viewer, c.req.param('key'));
    return c.body(null, 204);
  })
  .patch('/project/:key/icon', imageLimit(ICON_MAX_BYTES), async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_WRITE');
    validQuery(c, projectIconQuery);
    await setProjectIcon(await c.var.runtime(), viewer, c.req.param('key'), await imageBytes(c));
    return c.body(null, 204);
  })
  .delete('/project/:key/icon', async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_WRITE');
    await removeProjectIcon(await c.var.runtime(), viewer, c.req.param('key'));
    return c.body(null, 204);
  })
  .post('/project/:key/gallery', imageLimit(GALLERY_IMAGE_MAX_BYTES), async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_WRITE');
    const { ext: _ext, ...add } = validQuery(c, galleryAddQuery);
    await addGalleryImage(await c.var.runtime(), viewer, c.req.param('key'), await imageBytes(c), add);
    return c.body(null, 204);
  })
  .patch('/project/:key/gallery', async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_WRITE');
    await editGalleryImage(await c.var.runtime(), viewer, c.req.param('key'), validQuery(c, galleryEditQuery));
    return c.body(null, 204);
  })
  .delete('/project/:key/gallery', async (c) => {
    const viewer = await requireViewer(c, 'PROJECT_WRITE');
    const { url } = validQuery(c, galleryDeleteQuery);
    await removeGalleryImage(await c.var.runtime(), viewer, c.req.param('key'), url);
    return c.body(null, 204);
  });
