// Accounts in the browser: sign up, land on the welcome page, the header menu, sign out, sign in and back.
import { expect, test } from '@playwright/test';

test('sign up, sign out and sign in again without JavaScript forms failing', async ({ page }) => {
  const name = `e2e${Date.now().toString(36)}`;
  const password = 'amber-furnace-lantern-7';
  await page.goto('/auth/sign-up');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Email').fill(`${name}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('something-different-7');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match!');

  await page.getByLabel('Email').fill(`${name}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Kiln!' })).toBeVisible();

  await page.locator('.account-menu summary').click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/auth/sign-in?redirect=/auth/welcome');
  await page.getByLabel('Email or username').fill(name.toUpperCase());
  await page.getByLabel('Password').fill('wrong-password-here');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email/username or password.');
  await page.getByLabel('Email or username').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  await expect(page.locator('.account-menu summary')).toContainText(name);
});
