// Two-factor in the browser: enable TOTP from the account settings, sign in with a code, use a PAT, and backup codes once only.
import { expect, test, type Page } from '@playwright/test';
import { generateHOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { mailedLink, PASSWORD, signUp } from './support/accounts.ts';

const step = () => Math.floor(Date.now() / 30_000);
const totp = (key: Uint8Array, at: number) => generateHOTP(key, BigInt(at), 6);

async function signOut(page: Page) {
  await page.locator('.account-menu summary').click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

async function signInWithPassword(page: Page, name: string, redirect: string) {
  await page.goto(`/auth/sign-in?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email or username').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('sign up, verify from the mailed link, sign in, enable TOTP, sign out, sign in with a code, create a token and call GET /v2/user; a backup code works once', async ({ page, request }) => {
  const name = `tfa${Date.now().toString(36)}`;
  await signUp(page, name);
  await page.goto(await mailedLink(page, `${name}@example.test`, 'Verify your email', '/auth/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

  await signOut(page);
  await page.goto('/auth/sign-in?redirect=/settings/account');
  await page.getByLabel('Email or username').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  const twoFactor = page.locator('#two-factor');
  await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible();
  await expect(page.locator('#email')).toContainText('Verified');

  await twoFactor.getByLabel('Current password').fill(PASSWORD);
  await twoFactor.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg')).toBeVisible();
  const key = decodeBase32IgnorePadding((await twoFactor.getByTestId('totp-secret').innerText()).replace(/\s/g, ''));
  const enabledAt = step();
  await twoFactor.getByLabel('6-digit code').fill(totp(key, enabledAt));
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoFactor.getByText('Two-factor authentication is on.')).toBeVisible();
  const codes = await twoFactor.getByRole('list', { name: 'Your backup codes' }).locator('code').allInnerTexts();
  expect(codes).toHaveLength(10);
  await page.reload();
  await expect(twoFactor.getByRole('list', { name: 'Your backup codes' })).toHaveCount(0);
  await expect(twoFactor).toContainText('10 backup codes left.');

  await signOut(page);
  await signInWithPassword(page, name, '/settings/pats');
  await enterCode(page, '000000');
  await expect(page.getByRole('alert')).toHaveText('That code is not valid. Try again.');
  // The step used to turn 2FA on cannot be used again: the next one is inside the accepted window.
  await enterCode(page, totp(key, Math.max(step(), enabledAt + 1)));
  await expect(page).toHaveURL(/\/settings\/pats$/);

  await page.getByLabel('Name').fill('Two-factor token');
  await page.getByRole('checkbox', { name: /Read user data/ }).check();
  await page.getByRole('button', { name: 'Create token' }).click();
  const token = await page.getByRole('textbox', { name: 'Your new personal access token' }).inputValue();
  const me = await request.get('/v2/user', { headers: { authorization: token } });
  expect(me.status()).toBe(200);
  expect((await me.json()).username).toBe(name);

  await signOut(page);
  await signInWithPassword(page, name, '/settings/account');
  await enterCode(page, codes[0]!);
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.locator('#two-factor')).toContainText('9 backup codes left.');

  await signOut(page);
  await signInWithPassword(page, name, '/settings/account');
  await enterCode(page, codes[0]!);
  await expect(page.getByRole('alert')).toHaveText('That code is not valid. Try again.');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
});
