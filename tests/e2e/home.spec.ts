// Home page in a real browser: seeded projects render on the server, inside the site's header and footer, with a sample
// of search that agrees with the search API.
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

test('the sample shows the three most downloaded projects and how many there are in all', async ({ page, request }) => {
  // Other tests may publish projects meanwhile, so the page and the API are compared until they agree on one moment.
  await expect(async () => {
    await page.goto('/');
    const top: { total_hits: number; hits: { title: string }[] } = await (await request.get('/v2/search?index=downloads&limit=3')).json();
    const sample = page.getByRole('region', { name: 'Popular right now' });
    await expect(sample.locator('.project-card')).toHaveCount(3);
    expect((await sample.locator('.project-card h3 a').allTextContents()).map((title) => title.trim())).toEqual(top.hits.map((hit) => hit.title));
    await expect(sample.getByText(`Showing 3 of ${top.total_hits.toLocaleString('en-US')} projects`, { exact: true })).toBeVisible();
  }).toPass({ timeout: 15_000 });
  expect((await (await request.get('/v2/search?limit=0')).json()).total_hits).toBeGreaterThan(3);
});
