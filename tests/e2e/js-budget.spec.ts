// What pages really load in a browser, against the JavaScript budget: the gzip size of every script response (island
// components included, once they are in view) plus inline module scripts. Static pages load no script file at all.
import { expect, test, type Page } from '@playwright/test';
import { gzipBytes, HOME_PAGE_BUDGET, INTERACTIVE_PAGE_BUDGET } from '../../scripts/lib/js-budget.ts';

interface Loaded { files: Map<string, number>; inlineModules: number }

/** Opens the page, scrolls through it so visible-only islands load too, and totals its JavaScript. */
async function loadedJavaScript(page: Page, path: string): Promise<Loaded> {
  const bodies: Promise<void>[] = [];
  const files = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => void files.set(new URL(response.url()).pathname, gzipBytes(body))));
  });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  const inline = await page.locator('script[type="module"]:not([src])').evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return { files, inlineModules: inline.reduce((sum, text) => sum + gzipBytes(text), 0) };
}

const total = ({ files, inlineModules }: Loaded) => [...files.values()].reduce((sum, bytes) => sum + bytes, inlineModules);

test('the home page loads a few KB of plain scripts and no framework', async ({ page }) => {
  const loaded = await loadedJavaScript(page, '/');
  expect(loaded.files.size).toBeGreaterThan(0);
  expect([...loaded.files.keys()].filter((path) => /react|client\./i.test(path))).toEqual([]);
  expect(total(loaded)).toBeLessThanOrEqual(HOME_PAGE_BUDGET);
});

test('a search page and a project page stay within the interactive budget', async ({ page, request }) => {
  const [hit]: { slug: string }[] = (await (await request.get(`/v2/search?limit=1&index=downloads&facets=${encodeURIComponent('[["project_type:mod"]]')}`)).json()).hits;
  for (const path of ['/mods', `/mod/${hit!.slug}`, `/mod/${hit!.slug}/versions`]) {
    const loaded = await loadedJavaScript(page, path);
    // The islands really ran, so their code is in the total.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    expect(total(loaded), `${path}: ${JSON.stringify(Object.fromEntries(loaded.files))}`).toBeLessThanOrEqual(INTERACTIVE_PAGE_BUDGET);
    expect(loaded.files.size).toBeGreaterThan(0);
  }
});

for (const path of ['/news', '/legal/terms']) {
  test(`${path} loads no script file`, async ({ page }) => {
    const loaded = await loadedJavaScript(page, path);
    expect([...loaded.files.keys()]).toEqual([]);
    expect(loaded.inlineModules).toBe(0);
    await expect(page.locator('script[src], astro-island')).toHaveCount(0);
  });
}
