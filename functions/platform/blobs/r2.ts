// BlobStore adapter over a Cloudflare R2 bucket binding (Workers): no signing and no spool. An R2 put is atomic, so a
// write lands whole or not at all; a stream is read in parts of bounded size — one put when it fits in a part, else a
// multipart upload — hashed on the way and refused before it is committed when it is not the bytes announced. A
// binding cannot sign links for other machines; given the bucket's S3 credentials, the store presigns through them.
import { sha1 as sha1Hash } from '@noble/hashes/legacy.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { assertSafeKey, type BlobEntry, type BlobPresigning, type BlobStore, type PutOptions } from './port.ts';

/** The part of the R2 binding's API the store uses (Cloudflare's `R2Bucket`). */
export interface R2BucketLike {
  put(key: string, value: Uint8Array | ReadableStream<Uint8Array>, options?: { customMetadata?: Record<string, string>; httpMetadata?: { contentType?: string } }): Promise<unknown>;
  get(key: string, options?: { range?: { offset: number; length: number } }): Promise<{ body: ReadableStream<Uint8Array>; size: number; range?: { offset?: number; length?: number } } | null>;
  head(key: string): Promise<{ size: number; uploaded: Date; customMetadata?: Record<string, string> } | null>;
  delete(key: string): Promise<void>;
  list(options: { startAfter?: string; limit: number }): Promise<{ objects: { key: string; size: number; uploaded: Date }[] }>;
  createMultipartUpload(key: string, options?: { customMetadata?: Record<string, string>; httpMetadata?: { contentType?: string } }): Promise<R2MultipartLike>;
}

interface R2MultipartLike {
  uploadPart(partNumber: number, value: Uint8Array): Promise<{ partNumber: number; etag: string }>;
  complete(parts: { partNumber: number; etag: string }[]): Promise<unknown>;
  abort(): Promise<void>;
}

/** R2's parts must be at least 5 MiB (all but the last): each part is held in memory while it is sent. */
const PART_BYTES = 8 * 1024 * 1024;

/** Reads a stream as parts of exactly PART_BYTES (the last one shorter). */
async function* partsOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  let part = new Uint8Array(PART_BYTES);
  let filled = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    let offset = 0;
    while (offset < value.byteLength) {
      const taken = Math.min(value.byteLength - offset, PART_BYTES - filled);
      part.set(value.subarray(offset, offset + taken), filled);
      filled += taken;
      offset += taken;
      if (filled === PART_BYTES) {
        yield part;
        part = new Uint8Array(PART_BYTES);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield part.subarray(0, filled);
}

function checkBytes(key: string, got: { sha1: string; size: number }, options: PutOptions): void {
  if ((options.sha1 !== undefined && options.sha1 !== got.sha1) || (options.size !== undefined && options.size !== got.size)) {
    throw new Error(`Refused to store ${key}: got ${got.size} bytes with sha1 ${got.sha1}, not the bytes announced`);
  }
}

export function createR2BlobStore(bucket: R2BucketLike, presign?: BlobPresigning): BlobStore {
  const metadata = (sha1: string, options: PutOptions) => ({
    customMetadata: { sha1 },
    ...(options.contentType ? { httpMetadata: { contentType: options.contentType } } : {}),
  });

  async function putStream(key: string, stream: ReadableStream<Uint8Array>, options: PutOptions): Promise<void> {
    const hash = sha1Hash.create();
    let size = 0;
    let upload: R2MultipartLike | null = null;
    let pending: Uint8Array | null = null;
    const parts: { partNumber: number; etag: string }[] = [];
    try {
      for await (const part of partsOf(stream)) {
        hash.update(part);
        size += part.byteLength;
        // A part is sent only once the next one exists, so a stream that fits in one part is a single put.
        if (pending) {
          upload ??= await bucket.createMultipartUpload(key, metadata('', options));
          parts.push(await upload.uploadPart(parts.length + 1, pending));
        }
        pending = part;
      }
      const got = { sha1: bytesToHex(hash.digest()), size };
      checkBytes(key, got, options);
      if (!upload) {
        await bucket.put(key, pending ?? new Uint8Array(0), metadata(got.sha1, options));
        return;
      }
      parts.push(await upload.uploadPart(parts.length + 1, pending!));
      await upload.complete(parts);
    } catch (error) {
      await upload?.abort().catch(() => undefined);
      throw error;
    }
  }

  return {
    ...(presign ? { presign } : {}),
    async put(key, bytes, options = {}) {
      assertSafeKey(key);
      if (!(bytes instanceof Uint8Array)) return putStream(key, bytes, options);
      const got = { sha1: bytesToHex(sha1Hash(bytes)), size: bytes.byteLength };
      checkBytes(key, got, options);
      await bucket.put(key, bytes, metadata(got.sha1, options));
    },
    async move(from, to, { sha1, size }) {
      assertSafeKey(from);
      assertSafeKey(to);
      const existing = await bucket.head(to);
      if (!(existing && existing.size === size && existing.customMetadata?.sha1 === sha1)) {
        const source = await bucket.get(from);
        if (!source) throw new Error(`Cannot move ${from}: it does not exist`);
        await putStream(to, source.body, { sha1, size });
      }
      await bucket.delete(from);
    },
    async get(key, range) {
      assertSafeKey(key);
      const object = await bucket.get(key, range ? { range: { offset: range.offset, length: range.length } } : undefined);
      if (!object) return null;
      return { body: object.body, size: range ? range.length : object.size };
    },
    async head(key) {
      assertSafeKey(key);
      const object = await bucket.head(key);
      return object ? { size: object.size } : null;
    },
    async delete(key) {
      assertSafeKey(key);
      await bucket.delete(key);
    },
    async list({ after, limit }): Promise<BlobEntry[]> {
      const { objects } = await bucket.list({ ...(after ? { startAfter: after } : {}), limit });
      return objects.map((object) => ({ key: object.key, size: object.size, modified: new Date(object.uploaded) }));
    },
    async deleteUnlessStoredSince(key, since) {
      assertSafeKey(key);
      // R2 has no conditional delete: a put landing between the look and the delete is lost to this sweep, so sweeps
      // only touch blobs well past their grace period (the caller's `since`), which no live upload reuses.
      const object = await bucket.head(key);
      if (!object || new Date(object.uploaded) >= since) return false;
      await bucket.delete(key);
      return true;
    },
    async removeAbandonedWrites() {
      // Puts are atomic and an unfinished multipart upload is never visible; R2 expires those on its own.
      return 0;
    },
  };
}
