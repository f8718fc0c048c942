// HTTP routes for version writes (api-compat §version-routes): POST /version, PATCH|DELETE /version/{id}, POST /version/{id}/file;
// and the website's own: inspecting (and staging) an upload, publishing and adding staged uploads, discarding one.
import { Hono } from 'hono';
import { requireViewer } from '#access';
import { VERSION_FILE_MAX_BYTES, VERSION_FILES_MAX } from '#contracts/limits.ts';
import { addFilesSchema, addStagedFilesSchema, createVersionSchema, editVersionSchema, inspectUploadData } from '#contracts/version-write.ts';
import type { AppEnv } from '#access';
import { ApiError } from '#contracts/errors.ts';
import { multipartLimit } from '#lib/body-limit.ts';
import { ifMatchStamp } from '#lib/if-match.ts';
import { withMultipart } from '#lib/multipart.ts';
import { parseWith, validJson } from '#lib/validation.ts';
import * as publishing from './service.ts';

export interface VersionPublishingOptions {
  /** The per-file size limit; tests lower it to exercise the refusal without uploading 500 MiB. */
  maxFileBytes?: number;
}

export function createVersionPublishingRoutes({ maxFileBytes = VERSION_FILE_MAX_BYTES }: VersionPublishingOptions = {}) {
  const uploadLimit = multipartLimit(VERSION_FILES_MAX, maxFileBytes);
  return new Hono<AppEnv>()
    .post('/version', uploadLimit, async (c) => {
      const viewer = await requireViewer(c, 'VERSION_CREATE');
      const runtime = await c.var.runtime();
      return c.json(await withMultipart(c.req.raw, runtime.blobs, { maxFileBytes, maxFiles: VERSION_FILES_MAX }, (body) =>
        publishing.createVersion(runtime, viewer, parseWith(createVersionSchema, body.data, 'data'), body.files)));
    })
    .patch('/version/:id', async (c) => {
      const viewer = await requireViewer(c, 'VERSION_WRITE');
      const input = await validJson(c, editVersionSchema);
      await publishing.editVersion(await c.var.runtime(), viewer, c.req.param('id'), input, { expectedUpdated: ifMatchStamp(c, 'version') });
      return c.body(null, 204);
    })
    .delete('/version/:id', async (c) => {
      const viewer = await requireViewer(c, 'VERSION_DELETE');
      await publishing.deleteVersion(await c.var.runtime(), viewer, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/version/:id/file', uploadLimit, async (c) => {
      const viewer = await requireViewer(c, 'VERSION_WRITE');
      const runtime = await c.var.runtime();
      await withMultipart(c.req.raw, runtime.blobs, { maxFileBytes, maxFiles: VERSION_FILES_MAX, dataOptional: true }, (body) =>
        publishing.addFiles(runtime, viewer, c.req.param('id'), parseWith(addFilesSchema, body.data, 'data').file_types, body.files));
      return c.body(null, 204);
    });
}

export const versionPublishingRoutes = createVersionPublishingRoutes();

/** The version editor's uploads: each file crosses the network once, to be inspected and staged; writes then name it. */
export const versionInspectionRoutes = new Hono<AppEnv>()
  .post('/version-files/inspect', multipartLimit(1, VERSION_FILE_MAX_BYTES), async (c) => {
    const viewer = await requireViewer(c, 'VERSION_CREATE');
    const runtime = await c.var.runtime();
    return c.json(await withMultipart(c.req.raw, runtime.blobs, { maxFileBytes: VERSION_FILE_MAX_BYTES, maxFiles: 1, dataOptional: true }, (body) => {
      const { project_id } = parseWith(inspectUploadData, body.data, 'data');
      const [file] = body.files;
      if (!file) throw new ApiError('invalid_input', 'Upload one file to inspect');
      return publishing.inspectUpload(runtime, viewer, file, project_id);
    }));
  })
  .delete('/version-files/staged/:id', async (c) => {
    const viewer = await requireViewer(c, 'VERSION_CREATE');
    await publishing.discardStagedUpload(await c.var.runtime(), viewer, c.req.param('id'));
    return c.body(null, 204);
  })
  .post('/version/staged', async (c) => {
    const viewer = await requireViewer(c, 'VERSION_CREATE');
    const input = await validJson(c, createVersionSchema);
    return c.json(await publishing.createVersionFromStaged(await c.var.runtime(), viewer, input));
  })
  .post('/version/:id/file/staged', async (c) => {
    const viewer = await requireViewer(c, 'VERSION_WRITE');
    const input = await validJson(c, addStagedFilesSchema);
    await publishing.addStagedFiles(await c.var.runtime(), viewer, c.req.param('id'), input);
    return c.body(null, 204);
  });
