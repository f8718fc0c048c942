// Serving version files: find the file, decide full/partial/not-modified, and count a download once per client per hour.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { notFound } from '#contracts/errors.ts';
import type { Runtime } from '#platform/runtime.ts';
import * as q from './queries.ts';
import { noneMatch, parseRange, rangeStillValid, type ByteRange, type RangeDecision } from './ranges.ts';
import { enqueueSearchRefresh } from '#search';

export type DownloadFile = q.FileRow;

export interface FileRequest {
  projectId: string;
  versionId: string;
  filename: string;
  /** HEAD answers with the GET headers but neither opens the blob nor counts. */
  head: boolean;
  range?: string;
  ifNoneMatch?: string;
  ifRange?: string;
  clientIp: string;
  now: Date;
}

export type Delivery =
  | { kind: 'not_modified'; file: DownloadFile }
  | { kind: 'unsatisfiable'; file: DownloadFile }
  | {
      kind: 'bytes';
      file: DownloadFile;
      range: ByteRange | null;
      body: ReadableStream<Uint8Array> | null;
      /** Settles when the download has been counted (or found to be a repeat); null when it does not count. */
      counted: Promise<boolean> | null;
    };

const HOUR_MS = 3_600_000;

/** Files are immutable, so the content hash is a strong validator. */
export const etagOf = (file: DownloadFile) => `"${file.sha1}"`;

export async function deliverFile(runtime: Runtime, request: FileRequest): Promise<Delivery> {
  const file = await q.selectFile(runtime.db, request.versionId, request.filename);
  if (!file || file.projectId !== request.projectId) throw notFound('the requested file does not exist');
  const etag = etagOf(file);
  if (!noneMatch(request.ifNoneMatch, etag)) return { kind: 'not_modified', file };
  const decision: RangeDecision = rangeStillValid(request.ifRange, etag) ? parseRange(request.range, file.size) : { kind: 'full' };
  if (decision.kind === 'unsatisfiable') return { kind: 'unsatisfiable', file };
  const range = decision.kind === 'partial' ? decision.range : null;
  if (request.head) return { kind: 'bytes', file, range, body: null, counted: null };
  const blob = await runtime.blobs.get(file.blobKey, range ? { offset: range.start, length: range.end - range.start + 1 } : undefined);
  if (!blob) throw new Error(`Blob ${file.blobKey} for ${file.versionId}/${file.filename} is missing from the store`);
  // A download manager resumes with Range requests past byte 0; only the request that starts the file is a download.
  const counted = (range?.start ?? 0) === 0
    ? recordDownload(runtime, file.versionId, file.projectId, request.clientIp, request.now)
    : null;
  return { kind: 'bytes', file, range, body: blob.body, counted };
}

/** Raw IPs are never stored; the truncated hash only has to tell clients apart within an hour. */
export const clientKeyOf = (clientIp: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(clientIp))).slice(0, 32);

/** Counts a download unless this client already downloaded the version in the same hour; true when it counted. */
export async function recordDownload(
  runtime: Runtime, versionId: string, projectId: string, clientIp: string, now: Date,
): Promise<boolean> {
  const clientKey = clientKeyOf(clientIp);
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const day = now.toISOString().slice(0, 10);
  return runtime.db.transaction(async (tx) => {
    if (!(await q.insertDownloadEvent(tx, versionId, clientKey, hour))) return false;
    await q.incrementDownloads(tx, versionId, projectId, day);
    // In the same transaction, so the index learns the new count exactly when it is committed.
    await enqueueSearchRefresh(tx, [projectId]);
    return true;
  });
}
