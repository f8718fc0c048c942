// The Cloudflare build of site + API boots inside workerd and answers routes that need no database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { unstable_startWorker } from 'wrangler';
import { buildSite, siteBuildIsStale } from './lib/site-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
let worker: Awaited<ReturnType<typeof unstable_startWorker>>;
let base: string;

beforeAll(async () => {
  if (siteBuildIsStale(root, 'dist-worker')) buildSite(root, { KILN_ADAPTER: 'cloudflare' });
  worker = await unstable_startWorker({
    config: join(root, 'dist-worker/server/wrangler.json'),
    dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, logLevel: 'error' },
  });
  await worker.ready;
  base = (await worker.url).toString().replace(/\/$/, '');
}, 300_000);

afterAll(async () => {
  await worker?.dispose();
});

describe('site + API in workerd', () => {
  it('serves the API self-description at / for JSON clients', async () => {
    const response = await fetch(`${base}/`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect((await response.json()).about).toBe('Welcome traveler!');
  });

  it('serves a tag route and the JSON 404 of the API', async () => {
    const sides = await fetch(`${base}/v2/tag/side_type`);
    expect(await sides.json()).toEqual(['required', 'optional', 'unsupported', 'unknown']);
    const missing = await fetch(`${base}/v2/nope`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe('not_found');
  });

  it('renders the 404 page through Astro', async () => {
    const response = await fetch(`${base}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });
});
