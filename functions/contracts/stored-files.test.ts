// Stored file values: keys become URLs below whichever CDN root is configured; external URLs pass through untouched.
import { describe, expect, it } from 'vitest';
import { storedFileKey, storedFileOf, storedFileUrl } from './stored-files.ts';

const CDN = 'https://cdn.kiln.example/files';

describe('storedFileUrl', () => {
  it('composes a key below the CDN root, and follows the root when it moves', () => {
    expect(storedFileUrl(CDN, 'images/project/p1/ab.png')).toBe('https://cdn.kiln.example/files/images/project/p1/ab.png');
    expect(storedFileUrl('http://localhost:4321/cdn', 'data/p1/versions/v1/a%20b.jar')).toBe('http://localhost:4321/cdn/data/p1/versions/v1/a%20b.jar');
  });

  it('keeps an external URL, and nothing, as given', () => {
    expect(storedFileUrl(CDN, 'https://elsewhere.example/icon.png')).toBe('https://elsewhere.example/icon.png');
    expect(storedFileUrl(CDN, 'http://old.example/cdn/images/user/u/1.png')).toBe('http://old.example/cdn/images/user/u/1.png');
    expect(storedFileUrl(CDN, null)).toBeNull();
  });
});

describe('storedFileKey and storedFileOf', () => {
  it('turn a URL this instance serves back into its key', () => {
    expect(storedFileKey(CDN, `${CDN}/images/project/p1/gallery/cd.webp`)).toBe('images/project/p1/gallery/cd.webp');
    expect(storedFileOf(CDN, `${CDN}/data/p1/versions/v1/x.jar`)).toBe('data/p1/versions/v1/x.jar');
  });

  it('leave other URLs alone, including look-alikes of the root', () => {
    expect(storedFileKey(CDN, 'https://cdn.kiln.example/filesystem/a.png')).toBeNull();
    expect(storedFileKey(CDN, `${CDN}/`)).toBeNull();
    expect(storedFileOf(CDN, 'https://elsewhere.example/images/a.png')).toBe('https://elsewhere.example/images/a.png');
  });
});
