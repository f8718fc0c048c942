// Account security in the browser: change the email through the link mailed to the new address, change the password
// (other sessions end), then delete the account after typing the username.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailedLink, NEW_PASSWORD, PASSWORD, signUp } from './support/accounts.ts';

async function signIn(page: Page, name: string, password: string, redirect: string) {
  await page.goto(`/auth/sign-in?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email or username').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function secondBrowser(browser: Browser, name: string) {
  const other = await browser.newContext();
  const page = await other.newPage();
  await signIn(page, name, PASSWORD, '/settings/sessions');
  await expect(page).toHaveURL(/\/settings\/sessions$/);
  return page;
}

test('change the email from the mailed link, change the password, then delete the account', async ({ page, browser }) => {
  const name = `sec${Date.now().toString(36)}`;
  await signUp(page, name);

  await page.goto('/settings/account');
  const email = page.locator('#email');
  await email.getByText('Change email').click();
  await email.getByLabel('New email address').fill(`${name}.new@example.test`);
  await email.getByLabel('Current password').fill(PASSWORD);
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByRole('status')).toHaveText('We sent a confirmation link to your new address. Your email changes when you follow it.');
  // Until the link is followed, the account keeps its address.
  await expect(email).toContainText(`${name}@example.test`);
  await page.goto(await mailedLink(page, `${name}.new@example.test`, 'Confirm your new email address'));
  await expect(page).toHaveURL(/\/settings\/account\?section=email&status=emailChanged/);
  await expect(email.getByRole('status')).toHaveText('Your email address has been changed and verified.');
  await expect(email).toContainText(`${name}.new@example.test`);
  await expect(email).toContainText('Verified');

  const elsewhere = await secondBrowser(browser, name);
  const password = page.locator('#password');
  await password.getByText('Change password', { exact: true }).click();
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Save password' }).click();
  await expect(password.getByRole('status')).toHaveText('Your password has been changed. Your other sessions have been signed out.');
  await expect(page.locator('.account-menu summary')).toContainText(name);
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/auth\/sign-in\?redirect=%2Fsettings%2Fsessions$/);
  await elsewhere.context().close();

  const danger = page.locator('#delete');
  await danger.getByText('Delete my account').click();
  await danger.getByLabel(`Type your username (${name}) to confirm`).fill('someone-else');
  await danger.getByLabel('Current password').fill(NEW_PASSWORD);
  await danger.getByRole('button', { name: 'Delete account permanently' }).click();
  await expect(danger.getByRole('alert')).toHaveText('The username you typed does not match.');
  // The form stays open with what was typed, the error beside the confirmation; the password is never handed back.
  const confirmation = danger.getByLabel(`Type your username (${name}) to confirm`);
  await expect(confirmation).toHaveValue('someone-else');
  await expect(confirmation).toHaveAccessibleDescription('The username you typed does not match.');
  await expect(danger.getByLabel('Current password')).toHaveValue('');
  await confirmation.fill(name);
  await danger.getByLabel('Current password').fill(NEW_PASSWORD);
  await danger.getByRole('button', { name: 'Delete account permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

  await signIn(page, name, NEW_PASSWORD, '/settings/account');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email/username or password.');
  expect((await page.request.get(`/v2/user/${name}`)).status()).toBe(404);
});
