// Images for a project's description: only people who may edit the body store them, under project/{id}/body.
import type { Viewer } from '#access';
import { MARKDOWN_IMAGE_MAX_BYTES } from '#contracts/markdown-images.ts';
import { storeImage } from '#images';
import { storedFileUrl } from '#contracts/stored-files.ts';
import type { Runtime } from '#platform/runtime.ts';
import { assertMayChange } from '#catalog';
import { projectPermissions } from '#catalog';
import { resolveVisibleProject } from '#catalog';

export async function storeBodyImage(runtime: Runtime, viewer: Viewer, key: string, bytes: Uint8Array): Promise<{ url: string }> {
  const { row } = await resolveVisibleProject(runtime.db, viewer, key);
  assertMayChange(['body'], await projectPermissions(runtime.db, viewer, row), viewer, row.title);
  const image = await storeImage(runtime.blobs, {
    folder: `project/${row.id}/body`, bytes, maxBytes: MARKDOWN_IMAGE_MAX_BYTES,
  });
  // The URL goes into the author's Markdown, which is text: it keeps the origin it was written with.
  return { url: storedFileUrl(runtime.config.cdnUrl, image.key) };
}
