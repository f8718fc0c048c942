// Presigned links over S3's multipart upload (CreateMultipartUpload, UploadPart, CompleteMultipartUpload,
// AbortMultipartUpload) and GET, signed in the query string with aws4fetch, for machines that move bytes themselves.
import type { BlobPresigning, UploadedPart } from './port.ts';
import type { S3Access } from './s3-access.ts';

/** S3 numbers parts 1 to 10,000 and signed links live at most 7 days. */
const MAX_PARTS = 10_000;
const MAX_EXPIRES_SECONDS = 7 * 24 * 3600;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function assertExpiry(seconds: number): void {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_EXPIRES_SECONDS) throw new Error(`A signed link lives 1 s to 7 days, not ${seconds} s`);
}

export function createS3Presigning({ client, urlOf, send, expectOk }: S3Access): BlobPresigning {
  const signed = async (url: string, method: 'GET' | 'PUT', expiresSeconds: number) => {
    assertExpiry(expiresSeconds);
    const separator = url.includes('?') ? '&' : '?';
    return (await client.sign(`${url}${separator}X-Amz-Expires=${expiresSeconds}`, { method, aws: { signQuery: true } })).url;
  };
  const uploadUrl = (key: string, uploadId: string) => `${urlOf(key)}?uploadId=${encodeURIComponent(uploadId)}`;

  return {
    async startUpload(key, size, partSize, expiresSeconds, contentType) {
      if (!Number.isSafeInteger(size) || size < 0 || !Number.isSafeInteger(partSize) || partSize < 1) throw new Error(`Cannot upload ${size} bytes in parts of ${partSize}`);
      const count = Math.max(1, Math.ceil(size / partSize));
      if (count > MAX_PARTS) throw new Error(`${size} bytes need ${count} parts of ${partSize}: more than S3 takes`);
      assertExpiry(expiresSeconds);
      const xml = await (await expectOk(await send(`${urlOf(key)}?uploads`, { method: 'POST', headers: contentType ? { 'content-type': contentType } : {} }), `start upload of ${key}`)).text();
      const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(xml)?.[1];
      if (!uploadId) throw new Error(`S3 started no upload of ${key}: ${xml.slice(0, 300)}`);
      const urls = await Promise.all(Array.from({ length: count }, (_, index) =>
        signed(`${urlOf(key)}?partNumber=${index + 1}&uploadId=${encodeURIComponent(uploadId)}`, 'PUT', expiresSeconds)));
      return { uploadId, urls };
    },
    async completeUpload(key, uploadId, parts: UploadedPart[]) {
      if (parts.length === 0 || parts.length > MAX_PARTS) throw new Error(`An upload of ${key} cannot be completed from ${parts.length} parts`);
      const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
      const body = `<CompleteMultipartUpload>${ordered.map((part) =>
        `<Part><PartNumber>${part.partNumber}</PartNumber><ETag>${escapeXml(part.etag)}</ETag></Part>`).join('')}</CompleteMultipartUpload>`;
      const response = await expectOk(await send(uploadUrl(key, uploadId), { method: 'POST', body, headers: { 'content-type': 'application/xml' } }), `complete upload of ${key}`);
      // S3 may answer 200 and report the failure in the body once the parts were checked.
      const text = await response.text();
      if (text.includes('<Error>')) throw new Error(`S3 complete upload of ${key} failed: ${text.slice(0, 300)}`);
    },
    async abortUpload(key, uploadId) {
      const response = await send(uploadUrl(key, uploadId), { method: 'DELETE' });
      if (response.status !== 404) await expectOk(response, `abort upload of ${key}`);
    },
    async downloadUrl(key, expiresSeconds) {
      return signed(urlOf(key), 'GET', expiresSeconds);
    },
  };
}
