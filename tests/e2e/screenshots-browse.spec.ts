// The browsing pages in light and dark, on a desktop and a phone, saved as full-page pictures under
// test-results/screenshots/ for a visual review; each page must also fit its width (no sideways scrolling).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { demoPages } from './support/demo-pages.ts';

const OUT = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;

/** The pages to look at, named for the picture files; the project is the most downloaded mod. */
async function browsePages(request: APIRequestContext): Promise<{ name: string; path: string; status: number }[]> {
  const demo = await demoPages(request);
  return [
    { name: 'home', path: '/', status: 200 },
    { name: 'search-mods', path: '/mods', status: 200 },
    { name: 'search-resourcepacks', path: '/resourcepacks', status: 200 },
    { name: 'project', path: demo.project, status: 200 },
    { name: 'project-versions', path: `${demo.project}/versions`, status: 200 },
    { name: 'version', path: demo.version, status: 200 },
    { name: 'user', path: '/user/creator', status: 200 },
    { name: 'organization', path: demo.organization, status: 200 },
    { name: 'collection', path: demo.collection, status: 200 },
    { name: 'project-404', path: '/mod/no-such-project-anywhere', status: 404 },
  ];
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of THEMES) {
    test(`browse pages in ${theme} on a ${device} fit the screen`, async ({ browser, request, baseURL }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport, colorScheme: theme, isMobile: device === 'phone', hasTouch: device === 'phone' });
      await context.addCookies([{ name: 'color-mode', value: theme, url: baseURL! }]);
      const page = await context.newPage();
      for (const { name, path, status } of await browsePages(request)) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}-mode\\b`));
        await page.waitForLoadState('networkidle');
        await expect(page.locator('astro-island[ssr][client="load"], astro-island[ssr][client="idle"]')).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${OUT}${device}-${theme}-${name}.png`, fullPage: true });
        // Against the configured width: a phone browser widens its own window to fit content that overflows.
        const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
        expect(width, `${path} scrolls sideways on a ${device}`).toBeLessThanOrEqual(viewport.width);
      }
      await context.close();
    });
  }
}
