// Appearance and language settings without JavaScript: plain forms that set the preference cookies.
import { expect, test, type Page } from '@playwright/test';

test.use({ javaScriptEnabled: false });

const appPromo = (page: Page) => page.getByRole('complementary', { name: 'Get the Kiln App' });

test('appearance: the theme and the preferred dark theme stick', async ({ page, context }) => {
  await page.goto('/');
  await expect(appPromo(page)).toBeVisible();
  await page.goto('/settings/appearance');
  await page.getByRole('radio', { name: 'OLED' }).check();
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByRole('radio', { name: 'OLED' })).toBeChecked();
  await page.getByLabel('Dark theme to use when following the system').selectOption('retro');
  await page.getByLabel('Hide promotions of the Kiln App').check();
  await page.getByRole('button', { name: 'Save' }).nth(1).click();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'color-mode')?.value).toBe('oled');
  const cosmetics = JSON.parse(decodeURIComponent(cookies.find((cookie) => cookie.name === 'cosmetics')!.value));
  expect(cosmetics).toMatchObject({ preferredDarkTheme: 'retro', hideKilnAppPromos: true });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recently updated' })).toBeVisible();
  await expect(appPromo(page)).toHaveCount(0);
});

test('the promotion\'s own Hide button removes it from the home page for good', async ({ page, context }) => {
  await page.goto('/');
  await appPromo(page).getByRole('button', { name: 'Hide' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Recently updated' })).toBeVisible();
  await expect(appPromo(page)).toHaveCount(0);
  const cookies = await context.cookies();
  expect(JSON.parse(decodeURIComponent(cookies.find((cookie) => cookie.name === 'cosmetics')!.value))).toMatchObject({ hideKilnAppPromos: true });
  await page.reload();
  await expect(appPromo(page)).toHaveCount(0);
  await page.goto('/settings/appearance');
  await expect(page.getByLabel('Hide promotions of the Kiln App')).toBeChecked();
});

test('language: a fixed language until automatic is chosen again', async ({ page }) => {
  await page.goto('/settings/language');
  await page.getByRole('radio', { name: 'Deutsch' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();
  await page.getByRole('radio', { name: 'Automatisch: wie mein Browser' }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
