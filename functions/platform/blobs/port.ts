// The BlobStore port: immutable bytes (version files, images, backups) addressed by a key.
export interface BlobObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface BlobRange {
  offset: number;
  length: number;
}

export interface BlobStore {
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  get(key: string, range?: BlobRange): Promise<BlobObject | null>;
  head(key: string): Promise<{ size: number } | null>;
  delete(key: string): Promise<void>;
}

/** Keys are relative paths of safe segments; nothing may climb out of the store. */
export function assertSafeKey(key: string): void {
  if (!key || key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Unsafe blob key: ${key}`);
  }
}
