// Search pages in a real browser: results as you type, filters and layouts in the URL, back and forward, the
// remembered layout, provided (locked) filters, and the same page working as a plain form without JavaScript.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface Hit { title: string; versions: string[] }
interface Answer { hits: Hit[]; total_hits: number }

async function search(request: APIRequestContext, facets: string[][], query = ''): Promise<Answer> {
  const params = new URLSearchParams({ facets: JSON.stringify(facets), limit: '100', query });
  return (await request.get(`/v2/search?${params}`)).json();
}

/** Opens a search page and waits for the island to take over. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('.search.search-live')).toBeAttached();
}

const count = (page: Page) => page.locator('#search-count');
const results = (page: Page) => page.locator('.search-result h3 a');
const loaderBox = (page: Page, name: string) => page.getByRole('group', { name: 'Loaders' }).getByRole('checkbox', { name, exact: true });
const versionBox = (page: Page, version: string) => page.getByRole('group', { name: 'Game versions' }).getByRole('checkbox', { name: version, exact: true });

test('typing a query updates the results and the URL', async ({ page, request }) => {
  await open(page, '/mods');
  const word = (await results(page).first().textContent())!.trim().split(/\s+/)[0]!;
  const expected = await search(request, [['project_type:mod']], word);
  await page.getByRole('searchbox', { name: 'Search mods' }).fill(word);
  await expect(page).toHaveURL(`/mods?q=${encodeURIComponent(word)}`);
  await expect(count(page)).toHaveText(`${expected.total_hits} result${expected.total_hits === 1 ? '' : 's'}`);
  await expect(results(page).first()).toBeVisible();
});

test('loader and game version filters narrow the results; back and forward replay them', async ({ page, request }) => {
  await open(page, '/mods');
  const all = await count(page).textContent();
  const fabric = await search(request, [['project_type:mod'], ['categories:fabric']]);
  const tally = new Map<string, number>();
  for (const hit of fabric.hits) for (const version of hit.versions) tally.set(version, (tally.get(version) ?? 0) + 1);
  const releases = new Set(await page.getByRole('group', { name: 'Game versions' }).getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value)));
  const [version] = [...tally].filter(([name]) => releases.has(name)).sort((a, b) => b[1] - a[1])[0]!;
  const both = await search(request, [['project_type:mod'], ['categories:fabric'], [`versions:${version}`]]);

  await loaderBox(page, 'Fabric').check();
  await expect(page).toHaveURL('/mods?l=fabric');
  await expect(count(page)).toHaveText(`${fabric.total_hits} results`);
  expect(await count(page).textContent()).not.toBe(all);

  await versionBox(page, version).check();
  await expect(page).toHaveURL(`/mods?g=${version}&l=fabric`);
  await expect(count(page)).toHaveText(`${both.total_hits} result${both.total_hits === 1 ? '' : 's'}`);

  await page.goBack();
  await expect(page).toHaveURL('/mods?l=fabric');
  await expect(versionBox(page, version)).not.toBeChecked();
  await expect(count(page)).toHaveText(`${fabric.total_hits} results`);
  await page.goBack();
  await expect(page).toHaveURL('/mods');
  await expect(loaderBox(page, 'Fabric')).not.toBeChecked();
  await expect(count(page)).toHaveText(all!);
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(`/mods?g=${version}&l=fabric`);
  await expect(versionBox(page, version)).toBeChecked();
});

test('rare mod loaders wait behind "Show more", and snapshots behind "Show all versions"', async ({ page }) => {
  await open(page, '/mods');
  await expect(loaderBox(page, 'LiteLoader')).toHaveCount(0);
  await page.getByRole('group', { name: 'Loaders' }).getByRole('button', { name: 'Show more' }).click();
  await expect(loaderBox(page, 'LiteLoader')).toBeVisible();
  await expect(loaderBox(page, 'Rift')).toBeVisible();

  const versions = page.locator('#search-version-list input');
  const releases = await versions.count();
  await page.getByRole('checkbox', { name: 'Show all versions' }).check();
  await expect.poll(() => versions.count()).toBeGreaterThan(releases);
  await page.getByRole('searchbox', { name: 'Search game versions' }).fill('snapshot');
  await expect(versions.first()).toHaveValue(/snapshot/);
});

test('the layout switch shows a grid and is remembered after a reload', async ({ page }) => {
  await open(page, '/mods');
  await expect(page.locator('.search-list-list')).toBeVisible();
  await page.getByRole('radio', { name: 'Grid' }).check();
  await expect(page.locator('.search-list-grid')).toBeVisible();
  await expect(page).toHaveURL('/mods');
  await page.reload();
  await expect(page.locator('.search-list-grid')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Grid' })).toBeChecked();
});

test('/shaders opens in the gallery layout', async ({ page }) => {
  await open(page, '/shaders');
  await expect(page.getByRole('radio', { name: 'Gallery' })).toBeChecked();
  await expect(page.locator('.search-list-gallery .search-result-media').first()).toBeVisible();
});

test('a result opens its project page', async ({ page }) => {
  await open(page, '/mods');
  const first = results(page).first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/(mod|plugin|datapack)\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a query that matches nothing shows the empty state', async ({ page }) => {
  await open(page, '/mods');
  await page.getByRole('searchbox', { name: 'Search mods' }).fill('zqxjvkwpq');
  await expect(page.getByText('No mods/plugins found for your query!')).toBeVisible();
  await expect(count(page)).toHaveText('0 results');
});

test('a provided loader is locked until unlocked, and sync locks it again', async ({ page }) => {
  await open(page, '/mods?lf=categories:fabric');
  await expect(loaderBox(page, 'Fabric')).toBeChecked();
  await expect(loaderBox(page, 'Fabric')).toBeDisabled();
  await page.getByRole('link', { name: /^Unlock/ }).click();
  await expect(page).toHaveURL('/mods?l=fabric&lf=categories:fabric&lu=loaders');
  await expect(loaderBox(page, 'Fabric')).toBeEnabled();
  await loaderBox(page, 'Forge').check();
  await page.getByRole('link', { name: /^Sync/ }).click();
  await expect(page).toHaveURL('/mods?lf=categories:fabric');
  await expect(loaderBox(page, 'Forge')).not.toBeChecked();
  await expect(loaderBox(page, 'Fabric')).toBeDisabled();
});

test('without JavaScript the filters are a form and the pages are links', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/mods');
  const fabric = await search(request, [['project_type:mod'], ['categories:fabric']]);
  await loaderBox(page, 'Fabric').check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/mods\?.*l=fabric/);
  await expect(count(page)).toHaveText(`${fabric.total_hits} results`);
  await expect(loaderBox(page, 'Fabric')).toBeChecked();

  await page.getByRole('searchbox', { name: 'Search mods' }).fill('zqxjvkwpq');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No mods/plugins found for your query!')).toBeVisible();

  await page.goto('/mods?m=5');
  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/mods?m=5&page=2');
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await context.close();
});

test('only the six project types have a search page', async ({ request }) => {
  for (const path of ['/mods', '/modpacks', '/plugins', '/resourcepacks', '/shaders', '/datapacks']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  expect((await request.get('/mod')).status()).toBe(404);
  expect((await request.get('/widgets')).status()).toBe(404);
});

test('in German, category and performance filters carry German names', async ({ page }) => {
  await page.goto('/shaders?hl=de');
  await expect(page.locator('.search.search-live')).toBeAttached();
  await expect(page.getByRole('group', { name: 'Kategorien' }).getByRole('checkbox', { name: 'Verflucht', exact: true })).toBeAttached();
  await expect(page.getByRole('group', { name: 'Leistungsbedarf' }).getByRole('checkbox', { name: 'Kartoffel', exact: true })).toBeAttached();
});
