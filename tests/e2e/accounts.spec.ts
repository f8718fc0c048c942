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

test('the sign-in page offers only the configured providers, and GitHub’s button starts its authorization', async ({ page, request }) => {
  await page.goto('/auth/sign-in?redirect=/mods');
  const providers = page.getByRole('navigation', { name: 'Other ways to sign in' });
  await expect(providers.getByRole('link')).toHaveText(['Continue with GitHub']);
  const href = await providers.getByRole('link', { name: 'Continue with GitHub' }).getAttribute('href');
  expect(href).toBe('/_internal/auth/github?redirect=%2Fmods');
  const start = await request.get(href!, { maxRedirects: 0 });
  const target = new URL(start.headers().location!);
  expect(`${target.origin}${target.pathname}`).toBe('https://github.com/login/oauth/authorize');
  expect(target.searchParams.get('client_id')).toBe('e2e-github-client');
  expect(target.searchParams.get('state')).toBeTruthy();
  expect((await request.get('/_internal/auth/discord', { maxRedirects: 0 })).status()).toBe(404);
});
