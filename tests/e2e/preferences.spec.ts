// Appearance and language settings without JavaScript: plain forms that set the preference cookies.
import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('appearance: the theme and the preferred dark theme stick', async ({ page, context }) => {
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
  await expect(page.getByRole('complementary', { name: 'Get the Kiln App' })).toHaveCount(0);
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
