// Uploaded images: recognised by their bytes, size-limited, content-addressed, served back with safe headers.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#contracts/errors.ts';
import { useTestServer } from '#testing/server.ts';
import { sniffImage } from './sniff.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import { storeImage, uploadedImageKey } from './store.ts';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
const GIF = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = Uint8Array.from([...Buffer.from('RIFF'), 0x1a, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

describe('sniffImage', () => {
  it('recognises each accepted format from its signature', () => {
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(GIF)).toBe('gif');
    expect(sniffImage(JPEG)).toBe('jpg');
    expect(sniffImage(WEBP)).toBe('webp');
  });

  it('refuses SVG, HTML and truncated signatures whatever they claim to be', () => {
    expect(sniffImage(SVG)).toBeNull();
    expect(sniffImage(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImage(PNG.slice(0, 4))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe('storeImage and /cdn/images', () => {
  const context = useTestServer();
  const cdn = () => `${context.server.url}/cdn`;

  it('stores under a content-derived key and serves it back as an immutable image', async () => {
    const stored = await storeImage(context.server.runtime.blobs, { folder: 'project/abc', bytes: PNG, maxBytes: 1024 });
    const sha1 = createHash('sha1').update(PNG).digest('hex');
    expect(stored.key).toBe(`images/project/abc/${sha1}.png`);
    expect(uploadedImageKey(stored.key)).toBe(stored.key);
    const response = await fetch(storedFileUrl(cdn(), stored.key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('refuses oversized and non-image uploads with a clear message', async () => {
    const blobs = context.server.runtime.blobs;
    const tooLarge = storeImage(blobs, { folder: 'user/u', bytes: PNG, maxBytes: 10 });
    await expect(tooLarge).rejects.toBeInstanceOf(ApiError);
    await expect(tooLarge).rejects.toThrow('File too large');
    await expect(storeImage(blobs, { folder: 'user/u', bytes: SVG, maxBytes: 1024 })).rejects.toThrow('Unsupported image format');
  });

  it('answers 404 for unknown images, other extensions and paths outside the image folder', async () => {
    for (const path of ['images/project/abc/none.png', 'images/project/abc/x.svg', 'images/../kiln.db', 'data/x/versions/y/z.jar']) {
      expect((await fetch(`${cdn()}/${path}`)).status, path).toBe(404);
    }
  });

  it('takes only its own stored keys for images it may delete', () => {
    expect(uploadedImageKey('https://elsewhere.example/images/a.png')).toBeNull();
    expect(uploadedImageKey('data/p/versions/v/a.jar')).toBeNull();
    expect(uploadedImageKey(null)).toBeNull();
  });
});
