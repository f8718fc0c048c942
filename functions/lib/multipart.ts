// Multipart bodies of the upload routes: the JSON `data` part first (api-compat §request-formats), then file parts,
// each streamed into a temporary blob and hashed on the way, so no upload is ever held whole in memory.
import { make, type MultipartError, type PartInfo } from 'multipasta';
import { ApiError } from '#contracts/errors.ts';
import type { BlobStore } from '#platform/blobs/port.ts';
import { digestingStream } from './stream-digests.ts';

/** An uploaded file: where its bytes are (a blob), and what they are. */
export interface UploadedPart {
  /** The form field name, which `data` refers to (file_parts, gallery items, icon). */
  name: string;
  filename: string;
  blobKey: string;
  size: number;
  sha1: string;
  sha512: string;
}

export interface MultipartBody {
  data: unknown;
  files: UploadedPart[];
}

export interface MultipartOptions {
  /** Whether the `data` part may be left out (adding files to a version). */
  dataOptional?: boolean;
  maxFileBytes: number;
  maxFiles: number;
}

/** The `data` part is JSON metadata; anything larger is not metadata. */
export const DATA_PART_MAX_BYTES = 1024 * 1024;
/** Where uploads wait while their request runs; no row names these keys, so the blob sweep removes any a crash left. */
const UPLOAD_PREFIX = 'uploads';

const invalid = (description: string) => new ApiError('invalid_input', description);
const unreadable = () => invalid('The multipart body could not be read');
const ignore = () => {};

/**
 * The part's field name and file name. The parser's own reading of the header gives up at characters past Latin-1
 * (a file name in Chinese, a bidi mark), which browsers send as raw UTF-8, so the header is read here.
 */
function disposition(info: PartInfo): { name: string; filename: string | undefined } {
  const header = info.headers['content-disposition'];
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  const params = new Map<string, string>();
  for (const [, key, quoted, token] of value.matchAll(/;\s*([\w*.-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g)) {
    params.set(key!.toLowerCase(), quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : token!);
  }
  const extended = params.get('filename*')?.match(/^utf-8''(.*)$/i)?.[1];
  let filename = params.get('filename');
  if (extended !== undefined) {
    try {
      filename = decodeURIComponent(extended);
    } catch {
      filename = extended;
    }
  }
  return { name: params.get('name') ?? '', filename };
}

function parserRefusal(error: MultipartError): ApiError {
  if (error._tag === 'ReachedLimit') return new ApiError('payload_too_large', `The \`data\` part is larger than ${DATA_PART_MAX_BYTES / 1024 / 1024} MiB`);
  return unreadable();
}

/**
 * Reads the body part by part. Each file streams into a blob under `uploads/` (its key pushed to `keys` before the
 * first byte is written, so the caller can always remove it) while its sha1 and sha512 are computed; the body is read
 * no faster than the store writes. Refusals (400, 413) stop reading at once.
 */
async function receiveParts(request: Request, blobs: BlobStore, options: MultipartOptions, keys: string[]): Promise<MultipartBody> {
  const contentType = request.headers.get('content-type');
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) throw invalid('Expected a multipart/form-data body');
  if (!request.body) throw unreadable();
  let failure: ApiError | null = null;
  const fail = (refusal: ApiError) => void (failure ??= refusal);
  let data: unknown = undefined;
  let sawData = false;
  const names = new Set<string>();
  const stored: Promise<UploadedPart>[] = [];
  let current: WritableStreamDefaultWriter<Uint8Array> | null = null;
  /** A store that failed (a full disk): no use reading on. */
  let storeFailure: { error: unknown } | null = null;

  const parser = make({
    headers: { 'content-type': contentType },
    isFile: (info) => disposition(info).name !== 'data',
    maxFieldSize: DATA_PART_MAX_BYTES,
    onField(_info, value) {
      if (failure) return;
      if (names.size > 0) return fail(invalid('`data` field must come before file fields'));
      if (sawData) return fail(invalid('Part `data` appears more than once'));
      sawData = true;
      try {
        data = JSON.parse(new TextDecoder().decode(value));
      } catch {
        fail(invalid('The `data` part is not valid JSON'));
      }
    },
    onFile(info) {
      if (failure) return ignore;
      const { name, filename } = disposition(info);
      const problem = filename === undefined ? `Part \`${name}\` must be a file`
        : names.has(name) ? `Part \`${name}\` appears more than once`
          : names.size >= options.maxFiles ? `Too many files: at most ${options.maxFiles} per request` : null;
      if (problem !== null || filename === undefined) {
        fail(invalid(problem!));
        return ignore;
      }
      names.add(name);
      const blobKey = `${UPLOAD_PREFIX}/${crypto.randomUUID()}`;
      keys.push(blobKey);
      const { stream, digests } = digestingStream();
      const writer = stream.writable.getWriter();
      const storing = blobs.put(blobKey, stream.readable).then(() => ({ name, filename, blobKey, ...digests() }), (error: unknown) => {
        storeFailure ??= { error };
        writer.abort(error).catch(ignore);
        throw error;
      });
      // Awaited once the body is read; until then a failure must not count as unhandled.
      storing.catch(ignore);
      stored.push(storing);
      current = writer;
      let size = 0;
      return (chunk) => {
        if (chunk === null) {
          current = null;
          return void writer.close().catch(ignore);
        }
        size += chunk.byteLength;
        if (size > options.maxFileBytes) return fail(invalid(`File too large: \`${filename}\` is over the limit`));
        writer.write(chunk).catch(ignore);
      };
    },
    onError: (error) => fail(parserRefusal(error)),
    onDone: ignore,
  });

  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        parser.end();
        break;
      }
      parser.write(value);
      if (failure || storeFailure) break;
      // Backpressure: the next piece of the body is read once the store has taken the last one.
      await (current as WritableStreamDefaultWriter<Uint8Array> | null)?.ready.catch(ignore);
    }
  } catch (error) {
    fail(error instanceof ApiError ? error : unreadable());
  }
  if (failure || storeFailure) {
    // The unread rest is left to the HTTP server, which discards it once the answer is sent: cancelling the body
    // would close the connection before the client could read why.
    reader.releaseLock();
    (current as WritableStreamDefaultWriter<Uint8Array> | null)?.abort(failure).catch(ignore);
    await Promise.allSettled(stored);
    throw failure ?? (storeFailure as { error: unknown } | null)!.error;
  }
  const files = await Promise.all(stored);
  if (!sawData && !options.dataOptional) throw invalid('`data` field is required');
  return { data, files };
}

/**
 * Reads a multipart upload into temporary blobs and hands it to `use`; afterwards the temporary blobs `use` did not
 * move elsewhere are deleted, whatever the outcome.
 */
export async function withMultipart<T>(
  request: Request, blobs: BlobStore, options: MultipartOptions, use: (body: MultipartBody) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    return await use(await receiveParts(request, blobs, options, keys));
  } finally {
    await Promise.all(keys.map((key) => blobs.delete(key)));
  }
}

/**
 * The bytes of a small uploaded part (an icon, a gallery image): at most `maxBytes + 1` of them, so a part over the
 * limit is still seen to be too large by whoever checks, without reading it whole.
 */
export async function readUploadedBytes(blobs: BlobStore, part: UploadedPart, maxBytes: number): Promise<Uint8Array> {
  const blob = await blobs.get(part.blobKey, part.size > maxBytes ? { offset: 0, length: maxBytes + 1 } : undefined);
  if (!blob) throw new Error(`The upload ${part.blobKey} is gone`);
  return new Uint8Array(await new Response(blob.body).arrayBuffer());
}
