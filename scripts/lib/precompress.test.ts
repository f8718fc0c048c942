// Precompression keeps a variant only where it pays, and each variant decodes to the file it sits beside.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressTree } from './precompress.ts';

const directory = mkdtempSync(join(tmpdir(), 'kiln-precompress-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('precompressTree', () => {
  it('writes .br and .gz beside text files worth it, and none beside small, incompressible or other files', async () => {
    const text = '<p>Kiln</p>\n'.repeat(2000);
    mkdirSync(join(directory, 'news'));
    writeFileSync(join(directory, 'news/index.html'), text);
    writeFileSync(join(directory, 'tiny.js'), 'let a = 1;');
    writeFileSync(join(directory, 'noise.json'), randomBytes(4096));
    writeFileSync(join(directory, 'photo.webp'), text);
    const report = await precompressTree(directory);
    expect(brotliDecompressSync(readFileSync(join(directory, 'news/index.html.br'))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(join(directory, 'news/index.html.gz'))).toString()).toBe(text);
    for (const file of ['tiny.js', 'noise.json', 'photo.webp']) {
      expect([existsSync(join(directory, `${file}.br`)), existsSync(join(directory, `${file}.gz`))]).toEqual([false, false]);
    }
    expect(report.files).toBe(2);
    expect(report.encoded.br).toBeLessThan(text.length / 20);
  });
});
