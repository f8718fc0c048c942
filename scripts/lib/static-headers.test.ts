// The security headers written beside the build for pre-rendered pages: added to each page's own script policy,
// HSTS only on https, and the same file after any number of starts.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addSecurityHeadersToStaticPages } from './static-headers.ts';

const BUILT = [{ pathname: '/news', headers: [{ key: 'Content-Security-Policy', value: "script-src 'self' 'sha256-abc'" }] }];

function distWith(routes: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'kiln-dist-'));
  writeFileSync(join(dir, '_headers.json'), JSON.stringify(routes));
  return dir;
}

const headersOf = (dir: string) => Object.fromEntries(
  (JSON.parse(readFileSync(join(dir, '_headers.json'), 'utf8'))[0].headers as { key: string; value: string }[]).map(({ key, value }) => [key, value]),
);

describe('security headers of pre-rendered pages', () => {
  it('joins the framing rule to the page’s script policy and adds the other headers', () => {
    const dir = distWith(BUILT);
    expect(addSecurityHeadersToStaticPages(dir, { publicUrl: 'http://localhost:4321' })).toBe(1);
    expect(headersOf(dir)).toEqual({
      'Content-Security-Policy': "script-src 'self' 'sha256-abc'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  it('sends HSTS only for an https public URL, and a later start replaces what an earlier one wrote', () => {
    const dir = distWith(BUILT);
    addSecurityHeadersToStaticPages(dir, { publicUrl: 'https://kiln.example' });
    expect(headersOf(dir)['Strict-Transport-Security']).toBe('max-age=31536000');
    addSecurityHeadersToStaticPages(dir, { publicUrl: 'http://localhost:4321' });
    const again = headersOf(dir);
    expect(again['Strict-Transport-Security']).toBeUndefined();
    expect(again['Content-Security-Policy']).toBe("script-src 'self' 'sha256-abc'; frame-ancestors 'none'");
  });

  it('leaves a build without the file alone', () => {
    expect(addSecurityHeadersToStaticPages(mkdtempSync(join(tmpdir(), 'kiln-dist-')), { publicUrl: 'http://localhost' })).toBe(0);
  });
});
