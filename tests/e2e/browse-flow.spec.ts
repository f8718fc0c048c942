// The visitor's whole path in one go: search, filter by loader and game version (snapshots behind "Show all versions"),
// open a project, its versions tab, and a download whose bytes hash to what the API says; plus the language chosen by
// ?hl= and by the footer.
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

test('search → filters → project → versions → download with the right hash', async ({ page, request }) => {
  const fabric = await (await request.get(`/v2/search?${new URLSearchParams({ facets: '[["project_type:mod"],["categories:fabric"]]', limit: '100' })}`)).json();
  const withVersion = fabric.hits.find((hit: { versions: string[] }) => hit.versions.length > 0);
  const gameVersion: string = withVersion.versions.at(-1);

  await page.goto('/mods');
  await expect(page.locator('.search.search-live')).toBeAttached();
  await page.getByRole('group', { name: 'Loaders' }).getByRole('checkbox', { name: 'Fabric', exact: true }).check();
  await expect(page).toHaveURL('/mods?l=fabric');
  const versions = page.getByRole('group', { name: 'Game versions' });
  const versionBox = versions.getByRole('checkbox', { name: gameVersion, exact: true });
  // Snapshots and old versions are listed only once "Show all versions" (a checkbox, not a button) is ticked.
  if (!(await versionBox.count())) await versions.getByRole('checkbox', { name: 'Show all versions' }).check();
  await versionBox.check();
  await expect(page).toHaveURL(`/mods?g=${gameVersion}&l=fabric`);

  const first = page.locator('.search-result h3 a').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const projectPath = new URL(page.url()).pathname;

  await page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name: /^Versions/ }).click();
  await expect(page).toHaveURL(`${projectPath}/versions`);
  const row = page.locator('.version-row').first();
  const versionId = await row.getAttribute('data-version-id');
  const href = await row.locator('a.download').getAttribute('href');
  const version = await (await request.get(`/v2/version/${versionId}`)).json();
  const primary = version.files.find((file: { primary: boolean }) => file.primary) ?? version.files[0];
  expect(href).toBe(primary.url);

  const download = await request.get(new URL(href!).pathname);
  expect(download.status()).toBe(200);
  expect(createHash('sha1').update(await download.body()).digest('hex')).toBe(primary.hashes.sha1);
});

test('"Show all versions" adds snapshots to the game-version filter', async ({ page, request }) => {
  const tags: { version: string; version_type: string }[] = await (await request.get('/v2/tag/game_version')).json();
  const snapshot = tags.find((tag) => tag.version_type === 'snapshot')!.version;
  await page.goto('/mods');
  await expect(page.locator('.search.search-live')).toBeAttached();
  const versions = page.getByRole('group', { name: 'Game versions' });
  const snapshotBox = versions.getByRole('checkbox', { name: snapshot, exact: true });
  await expect(snapshotBox).toHaveCount(0);
  await versions.getByRole('checkbox', { name: 'Show all versions' }).check();
  await snapshotBox.check();
  await expect(page).toHaveURL(`/mods?g=${snapshot}`);
  await versions.getByRole('checkbox', { name: 'Show all versions' }).uncheck();
  await expect(snapshotBox).toBeChecked();
});

test('?hl=de renders German with alternate links for every locale', async ({ page }) => {
  await page.goto('/?hl=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  expect(await alternates.count()).toBeGreaterThanOrEqual(45);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('link[hreflang="ja-JP"]')).toHaveAttribute('href', /\?hl=ja-JP$/);
});

test('the footer language picker fixes the language until set back to automatic', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('fr-FR');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await page.getByLabel('Langue').selectOption('auto');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
