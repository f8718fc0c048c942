// Themes: applied before first paint from the color-mode cookie or the system, switched from the header menu.
import { expect, test, type Page } from '@playwright/test';

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

test('the theme menu switches theme with the keyboard, closes on a choice and remembers it', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const toggle = page.getByLabel(/^Theme:/);
  await expect(toggle).toHaveAccessibleName('Theme: Sync with system');
  await toggle.focus();
  await page.keyboard.press('Enter');
  // Until the page script has taken the menu over, a choice posts the form (and reloads) instead.
  await page.locator('details.theme-form[data-enhanced]').waitFor({ state: 'attached' });
  const dark = page.getByRole('button', { name: 'Dark' });
  await dark.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/dark-mode/);
  await expect(page.getByRole('button', { name: 'Dark', includeHidden: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveAccessibleName('Theme: Dark');
  await expect(dark).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  // System, Light, Dark, OLED, Retro.
  for (let step = 0; step < 5; step++) await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Retro' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveClass(/retro-mode/);
  expect(page.url()).toMatch(/\/$/);
  await expect(page.getByRole('button', { name: 'Retro' })).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Retro' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Retro' })).toBeHidden();
  await expect(toggle).toBeFocused();
  const cookie = (await context.cookies()).find((c) => c.name === 'color-mode');
  expect(cookie?.value).toBe('retro');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.httpOnly).toBe(false);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/retro-mode/);
  await expect(page.getByLabel('Theme: Retro')).toBeVisible();
});

test('without JavaScript the theme menu posts the choice and comes back to the same page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${baseURL}/mods?q=magic`);
  await page.getByLabel('Theme: Sync with system').click();
  await page.getByRole('button', { name: 'OLED' }).click();
  await expect(page).toHaveURL(/\/mods\?q=magic$/);
  await expect(page.getByLabel('Theme: OLED')).toBeVisible();
  await expect(page.getByRole('button', { name: 'OLED', includeHidden: true })).toHaveAttribute('aria-pressed', 'true');
  expect((await context.cookies()).find((c) => c.name === 'color-mode')?.value).toBe('oled');
  await expect(page.locator('html')).toHaveClass('oled-mode');
  await context.close();
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
