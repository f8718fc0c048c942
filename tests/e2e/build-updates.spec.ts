// After a new build (spec §4, §7): open pages poll the build id with a cache-busting timestamp and offer a reload when
// it changed; a script chunk that fails to load lazily reloads the page once, not again within the guard.
import { expect, test, type Page } from '@playwright/test';

const chromeReady = (page: Page) => page.locator('form.theme-form[data-enhanced]').waitFor({ state: 'attached' });

test('the build id is a static file, and a page offers to reload once a newer build is served', async ({ page, request }) => {
  const served = await request.get('/build-id.txt');
  expect(served.status()).toBe(200);
  const current = (await served.text()).trim();
  expect(current).toMatch(/^\S{6,}$/);

  await page.clock.install();
  const polls: string[] = [];
  let build = current;
  await page.route('**/build-id.txt*', async (route) => {
    polls.push(route.request().url());
    await route.fulfill({ body: build, contentType: 'text/plain' });
  });
  await page.goto('/mods');
  await chromeReady(page);
  const notice = page.locator('.update-notice');
  await page.clock.fastForward('05:01');
  await expect.poll(() => polls.length).toBeGreaterThan(0);
  expect(polls[0]).toMatch(/\/build-id\.txt\?t=\d+$/);
  await expect(notice).toBeEmpty();

  build = 'a-newer-build';
  await page.clock.fastForward('05:01');
  await expect(notice).toContainText('A new version of Kiln is out.');
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('link', { name: 'Reload' }).click();
  await reloaded;
  await expect(notice).toBeEmpty();
});

test('a failed lazy load reloads the page once, and not again within the guard', async ({ page }) => {
  await page.goto('/mods');
  await chromeReady(page);
  const failLazyLoad = () => page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
  const reloaded = page.waitForEvent('load');
  await failLazyLoad();
  await reloaded;
  await chromeReady(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await failLazyLoad();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
