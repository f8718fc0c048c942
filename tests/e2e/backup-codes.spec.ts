// After turning on two-factor the page lands on its section below the sticky header, and the backup codes can be
// copied or downloaded; any page's #anchor stops below the header too.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { generateHOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { PASSWORD, signUp } from './support/accounts.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Whether the element's top edge is below the sticky header's bottom edge, i.e. not hidden beneath it. */
async function clearOfHeader(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const element = document.querySelector(target)!.getBoundingClientRect();
    return element.top >= header.bottom && element.top < window.innerHeight;
  }, selector);
}

test('turning on two-factor lands on the section in view, and the codes copy and download', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `codes${unique()}`;
  await signUp(page, name);
  await page.goto('/settings/account');
  const twoFactor = page.locator('#two-factor');
  await twoFactor.getByLabel('Current password').fill(PASSWORD);
  await twoFactor.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page).toHaveURL(/#two-factor$/);
  await expect.poll(() => clearOfHeader(page, '#two-factor-heading')).toBe(true);

  const key = decodeBase32IgnorePadding((await twoFactor.getByTestId('totp-secret').innerText()).replace(/\s/g, ''));
  await twoFactor.getByLabel('6-digit code').fill(generateHOTP(key, BigInt(Math.floor(Date.now() / 30_000)), 6));
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoFactor.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect.poll(() => clearOfHeader(page, '#two-factor-heading')).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('two-factor-landing.png') });

  const codes = await twoFactor.getByRole('list', { name: 'Your backup codes' }).locator('code').allInnerTexts();
  expect(codes).toHaveLength(10);
  await twoFactor.getByRole('button', { name: 'Copy codes' }).click();
  await expect(twoFactor.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));

  const [download] = await Promise.all([page.waitForEvent('download'), twoFactor.getByRole('link', { name: 'Download codes' }).click()]);
  expect(download.suggestedFilename()).toBe('kiln-backup-codes.txt');
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toMatch(/^Kiln backup codes\./);
  for (const code of codes) expect(text).toContain(`\n${code}\n`);
  await twoFactor.locator('.backup-codes').screenshot({ path: testInfo.outputPath('backup-codes.png') });

  // A wrong code for new codes comes back beside that form's field, in view, and says the old codes would stop working.
  await twoFactor.getByText('Make new backup codes').click();
  await expect(twoFactor).toContainText('Your current backup codes stop working as soon as the new ones are made.');
  await twoFactor.getByLabel('Authentication code or backup code').first().fill('000000');
  await twoFactor.getByRole('button', { name: 'Make new codes' }).click();
  await expect(page).toHaveURL(/form=regenerate#two-factor$/);
  const field = twoFactor.locator('details[open]').getByLabel('Authentication code or backup code');
  await expect(field).toHaveAccessibleDescription('That code is not valid. Try again.');
  await expect(field).toBeInViewport();
  await expect.poll(() => clearOfHeader(page, '#two-factor-heading')).toBe(true);
});

test('a link to a section of a long page stops below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/legal/terms');
  const id = await page.locator('main h2[id]').nth(3).getAttribute('id');
  expect(id).toBeTruthy();
  await page.goto(`/legal/terms#${id}`);
  await expect.poll(() => clearOfHeader(page, `[id="${id}"]`)).toBe(true);
});
