// The built site as `npm start` serves it on a port of its own: pre-rendered pages, feeds and the sitemap name the
// origin the server runs at (not the build's), and built text files go out precompressed to clients that accept it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, siteBuildIsStale } from './lib/site-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'kiln-served-files-'));
let child: ChildProcess;
let origin: string;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET (or HEAD) that sends exactly the headers given and hands back the bytes as they came, still encoded. */
function request(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

beforeAll(async () => {
  if (siteBuildIsStale(root)) buildSite(root);
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
    cwd: root, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), SEED_PROJECTS: '0' },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (const started = Date.now(); !output.includes('Kiln is running'); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (child.exitCode !== null || Date.now() - started > 120_000) throw new Error(`The server did not start:\n${output}`);
  }
}, 300_000);

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('absolute URLs in pre-rendered pages', () => {
  it('follow the server from the home page to the news and its feed', async () => {
    const home = (await request('/')).body.toString();
    const news = attribute(home, /<a [^>]*href="(\/news)"/);
    expect(news).toBe('/news');
    const page = (await request(news!)).body.toString();
    expect(attribute(page, /<link rel="canonical" href="([^"]+)"/)).toBe(`${origin}/news`);
    expect(attribute(page, /<meta property="og:url" content="([^"]+)"/)).toBe(`${origin}/news`);
    expect(attribute(page, /<meta property="og:image" content="([^"]+)"/)).toBe(`${origin}/images/og/kiln.png`);
    const feedUrl = attribute(page, /<link rel="alternate" type="application\/rss\+xml"[^>]* href="([^"]+)"/);
    expect(feedUrl).toBe(`${origin}/news/rss.xml`);
    const feed = await fetch(feedUrl!);
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain(`<atom:link href="${origin}/news/rss.xml" rel="self"`);
    const items = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((match) => match[1]!);
    expect(items.length).toBeGreaterThan(0);
    for (const link of items) expect(link.startsWith(`${origin}/news/article/`)).toBe(true);
    expect((await fetch(items[0]!)).status).toBe(200);
  });

  it('in the sitemap and robots.txt too, and nowhere the build origin', async () => {
    const sitemap = (await request('/sitemap.xml')).body.toString();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.length).toBeGreaterThan(10);
    for (const location of locations) expect(location.startsWith(`${origin}/`)).toBe(true);
    expect((await request('/robots.txt')).body.toString()).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of ['/news', '/news/atom.xml', '/legal', '/sitemap.xml']) {
      expect(brotliDecompressSync((await request(path, { 'accept-encoding': 'br' })).body).toString()).not.toContain('localhost:4321');
    }
  });
});

