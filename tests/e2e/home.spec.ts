// Home page in a real browser: seeded projects render on the server, inside the site's header and footer.
import { expect, test } from '@playwright/test';

test('the home page lists seeded projects with header and footer', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Kiln');
  await expect(page.getByRole('navigation', { name: 'Browse' }).getByRole('link', { name: 'Mods' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recently updated' })).toBeVisible();
  const cards = page.locator('.project-card');
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  const firstTitle = cards.first().locator('h3 a');
  await expect(firstTitle).toHaveAttribute('href', /^\/(mod|modpack|plugin|datapack|resourcepack|shader)\/[a-z0-9._-]+$/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/legal/terms');
});

test('the home page HTML already holds the projects before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  expect(await page.locator('.project-card').count()).toBeGreaterThanOrEqual(6);
  await context.close();
});
