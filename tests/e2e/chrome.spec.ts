// The page-wide chrome: toasts (merged, copied, dismissed), the loading bar, developer mode from five logo clicks
// and what it unlocks on version pages, header menus by keyboard, and pages without islands shipping no framework.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';

interface ApiVersion { id: string; project_id: string }

/** A version page URL of one of the user's projects (the project page redirects to its canonical type). */
async function versionPageOf(request: APIRequestContext, username: string): Promise<string> {
  const projects: { id: string; versions: string[] }[] = await (await request.get(`/v2/user/${username}/projects`)).json();
  const project = projects.find((entry) => entry.versions.length > 0)!;
  const [version]: ApiVersion[] = await (await request.get(`/v2/project/${project.id}/version`)).json();
  const response = await request.get(`/project/${project.id}`, { maxRedirects: 0 });
  return `${response.headers().location}/version/${version!.id}`;
}

const chromeReady = (page: Page) => page.locator('form.theme-form[data-enhanced]').waitFor({ state: 'attached' });

test('the home page loads only the small page script, no framework', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto('/');
  await chromeReady(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /client\.|react/i.test(url))).toEqual([]);
  expect(await page.locator('astro-island').count()).toBe(0);
});

test('identical failures merge into one toast with a count; it copies and dismisses', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route('**/v2/search?*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'unavailable', description: 'Search is resting' }) }));
  await page.goto('/mods');
  await page.locator('astro-island[component-url*="SearchPage"]:not([ssr])').waitFor({ state: 'attached' });
  const box = page.getByRole('searchbox', { name: 'Search mods' });
  await box.fill('first');
  const toast = page.locator('.toasts .toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Search is resting');
  await expect(toast).toHaveAttribute('role', 'alert');
  await box.fill('second');
  await expect(toast.locator('.toast-count')).toHaveText('x2');
  await expect(toast).toHaveCount(1);
  await toast.getByRole('button', { name: 'Copy to clipboard' }).click();
  await expect(toast.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('An error occurred\nSearch is resting\nunavailable');
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
});

test('the loading bar shows while the search waits, then fades', async ({ page }) => {
  await page.route('**/v2/search?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/mods');
  await page.locator('astro-island[component-url*="SearchPage"]:not([ssr])').waitFor({ state: 'attached' });
  await page.getByRole('searchbox', { name: 'Search mods' }).fill('slow');
  const bar = page.locator('.loading-bar');
  await expect(bar).toHaveAttribute('aria-hidden', 'false');
  await expect(bar).toHaveCSS('opacity', '1');
  await expect(bar).toHaveAttribute('aria-hidden', 'true', { timeout: 5_000 });
});

test('five logo clicks turn developer mode on, which shows "Copy version ID" on version pages', async ({ page, request }) => {
  const versionPage = await versionPageOf(request, 'creator');
  await page.goto(versionPage);
  await page.locator('[data-copy-button][data-copy-ready]').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Copy version ID' })).toHaveCount(0);
  await page.goto('/');
  await chromeReady(page);
  for (let click = 0; click < 5; click++) await page.locator('a.logo').click();
  await expect(page.locator('.toasts .toast')).toContainText('Developer mode enabled');
  await page.goto(versionPage);
  await expect(page.getByRole('button', { name: 'Copy version ID' })).toBeVisible();
});

test('copy buttons work without a framework: a hash and the permanent link, confirmed for two seconds', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts: string[] = [];
  page.on('request', (sent) => sent.resourceType() === 'script' && scripts.push(sent.url()));
  const versionPage = await versionPageOf(request, 'creator');
  await page.goto(versionPage);
  const hash = (await page.locator('code.hash-sha1').first().innerText()).trim();
  const copySha1 = page.getByRole('button', { name: 'Copy sha1' }).first();
  await copySha1.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hash);
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(copySha1).toBeVisible({ timeout: 3_000 });
  expect(scripts.filter((url) => /\/client\.[\w-]+\.js$/.test(url))).toEqual([]);

  await page.goto(versionPage.slice(0, versionPage.indexOf('/version/')));
  const permanent = page.getByRole('link', { name: 'Copy permanent link' });
  const href = await permanent.getAttribute('href');
  await permanent.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(href!, page.url()).href);
  await expect(page).toHaveURL(/\/mod\/|\/plugin\/|\/datapack\/|\/shader\/|\/resourcepack\/|\/modpack\//);
});

test('project members see "Copy version ID" without developer mode', async ({ page, request }) => {
  const versionPage = await versionPageOf(request, 'creator');
  await signIn(page, 'creator', 'demo-creator-pass');
  await page.goto(versionPage);
  await expect(page.getByRole('button', { name: 'Copy version ID' })).toBeVisible();
});

test('header menus open from the keyboard with a visible focus ring and close with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto('/mods');
  await chromeReady(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const menu = page.getByLabel('Menu', { exact: true });
  await menu.focus();
  await expect(menu).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  const link = page.locator('.mobile-menu nav').getByRole('link', { name: 'Modpacks' });
  await expect(link).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator('.mobile-menu nav a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();
  await expect(menu).toBeFocused();
});
