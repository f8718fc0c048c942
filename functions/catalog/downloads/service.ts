// Serving version files: find a file the caller may see, decide full/partial/not-modified, and count a download once per client per hour.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import type { Viewer } from '#access';
import { UNKNOWN_COUNTRY, type DownloadSource } from '#contracts/analytics.ts';
import { notFound } from '#contracts/errors.ts';
import type { Runtime } from '#platform/runtime.ts';
import { canViewProject } from '../projects/policy.ts';
import { canViewVersion } from '../versions/policy.ts';
import { keepVisibleVersions } from '../versions/service.ts';
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
  /** Where the download came from and the visitor's country, kept as analytics dimensions. */
  traffic?: DownloadTraffic;
  now: Date;
  /** Asked only for a file that is not public, so a public download never looks up a token or a session. */
  viewer: () => Promise<Viewer | null>;
}

/** Who may keep the answer: any cache, or only the caller, for a file that others may not see. */
export type Audience = 'public' | 'private';

export type Delivery = { file: DownloadFile; audience: Audience } & (
  | { kind: 'not_modified' }
  | { kind: 'unsatisfiable' }
  | {
      kind: 'bytes';
      range: ByteRange | null;
      body: ReadableStream<Uint8Array> | null;
      /** Settles when the download has been counted (or found to be a repeat); null when it does not count. */
      counted: Promise<boolean> | null;
    }
);

const HOUR_MS = 3_600_000;

/** Files are immutable, so the content hash is a strong validator. */
export const etagOf = (file: DownloadFile) => `"${file.sha1}"`;

const NO_SUCH_FILE = 'the requested file does not exist';

/** The anonymous case of keepVisibleVersions, read from the file's row, so a public download costs no further query. */
const isPublic = (file: DownloadFile) => canViewProject(file.projectStatus, null, false) && canViewVersion(file.status, null, false);

async function audienceOf(runtime: Runtime, file: DownloadFile, viewerOf: () => Promise<Viewer | null>): Promise<Audience | null> {
  if (isPublic(file)) return 'public';
  const viewer = await viewerOf();
  if (!viewer) return null;
  return (await keepVisibleVersions(runtime.db, viewer, [file], (row) => row)).length ? 'private' : null;
}

export async function deliverFile(runtime: Runtime, request: FileRequest): Promise<Delivery> {
  const file = await q.selectFile(runtime.db, request.versionId, request.filename);
  if (!file || file.projectId !== request.projectId) throw notFound(NO_SUCH_FILE);
  // Before any validator is compared: even a 304 would tell that the file exists (api-compat §visibility).
  const audience = await audienceOf(runtime, file, request.viewer);
  if (!audience) throw notFound(NO_SUCH_FILE);
  const etag = etagOf(file);
  if (!noneMatch(request.ifNoneMatch, etag)) return { kind: 'not_modified', file, audience };
  const decision: RangeDecision = rangeStillValid(request.ifRange, etag) ? parseRange(request.range, file.size) : { kind: 'full' };
  if (decision.kind === 'unsatisfiable') return { kind: 'unsatisfiable', file, audience };
  const range = decision.kind === 'partial' ? decision.range : null;
  if (request.head) return { kind: 'bytes', file, audience, range, body: null, counted: null };
  const blob = await runtime.blobs.get(file.blobKey, range ? { offset: range.start, length: range.end - range.start + 1 } : undefined);
  if (!blob) throw new Error(`Blob ${file.blobKey} for ${file.versionId}/${file.filename} is missing from the store`);
  // A download manager resumes with Range requests past byte 0; only the request that starts the file is a download.
  const counted = (range?.start ?? 0) === 0
    ? recordDownload(runtime, file.versionId, file.projectId, request.clientIp, request.now, request.traffic)
    : null;
  return { kind: 'bytes', file, audience, range, body: blob.body, counted };
}

/** Raw IPs are never stored; the truncated hash only has to tell clients apart within an hour. */
export const clientKeyOf = (clientIp: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(clientIp))).slice(0, 32);

export interface DownloadTraffic {
  source: DownloadSource;
  country: string;
}

/**
 * Counts a download unless this client already downloaded the version in the same hour; true when it counted. A
 * counted download is also an analytics event, after the commit: the analytics store may be another database.
 */
export async function recordDownload(
  runtime: Runtime, versionId: string, projectId: string, clientIp: string, now: Date,
  traffic: DownloadTraffic = { source: 'api', country: UNKNOWN_COUNTRY },
): Promise<boolean> {
  const clientKey = clientKeyOf(clientIp);
  const hour = Math.floor(now.getTime() / HOUR_MS);
  const day = now.toISOString().slice(0, 10);
  const counted = await runtime.db.transaction(async (tx) => {
    if (!(await q.insertDownloadEvent(tx, versionId, clientKey, hour))) return false;
    await q.incrementDownloads(tx, versionId, projectId, day);
    // In the same transaction, so the index learns the new count exactly when it is committed.
    await enqueueSearchRefresh(tx, [projectId]);
    return true;
  });
  if (counted) {
    await runtime.analytics.record([{ time: now, projectId, metric: 'downloads', amount: 1, versionId, country: traffic.country, source: traffic.source }]);
  }
  return counted;
}
