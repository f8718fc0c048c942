import { describe, expect, it } from 'vitest';
import { scope } from '#contracts/scopes.ts';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import { iconProblem, sniffImageType } from './icon.ts';
import { appProblem, isRedirectUri, redirectUrisOf } from './rules.ts';

describe('redirect URIs', () => {
  it.each([
    ['https://app.example/callback', true],
    ['https://app.example/callback?source=kiln', true],
    ['http://localhost:8765/cb', true],
    ['http://127.0.0.1/cb', true],
    ['http://app.example/cb', false],
    ['http://localhost.evil.example/cb', false],
    ['https://app.example/cb#fragment', false],
    ['https://user:pass@app.example/cb', false],
    ['javascript:alert(1)', false],
    ['/relative', false],
    [' https://app.example/cb', false],
    [`https://app.example/${'a'.repeat(256)}`, false],
  ])('%s is %s', (uri, valid) => {
    expect(isRedirectUri(uri)).toBe(valid);
  });

  it('splits a textarea into distinct lines', () => {
    expect(redirectUrisOf('https://a.example/cb\r\n\n https://b.example/cb \nhttps://a.example/cb')).toEqual(['https://a.example/cb', 'https://b.example/cb']);
  });
});

describe('appProblem', () => {
  const valid = { name: 'Launcher', redirectUris: ['https://app.example/cb'], maxScopes: scope('USER_READ') };
  it.each([
    [{}, null],
    [{ name: 'ab' }, 'name'],
    [{ description: 'x'.repeat(256) }, 'description'],
    [{ url: 'ftp://app.example' }, 'url'],
    [{ redirectUris: [] }, 'redirect_uris'],
    [{ redirectUris: ['https://a.example/cb', 'https://a.example/cb'] }, 'redirect_uris'],
    [{ redirectUris: Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`) }, 'redirect_uris'],
    [{ maxScopes: 0 }, 'scopes'],
    [{ maxScopes: scope('PAT_CREATE') }, 'scopes'],
  ])('%o gives %s', (change, problem) => {
    expect(appProblem({ ...valid, ...change })).toBe(problem);
  });
});

describe('icons', () => {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
  it('reads the type from the bytes', () => {
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('refuses other types and oversized images', () => {
    expect(iconProblem(new TextEncoder().encode('<html>'))).toBe('icon_type');
    const big = new Uint8Array(ICON_MAX_BYTES + 1);
    big.set(PNG);
    expect(iconProblem(big)).toBe('icon_size');
    expect(iconProblem(big.subarray(0, ICON_MAX_BYTES))).toBeNull();
  });
});
