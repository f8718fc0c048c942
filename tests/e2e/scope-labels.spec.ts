// Token scopes in the browser: the personal access token form names each scope in the page's language.
import { expect, test } from '@playwright/test';

test('the token form shows scope labels and descriptions in German with ?hl=de-DE', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email or username').fill('player');
  await page.getByLabel('Password').fill('demo-player-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);

  await page.goto('/settings/pats?hl=de-DE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const scope = page.getByRole('checkbox', { name: /Benutzerdaten lesen/ }).first();
  await expect(scope).toBeVisible();
  await expect(page.locator('label.scope').filter({ has: scope })).toContainText('Auf deine öffentlichen Profilinformationen zugreifen');
  await expect(page.getByText('Read user data')).toHaveCount(0);
});