describe('precompressed built files', () => {
  it('go out as br or gzip by Accept-Encoding, with the identity file\'s type and caching and their own length', async () => {
    const home = (await request('/')).body.toString();
    const assets = [...home.matchAll(/(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of new Set(assets)) {
      const plain = await request(asset);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const [accept, encoding, decode] of [['gzip, deflate, br, zstd', 'br', brotliDecompressSync], ['gzip', 'gzip', gunzipSync]] as const) {
        const encoded = await request(asset, { 'accept-encoding': accept });
        expect(encoded.status).toBe(200);
        expect(encoded.headers['content-encoding']).toBe(encoding);
        expect(encoded.headers.vary).toBe('Accept-Encoding');
        expect(encoded.headers['content-type']).toBe(plain.headers['content-type']);
        expect(encoded.headers['cache-control']).toBe(plain.headers['cache-control']);
        expect(Number(encoded.headers['content-length'])).toBe(encoded.body.byteLength);
        expect(encoded.body.byteLength).toBeLessThan(plain.body.byteLength);
        // Encoded once: decoding gives the file's bytes back.
        expect(decode(encoded.body).equals(plain.body)).toBe(true);
      }
    }
  });

  it('keep a pre-rendered page\'s headers, and answer HEAD, revalidation and ranges', async () => {
    const page = await request('/news', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const head = await request('/news/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
    expect(head.body.byteLength).toBe(0);
    const again = await request('/news', { 'accept-encoding': 'br', 'if-none-match': page.headers.etag! });
    expect(again.status).toBe(304);
    const gzipped = await request('/news', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.etag).not.toBe(page.headers.etag);
    // The page on disk names the build's origin: a range of it would not be this page.
    const range = await request('/news', { range: 'bytes=0-9' });
    expect(range.status).toBe(200);
    expect(range.body.toString()).toContain(`${origin}/news/rss.xml`);
  });

  it('include the icon browsers ask for on their own at /favicon.ico', async () => {
    const icon = await request('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(icon.body.readUInt16LE(2)).toBe(1);
  });

  it('leave a range of a file on disk to the raw file', async () => {
    const home = (await request('/')).body.toString();
    const asset = attribute(home, /(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/)!;
    const range = await request(asset, { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.byteLength).toBe(10);
  });
});

describe('built pages for signed-in people', () => {
  let session: string;

  beforeAll(async () => {
    const signedUp = await fetch(`${origin}/_internal/auth/sign-up`, {
      method: 'POST', redirect: 'manual', headers: { origin },
      body: new URLSearchParams({ username: 'framed', email: 'framed@example.test', password: 'amber-furnace-lantern-7', confirm: 'amber-furnace-lantern-7' }),
    });
    session = /kiln_session=[^;]+/.exec(signedUp.headers.getSetCookie().join('\n'))![0];
  });

  it('come in their frame (their account menu, their theme), with the page\'s own head and headers, never stored', async () => {
    const built = (await request('/legal/terms')).body.toString();
    const framed = await request('/legal/terms', { cookie: `${session}; color-mode=dark`, 'accept-encoding': 'gzip' });
    expect(framed.status).toBe(200);
    expect(framed.headers['cache-control']).toBe('private, no-store');
    expect(framed.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(framed.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const html = gunzipSync(framed.body).toString();
    expect(html).toContain('<details class="account-menu"');
    expect(html).toMatch(/<html lang="en-US" class="dark-mode[ "]/);
    expect(built).not.toContain('account-menu');
    // Everything between the header and the footer is the built page's own.
    const main = (page: string) => page.slice(page.indexOf('<main'), page.lastIndexOf('</main>'));
    expect(main(html)).toBe(main(built));
    expect(html.slice(0, html.indexOf('</head>'))).toBe(built.slice(0, built.indexOf('</head>')).replace(/<html[^>]*>/, /<html[^>]*>/.exec(html)![0]));
  });

  it('speak the person\'s language in the frame and the page\'s own in its content', async () => {
    const html = (await request('/legal/terms', { cookie: session, 'accept-language': 'de-DE' })).body.toString();
    expect(html).toMatch(/<html lang="en-US"[ >]/);
    expect(html).toContain('<div lang="de-DE" style="display: contents"><header class="site-header"');
  });

  it('even when the browser asks with the tag of the copy it got as a visitor', async () => {
    const { etag } = (await request('/legal/terms')).headers;
    expect((await request('/legal/terms', { 'if-none-match': etag! })).status).toBe(304);
    const framed = await request('/legal/terms', { cookie: session, 'if-none-match': etag! });
    expect(framed.status).toBe(200);
    expect(framed.body.toString()).toContain('<details class="account-menu"');
  });

  it('go to visitors as built, marked as varying by cookie for shared caches', async () => {
    const page = await request('/news', { cookie: 'color-mode=dark' });
    expect(page.headers['cache-control']).toBe('public, max-age=0');
    expect(page.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(page.body.toString()).not.toContain('account-menu');
  });

  it('signed out by a stale session cookie: the visitor\'s frame, and the cookie removed', async () => {
    const page = await request('/plus', { cookie: 'kiln_session=stale' });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['set-cookie']?.join('\n')).toMatch(/^kiln_session=[^;]*; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(page.body.toString()).toContain('href="/auth/sign-in?redirect=%2Fplus"');
  });

  it('the frame alone is no page', async () => {
    expect((await request('/page-frame')).status).toBe(404);
    expect((await request('/page-frame?of=//evil.example/')).status).toBe(404);
  });
});
