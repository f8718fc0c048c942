// Account settings in the browser: verify the email from the dev outbox, a PAT used on /v2/user then revoked, password reset.
import { expect, test } from '@playwright/test';
import { mailedLink, NEW_PASSWORD, PASSWORD, signUp } from './support/accounts.ts';

test('verify the email from the mailed link, then create, use and revoke a personal access token', async ({ page, request }) => {
  const name = `set${Date.now().toString(36)}`;
  await signUp(page, name);

  await page.goto(await mailedLink(page, `${name}@example.test`, 'Verify your email', '/auth/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Email already verified' })).toBeVisible();

  await page.goto('/settings/sessions');
  await expect(page.getByText('This session')).toBeVisible();

  await page.goto('/settings/pats');
  await page.getByLabel('Name').fill('Browser token');
  await page.getByRole('checkbox', { name: /Read user data/ }).check();
  await expect(page.getByRole('checkbox', { name: /Create PATs/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create token' }).click();
  const secret = page.getByRole('textbox', { name: 'Your new personal access token' });
  const token = await secret.inputValue();
  expect(token).toMatch(/^mrp_[A-Za-z0-9]{60}$/);
  const row = page.locator('li.row').filter({ hasText: 'Browser token' });
  await expect(row).toContainText('Never used');
  await expect(row).toContainText('Expires in 30 days');

  const me = await request.get('/v2/user', { headers: { authorization: token } });
  expect(me.status()).toBe(200);
  expect((await me.json()).username).toBe(name);

  await page.reload();
  await expect(secret).toHaveCount(0);
  await row.getByRole('button', { name: 'Revoke Browser token' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke Browser token?' });
  await expect(confirm).toContainText('Scripts and tools that use this token stop working at once.');
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.locator('li.row').filter({ hasText: 'Browser token' })).toHaveCount(0);
  expect((await request.get('/v2/user', { headers: { authorization: token } })).status()).toBe(401);
});

test('reset the password from the mailed link and sign in with the new one', async ({ page }) => {
  const name = `rst${Date.now().toString(36)}`;
  await signUp(page, name);
  await page.locator('.account-menu summary').click();
  await page.getByRole('button', { name: 'Sign out' }).click();

  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email or username').fill(name);
  await page.getByRole('button', { name: 'Send recovery email' }).click();
  await expect(page.getByRole('status')).toHaveText('If an account exists, we sent a recovery email.');

  await page.goto(await mailedLink(page, `${name}@example.test`, 'Reset your password', '/auth/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('not-the-same-password-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match!');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.locator('.account-menu summary')).toContainText(name);

  await page.locator('.account-menu summary').click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email or username').fill(name);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.account-menu summary')).toContainText(name);
});

test('settings pages send visitors to sign in', async ({ page }) => {
  await page.goto('/settings/pats');
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fsettings%2Fpats$/);
});
