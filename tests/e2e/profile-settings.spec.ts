// Public profile settings in the browser: a demo account changes its bio and avatar and sees them on its profile page.
import { expect, test } from '@playwright/test';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('change the bio and upload an avatar on /settings/profile, then see both on the profile', async ({ page }) => {
  await page.goto('/auth/sign-in?redirect=/settings/profile');
  await page.getByLabel('Email or username').fill('player');
  await page.getByLabel('Password').fill('demo-player-pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { name: 'Public profile', level: 1 })).toBeVisible();

  const bio = `Speedruns skyblock maps (${Date.now().toString(36)})`;
  await page.getByLabel('Bio').fill(bio);
  await page.getByLabel('Upload a new picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Your profile has been saved.');
  await expect(page.getByLabel('Bio')).toHaveValue(bio);
  const avatar = page.getByRole('img', { name: 'Your current profile picture' });
  await expect(avatar).toHaveAttribute('src', /\/cdn\/images\/user\/[0-9A-Za-z]+\/[0-9a-f]{40}\.png$/);
  const src = await avatar.getAttribute('src');

  // The field's maxlength stops browsers at 160; the server must refuse on its own too.
  await page.getByLabel('Bio').evaluate((field: HTMLTextAreaElement) => field.removeAttribute('maxlength'));
  await page.getByLabel('Bio').fill('x'.repeat(161));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your bio can be at most 160 characters.');

  await page.goto('/user/player');
  await expect(page.getByText(bio)).toBeVisible();
  const shown = page.locator('img.avatar');
  await expect(shown).toHaveAttribute('src', src!);
  expect(await shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
});
