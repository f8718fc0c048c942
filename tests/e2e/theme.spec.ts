// Themes: applied before first paint from the color-mode cookie or the system, cycled light ↔ dark from the header.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/** Records the <html> class at the moment <body> is first inserted, i.e. before anything can be painted. */
async function classAtFirstBody(page: Page): Promise<string> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        (window as unknown as { __firstClass: string }).__firstClass = document.documentElement.className;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  return page.evaluate(() => (window as unknown as { __firstClass: string }).__firstClass);
}

test.describe('follows the system when no preference is stored', () => {
  test.use({ colorScheme: 'dark' });
  test('dark system → dark theme before first paint', async ({ page }) => {
    expect(await classAtFirstBody(page)).toContain('dark-mode');
  });
});

test.describe('light system', () => {
  test.use({ colorScheme: 'light' });
  test('light system → light theme before first paint', async ({ page }) => {
    expect(await classAtFirstBody(page)).toContain('light-mode');
  });
});

test('a stored preference wins over the system before first paint', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'color-mode', value: 'oled', url: baseURL! }]);
  expect(await classAtFirstBody(page)).toContain('oled-mode');
});

const colorMode = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'color-mode')?.value;

test('the quick theme control cycles light and dark from the keyboard and stores it as the preference', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  // Until the page script has taken the control over, a press posts the form (and reloads) instead.
  await page.locator('form.theme-form[data-enhanced]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Switch to dark theme' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/dark-mode/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeFocused();
  expect(await colorMode(context)).toBe('dark');
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveClass(/light-mode/);
  expect(await colorMode(context)).toBe('light');
  expect(page.url()).toMatch(/\/$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'color-mode');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.httpOnly).toBe(false);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/light-mode/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});

test('the dark side of the quick control is the preferred dark theme', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'color-mode', value: 'light', url: baseURL! },
    { name: 'cosmetics', value: encodeURIComponent(JSON.stringify({ preferredDarkTheme: 'oled' })), url: baseURL! },
  ]);
  await page.goto('/');
  await page.locator('form.theme-form[data-enhanced]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/oled-mode/);
  expect(await colorMode(context)).toBe('oled');
});

test('without JavaScript the quick control posts, cycles and comes back to the same page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${baseURL}/mods?q=magic`);
  // Following the system, which the server cannot see: it counts as dark, so the first press goes light.
  await page.getByRole('button', { name: 'Switch between light and dark theme' }).click();
  await expect(page).toHaveURL(/\/mods\?q=magic$/);
  expect(await colorMode(context)).toBe('light');
  await expect(page.locator('html')).toHaveClass('light-mode');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await colorMode(context)).toBe('dark');
  await expect(page.locator('html')).toHaveClass('dark-mode');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await context.close();
});

test('a missing or invalid preferred dark theme logs a warning and falls back to dark', async ({ page, context, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const cosmetics = (value: object) => context.addCookies([{ name: 'cosmetics', value: encodeURIComponent(JSON.stringify(value)), url: baseURL! }]);
  await cosmetics({ advancedRendering: true });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark-mode/);
  expect(warnings).toContain('Preferred dark theme is not set; using dark.');
  await cosmetics({ preferredDarkTheme: 'neon' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark-mode/);
  expect(warnings).toContain('Preferred dark theme "neon" is not one of dark, oled, retro; using dark.');
});

test('screenshots of the home page in light and dark', async ({ page }, testInfo) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe(scheme === 'light' ? 'rgb(245, 244, 241)' : 'rgb(21, 23, 27)');
    await page.screenshot({ path: testInfo.outputPath(`home-${scheme}.png`), fullPage: false });
  }
});
