// BlobStore adapter over S3-compatible object storage (R2, MinIO, AWS S3), signed with aws4fetch. An object PUT is
// atomic on S3, so a write lands whole or not at all; a stream of unknown length is spooled to a local file while
// hashed (memory stays flat), checked, then sent with its length. Each object carries its sha1 as metadata. Other
// machines reach blobs through presigned links (s3-presign.ts).
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type BlobEntry, type BlobStore, type PutOptions } from './port.ts';
import { createS3Access, type S3Bucket } from './s3-access.ts';
import { createS3Presigning } from './s3-presign.ts';

export interface S3Options extends S3Bucket {
  /** Where streamed uploads are spooled before they are sent. */
  spoolDirectory: string;
}

const SHA1_META = 'x-amz-meta-sha1';

function refuse(key: string, got: { sha1: string; size: number }): Error {
  return new Error(`Refused to store ${key}: got ${got.size} bytes with sha1 ${got.sha1}, not the bytes announced`);
}

const tagValue = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]!);
const unescapeXml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

export function createS3BlobStore(options: S3Options): BlobStore {
  const access = createS3Access(options);
  const { urlOf, send, expectOk } = access;

  async function metadataOf(key: string): Promise<{ size: number; modified: Date } | null> {
    const response = await send(urlOf(key), { method: 'HEAD' });
    if (response.status === 404) return null;
    await expectOk(response, `HEAD ${key}`);
    return {
      size: Number(response.headers.get('content-length')),
      modified: new Date(response.headers.get('last-modified') ?? 0),
    };
  }

  async function putChecked(key: string, body: BodyInit, size: number, sha1: string, contentType?: string): Promise<void> {
    await expectOk(await send(urlOf(key), {
      method: 'PUT', body,
      headers: { 'content-length': String(size), [SHA1_META]: sha1, ...(contentType ? { 'content-type': contentType } : {}) },
    }), `PUT ${key}`);
  }

  async function spool(stream: ReadableStream<Uint8Array>): Promise<{ path: string; size: number; sha1: string }> {
    await mkdir(options.spoolDirectory, { recursive: true });
    const path = join(options.spoolDirectory, `${randomBytes(8).toString('hex')}.spool`);
    const hash = createHash('sha1');
    let size = 0;
    const counted = Readable.fromWeb(stream as import('node:stream/web').ReadableStream<Uint8Array>).on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    try {
      await pipeline(counted, createWriteStream(path));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return { path, size, sha1: hash.digest('hex') };
  }

  async function remove(key: string): Promise<void> {
    const response = await send(urlOf(key), { method: 'DELETE' });
    if (response.status !== 404) await expectOk(response, `DELETE ${key}`);
  }

  return {
    presign: createS3Presigning(access),
    // Storing the same bytes again always writes them: a fresh object is what renews its Last-Modified on every
    // S3-compatible store, and the sweep's grace period counts from it.
    async put(key, bytes, putOptions: PutOptions = {}) {
      const announced = putOptions.sha1;
      if (bytes instanceof Uint8Array) {
        const sha1 = createHash('sha1').update(bytes).digest('hex');
        if ((announced !== undefined && sha1 !== announced) || (putOptions.size !== undefined && bytes.byteLength !== putOptions.size)) {
          throw refuse(key, { sha1, size: bytes.byteLength });
        }
        return putChecked(key, bytes as Uint8Array<ArrayBuffer>, bytes.byteLength, sha1, putOptions.contentType);
      }
      const spooled = await spool(bytes);
      try {
        if ((announced !== undefined && spooled.sha1 !== announced) || (putOptions.size !== undefined && spooled.size !== putOptions.size)) {
          throw refuse(key, spooled);
        }
        const body = Readable.toWeb(createReadStream(spooled.path)) as ReadableStream<Uint8Array>;
        await putChecked(key, body, spooled.size, spooled.sha1, putOptions.contentType);
      } finally {
        await rm(spooled.path, { force: true });
      }
    },
    /** A server-side copy (no bytes cross the network), over whatever `to` held, so the result is fresh either way. */
    async move(from, to, { sha1, size }) {
      const source = await metadataOf(from);
      if (!source || source.size !== size) throw new Error(`Cannot move ${from}: it is missing or not ${size} bytes`);
      await expectOk(await send(urlOf(to), {
        method: 'PUT', headers: { 'x-amz-copy-source': access.copySourceOf(from), 'x-amz-metadata-directive': 'REPLACE', [SHA1_META]: sha1 },
      }), `copy ${from} to ${to}`);
      await remove(from);
    },
    async get(key, range) {
      const headers: Record<string, string> = range ? { range: `bytes=${range.offset}-${range.offset + range.length - 1}` } : {};
      const response = await send(urlOf(key), { headers });
      if (response.status === 404) return null;
      await expectOk(response, `GET ${key}`);
      return { body: response.body!, size: Number(response.headers.get('content-length')) };
    },
    async head(key) {
      const found = await metadataOf(key);
      return found ? { size: found.size } : null;
    },
    delete: remove,
    async list({ after, limit }) {
      if (after !== undefined) assertSafeKey(after);
      const query = new URLSearchParams({ 'list-type': '2', 'max-keys': String(limit), ...(after ? { 'start-after': after } : {}) });
      const xml = await (await expectOk(await send(`${access.bucketUrl}?${query}`), 'list')).text();
      const keys = tagValue(xml, 'Key').map(unescapeXml);
      const sizes = tagValue(xml, 'Size').map(Number);
      const modified = tagValue(xml, 'LastModified').map((value) => new Date(value));
      // The store's own names (writes in progress elsewhere) start with a dot, as in the local store.
      return keys.map((key, i): BlobEntry => ({ key, size: sizes[i]!, modified: modified[i]! }))
        .filter((entry) => !entry.key.split('/').some((part) => part.startsWith('.')));
    },
    async deleteUnlessStoredSince(key, since) {
      // S3 has no conditional delete everywhere; the window between the look and the delete is the grace period's.
      const found = await metadataOf(key);
      if (!found || found.modified >= since) return false;
      await remove(key);
      return true;
    },
    async removeAbandonedWrites(before, limit) {
      // Writes are single PUTs, atomic on S3: what a crash leaves is a spool file here.
      let removed = 0;
      const directory = await opendir(options.spoolDirectory).catch(() => null);
      if (!directory) return 0;
      for await (const entry of directory) {
        if (removed >= limit) break;
        const path = join(options.spoolDirectory, entry.name);
        const info = await stat(path).catch(() => null);
        if (entry.isFile() && entry.name.endsWith('.spool') && info && info.mtime < before) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
