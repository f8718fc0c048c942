// Evidence images for reports: stored for the uploader before the report exists, attached when it is filed
// (`uploaded_images`), at most ten per report.
import type { Viewer } from '#access';
import { storeImage } from '#images';
import { MARKDOWN_IMAGE_MAX_BYTES } from '#contracts/markdown-images.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import { isoDate } from '#lib/dates.ts';
import { randomId } from '#lib/ids.ts';
import type { Runtime } from '#platform/runtime.ts';
import { insertReportImage } from './queries.ts';

export interface UploadedReportImage {
  id: string;
  url: string;
  context: 'report';
  owner_id: string;
  created: string;
}

/** Each under the uploader's own folder, a key shape the blob sweep leaves alone. */
export async function storeReportImage(runtime: Pick<Runtime, 'db' | 'blobs' | 'config'>, viewer: Viewer, bytes: Uint8Array, now = new Date()): Promise<UploadedReportImage> {
  const image = await storeImage(runtime.blobs, { folder: `report/${viewer.userId}`, bytes, maxBytes: MARKDOWN_IMAGE_MAX_BYTES });
  const id = randomId();
  await insertReportImage(runtime.db, { id, reportId: null, uploaderId: viewer.userId, url: image.key, created: now });
  return { id, url: storedFileUrl(runtime.config.cdnUrl, image.key), context: 'report', owner_id: viewer.userId, created: isoDate(now) };
}
