// A 390 px phone: searching from any page (the header's search box has no room there), and the dashboard's projects
// table shown whole, with nothing past the screen's edge.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { demoPages } from './support/demo-pages.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Nothing on the page reaches past the right edge of the screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const past = await page.locator('main *, header *').evaluateAll((elements) => elements
    .filter((element) => element.getBoundingClientRect().right > 390.5 && element.checkVisibility())
    .map((element) => element.outerHTML.slice(0, 80)));
  expect(past).toEqual([]);
}

test('a search from the menu of a project page opens the results', async ({ page, request }) => {
  const { project } = await demoPages(request);
  await page.goto(project);
  await expect(page.locator('#header-search-input')).toBeHidden();
  await page.getByLabel('Menu', { exact: true }).click();
  const search = page.getByRole('search').getByRole('searchbox', { name: 'Search projects' });
  await expect(search).toBeVisible();
  await search.fill('lantern');
  await search.press('Enter');
  await expect(page).toHaveURL('/mods?q=lantern');
  await expect(page.getByRole('searchbox', { name: 'Search mods' })).toHaveValue('lantern');
  await expect(page.locator('#search-results h3 a').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the dashboard projects table fits the screen, every project with its status and settings', async ({ page }) => {
  await signIn(page, 'creator', 'demo-creator-pass');
  await page.goto('/dashboard/projects');
  const rows = page.locator('.projects-table tbody tr');
  expect(await rows.count()).toBeGreaterThan(3);
  await expectNoSidewaysScroll(page);
  const wrap = page.locator('.table-wrap');
  expect(await wrap.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  for (const row of await rows.all()) {
    for (const part of [row.getByRole('link', { name: 'Settings' }), row.getByRole('checkbox'), row.locator('td').nth(2)]) {
      await part.scrollIntoViewIfNeeded();
      await expect(part).toBeInViewport({ ratio: 0.9 });
    }
  }
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: test.info().outputPath(`dashboard-projects-${scheme}.png`), fullPage: true });
  }
  // The header has room for the notifications link and the account menu.
  await page.goto('/mods');
  await expectNoSidewaysScroll(page);
});
