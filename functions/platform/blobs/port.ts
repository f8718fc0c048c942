// The BlobStore port: immutable bytes (version files, images, backups) addressed by a key.
export interface BlobObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface BlobRange {
  offset: number;
  length: number;
}

/** What the caller knows of the bytes it stores; the store verifies each fact it is given. */
export interface PutOptions {
  contentType?: string;
  /** The bytes' sha1 (hex): bytes that differ are refused, and an existing blob is kept only if it has these bytes. */
  sha1?: string;
  /** The byte count of a stream, checked like `sha1`. */
  size?: number;
}

export interface BlobEntry {
  key: string;
  size: number;
  /** When the blob was last stored; storing the same bytes again renews it. */
  modified: Date;
}

/** A part of a multipart upload as the uploader reports it: its 1-based number and the ETag the store answered. */
export interface UploadedPart {
  partNumber: number;
  etag: string;
}

/**
 * Links that let another machine (a Wings node) move a blob's bytes itself, without Kiln in between. The blob appears
 * only when `completeUpload` assembles the parts, whole, so the store's atomicity holds.
 */
export interface BlobPresigning {
  /**
   * Begins a multipart upload of `size` bytes in parts of `partSize` (the last one shorter): one PUT link per part.
   * `contentType` is what downloads of the blob will be served as.
   */
  startUpload(key: string, size: number, partSize: number, expiresSeconds: number, contentType?: string): Promise<{ uploadId: string; urls: string[] }>;
  completeUpload(key: string, uploadId: string, parts: UploadedPart[]): Promise<void>;
  /** Drops an upload's parts; one already completed or aborted is no error. */
  abortUpload(key: string, uploadId: string): Promise<void>;
  /** A GET link to the blob. */
  downloadUrl(key: string, expiresSeconds: number): Promise<string>;
}

export interface BlobStore {
  /** Offered by stores whose bytes other machines can reach with signed links (S3-compatible ones); absent otherwise. */
  presign?: BlobPresigning;
  /**
   * Stores the bytes atomically: readers see the previous blob or all of the new one, never part of it, even after
   * a crash mid-write. An existing blob is trusted only when `sha1` is given and its bytes match; otherwise it is
   * replaced.
   */
  put(key: string, bytes: Uint8Array | ReadableStream<Uint8Array>, options?: PutOptions): Promise<void>;
  /**
   * Moves a stored blob (an upload) to another key (its content address), atomically. When `to` already holds the
   * bytes `sha1` names, it is kept and renewed and `from` is deleted; otherwise `to` is replaced.
   */
  move(from: string, to: string, options: { sha1: string; size: number }): Promise<void>;
  get(key: string, range?: BlobRange): Promise<BlobObject | null>;
  head(key: string): Promise<{ size: number } | null>;
  delete(key: string): Promise<void>;
  /** Up to `limit` blobs in key order (segment by segment), starting after the key `after`. */
  list(options: { after?: string; limit: number }): Promise<BlobEntry[]>;
  /**
   * Deletes the blob unless it was stored at or after `since`; says whether it did. A `put` of the same key racing
   * with it either renews the blob first (which keeps it) or finds it gone and writes it again.
   */
  deleteUnlessStoredSince(key: string, since: Date): Promise<boolean>;
  /** Removes up to `limit` leftovers of writes begun before `before` that never finished (a crash mid-write). */
  removeAbandonedWrites(before: Date, limit: number): Promise<number>;
}

/**
 * Keys are relative paths of safe segments; nothing may climb out of the store. A segment may not start with a dot:
 * such names are the store's own (writes in progress).
 */
export function assertSafeKey(key: string): void {
  if (!key || key.startsWith('/') || key.split('/').some((part) => part === '' || part.startsWith('.'))) {
    throw new Error(`Unsafe blob key: ${key}`);
  }
}
