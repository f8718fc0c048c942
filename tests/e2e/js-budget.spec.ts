// What pages really load in a browser, against the JavaScript budget: the gzip size of every script response (island
// components included, once they are in view) plus inline module scripts. Static pages load no script file at all.
import { expect, test, type Page, type Response } from '@playwright/test';
import { gzipBytes, HOME_PAGE_BUDGET, INTERACTIVE_PAGE_BUDGET } from '../../scripts/lib/js-budget.ts';
import { signInCreator } from './support/accounts.ts';
import { scriptBytes } from './support/script-bytes.ts';

interface Loaded { files: Map<string, number>; inlineModules: number }

/** Opens the page, scrolls through it so visible-only islands load too, and totals its JavaScript. */
async function loadedJavaScript(page: Page, path: string): Promise<Loaded> {
  const bodies: Promise<void>[] = [];
  const files = new Map<string, number>();
  const listener = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(scriptBytes(page, response).then((bytes) => void files.set(new URL(response.url()).pathname, bytes)));
  };
  page.on('response', listener);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // Half a screen at a time, two frames each: an island that loads when seen is seen, however long the page.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  // The next page's scripts are the next call's: a body cannot be read once its page is navigated away from.
  page.off('response', listener);
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

test('the analytics pages stay within the interactive budget, their chart drawn', async ({ page }) => {
  await signInCreator(page, '/dashboard/analytics');
  // Other specs may have given the creator new projects without history: the most downloaded one has a chart to draw.
  const projects = (await (await page.request.get('/v2/user/creator/projects')).json()) as { slug: string; project_type: string; downloads: number }[];
  const [project] = projects.sort((a, b) => b.downloads - a.downloads);
  const organizations = (await (await page.request.get('/v3/user/creator/organizations')).json()) as { id: string }[];
  // Other specs may have made the creator an organization without projects, which has no chart to draw.
  const withProjects = await Promise.all(organizations.map(async ({ id }) => ((await (await page.request.get(`/v3/organization/${id}/projects`)).json()) as unknown[]).length > 0));
  const organization = organizations.find((_, index) => withProjects[index]);
  for (const path of ['/dashboard/analytics', `/${project!.project_type}/${project!.slug}/settings/analytics`, `/organization/${organization!.id}/settings/analytics`]) {
    const loaded = await loadedJavaScript(page, path);
    // The chart's library came too, so it is in the total.
    await expect(page.locator('.analytics-chart canvas')).toBeVisible();
    expect([...loaded.files.keys()].some((file) => /uPlot/.test(file)), path).toBe(true);
    expect(total(loaded), `${path}: ${JSON.stringify(Object.fromEntries(loaded.files))}`).toBeLessThanOrEqual(INTERACTIVE_PAGE_BUDGET);
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
