// Loading a search page moves nothing on screen: the island takes over the server's page in place (no element of it
// replaced) on a phone and on a wide screen, in the type's layout and in a remembered one, with results and without.
import { expect, test, type Page } from '@playwright/test';

/** The search page's target for cumulative layout shift (0.1 is where Core Web Vitals stop calling it good). */
const MAX_SHIFT = 0.02;
/** Scripts arrive this late, as on a slow phone, so the server's page is on screen before the island takes over. */
const SCRIPT_DELAY_MS = 400;
/** Time after hydration for anything the island does late (effects, a second render) to show. */
const SETTLE_MS = 800;

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1440, height: 1200 };

interface Loading {
  /** Cumulative layout shift without recent input, from navigation to a settled, hydrated page. */
  shift: number;
  /** Elements the island removed from the server's page while taking over. */
  replaced: string[];
}

const takenOver = (page: Page) => expect(page.locator('.search.search-live')).toBeAttached();

/** Loads `path` in `page`, watching layout shifts and removed elements from the first byte on. */
async function load(page: Page, path: string): Promise<Loading> {
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen = { shift: 0, replaced: [] as string[] };
    Object.assign(window, { loading: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target as Element).closest?.('.search')) continue;
        for (const node of record.removedNodes) if (node instanceof Element) seen.replaced.push(node.outerHTML.slice(0, 120));
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await takenOver(page);
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() => (window as unknown as { loading: Loading }).loading);
}

for (const [screen, viewport] of [['a phone', PHONE], ['a wide screen', DESKTOP]] as const) {
  test.describe(`on ${screen}`, () => {
    test.use({ viewport });

    test('/mods loads without moving or replacing anything', async ({ page }) => {
      const loading = await load(page, '/mods');
      await expect(page.locator('.search-list-list .search-result').first()).toBeVisible();
      expect(loading.shift).toBeLessThanOrEqual(MAX_SHIFT);
      expect(loading.replaced).toEqual([]);
    });

    test('a remembered grid layout loads without moving anything', async ({ page }) => {
      await page.goto('/mods');
      await takenOver(page);
      await page.getByRole('radio', { name: 'Grid' }).check();
      await expect(page.locator('.search-list-grid')).toBeVisible();

      const loading = await load(page, '/mods');
      await expect(page.locator('.search-list-grid .search-result').first()).toBeVisible();
      expect(loading.shift).toBeLessThanOrEqual(MAX_SHIFT);
      expect(loading.replaced).toEqual([]);
    });

    test('a query that matches nothing loads without moving anything', async ({ page }) => {
      const loading = await load(page, '/mods?q=zqxjvkwpq');
      await expect(page.locator('.search-empty')).toBeVisible();
      expect(loading.shift).toBeLessThanOrEqual(MAX_SHIFT);
      expect(loading.replaced).toEqual([]);
    });

    test('/shaders loads its gallery without moving anything', async ({ page }) => {
      const loading = await load(page, '/shaders');
      await expect(page.locator('.search-list-gallery .search-result').first()).toBeVisible();
      expect(loading.shift).toBeLessThanOrEqual(MAX_SHIFT);
      expect(loading.replaced).toEqual([]);
    });
  });
}
