// Shared steps of the account browser tests: a fresh account made through the sign-up form, and the links mailed to it
// read off the development outbox page.
import { expect, type Browser, type Page } from '@playwright/test';

export const PASSWORD = 'amber-furnace-lantern-7';
export const NEW_PASSWORD = 'basalt-compass-harbor-9';

/** Signs up as `name` (email `<name>@example.test`) and lands on the welcome page, signed in. */
export async function signUp(page: Page, name: string) {
  await page.goto('/auth/sign-up');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Email').fill(`${name}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/welcome$/);
}

/**
 * The link in the newest mail to the address with the subject (to the given page when one is named), as a local path.
 * Some mails go out just after the answer, so the outbox page is read again until the mail is there.
 */
export async function mailedLink(page: Page, to: string, subject: string, path = ''): Promise<string> {
  const mail = page.locator('article').filter({ hasText: `To: ${to}` }).filter({ has: page.getByRole('heading', { name: subject }) }).first();
  await expect(async () => {
    await page.goto('/_dev/mail');
    await expect(mail).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  const link = new RegExp(`https?://\\S+${path}\\?flow=[A-Za-z0-9]+`).exec(await mail.locator('pre').innerText())?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** Signs in from the sign-in page and waits until the browser has left it. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

/** Signs in as the demo creator through the sign-in page, coming back to `redirect`. */
export async function signInCreator(page: Page, redirect: string) {
  await page.goto(`/auth/sign-in?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email or username').fill('creator');
  await page.getByLabel('Password').fill('demo-creator-pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect}$`));
}

/** A page in a browser context of its own, signed in as `username` and then on `redirect` (or wherever sign-in leads). */
export async function signedInPage(browser: Browser, username: string, password: string, redirect?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(redirect ? `/auth/sign-in?redirect=${encodeURIComponent(redirect)}` : '/auth/sign-in');
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  return page;
}
