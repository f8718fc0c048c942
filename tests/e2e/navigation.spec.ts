// Moving between pages: the loading bar runs while the next page loads (followed links and submitted forms, not jumps
// within the page), and every new page starts at the top.
import { expect, test, type Page } from '@playwright/test';

const chromeReady = (page: Page) => page.locator('form.theme-form[data-enhanced]').waitFor({ state: 'attached' });

/** Holds every request for documents at `path` until the returned release is called. */
async function holdDocument(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route((url) => url.pathname === path, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await held;
    return route.fulfill({ response });
  });
  return release;
}

/**
 * Every state the loading bar takes, as "aria-hidden aria-valuenow", reported by the page itself: while the browser
 * waits for the next document the page being left still runs its scripts, but cannot be queried from the test.
 */
async function barStates(page: Page): Promise<string[]> {
  const states: string[] = [];
  await page.exposeFunction('reportLoadingBar', (state: string) => states.push(state));
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', () => {
      const bar = document.querySelector('.loading-bar');
      if (!bar) return;
      const report = (window as unknown as { reportLoadingBar(state: string): void }).reportLoadingBar;
      new MutationObserver(() => report(`${bar.getAttribute('aria-hidden')} ${bar.getAttribute('aria-valuenow')}`))
        .observe(bar, { attributes: true, attributeFilter: ['aria-hidden', 'aria-valuenow'] });
    });
  });
  return states;
}

/** True once the bar has shown and climbed past its 10 % start. */
const climbed = (states: string[]) => states.some((state) => state.startsWith('false ') && Number(state.split(' ')[1]) > 10);

test('following a link shows the loading bar until the next page arrives', async ({ page }) => {
  const states = await barStates(page);
  await page.goto('/');
  await chromeReady(page);
  await expect(page.locator('.loading-bar')).toHaveAttribute('aria-hidden', 'true');
  const release = await holdDocument(page, '/shaders');

  await page.getByRole('navigation', { name: 'Browse' }).first().getByRole('link', { name: 'Shaders' }).click({ noWaitAfter: true });
  await expect.poll(() => climbed(states)).toBe(true);

  release();
  await expect(page).toHaveURL(/\/shaders$/);
  await expect(page.locator('.loading-bar')).toHaveAttribute('aria-hidden', 'true');
});

test('submitting the header search shows the loading bar', async ({ page }) => {
  const states = await barStates(page);
  await page.goto('/');
  await chromeReady(page);
  const release = await holdDocument(page, '/mods');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('lantern');
  await page.getByRole('searchbox', { name: 'Search projects' }).press('Enter', { noWaitAfter: true });
  await expect.poll(() => climbed(states)).toBe(true);
  release();
  await expect(page).toHaveURL(/\/mods\?q=lantern$/);
});

test('a jump within the page and a link opened in a new tab leave the bar alone', async ({ page, context }) => {
  await page.goto('/');
  await chromeReady(page);
  const bar = page.locator('.loading-bar');

  await page.keyboard.press('Tab');
  await page.getByRole('link', { name: 'Skip to content' }).press('Enter');
  await expect(page).toHaveURL(/#main$/);

  const opened = context.waitForEvent('page');
  await page.getByRole('navigation', { name: 'Browse' }).first().getByRole('link', { name: 'Mods' }).click({ modifiers: ['ControlOrMeta'] });
  await (await opened).close();

  // Longer than the bar's 50 ms throttle: had either started it, it would show by now.
  await page.waitForTimeout(300);
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  await expect(page).toHaveURL(/\/#main$/);
});

test('a page opened from a link starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await chromeReady(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Changelog' }).click();
  await expect(page).toHaveURL(/\/news\/changelog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
