// The desktop app's sign-in through the browser, with a fake app listening on a loopback port: the person signs up in
// the browser the app opened (the note that the app waits stays on every step), agrees, and the app receives a code
// that it exchanges for a working session; the page is usable by keyboard and readable in both themes.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { PASSWORD } from './support/accounts.ts';

let app: Server;
let appUrl: string;
const received: URLSearchParams[] = [];

test.beforeAll(async () => {
  app = createServer((req, res) => {
    received.push(new URL(req.url ?? '/', 'http://127.0.0.1').searchParams);
    res.setHeader('content-type', 'text/html');
    res.end('<!doctype html><title>Kiln app</title><p>Signed in. You can close this window.</p>');
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/callback`;
});
test.afterAll(() => new Promise<void>((resolve) => app.close(() => resolve())));

const verifier = randomBytes(32).toString('base64url');
const challenge = createHash('sha256').update(verifier).digest('base64url');
const startUrl = () => `/_internal/app-sign-in/start?${new URLSearchParams({ return_to: appUrl, code_challenge: challenge, code_challenge_method: 'S256', state: 'e2e-state' })}`;

test('a new player signs the app in from the browser it opened, and the app gets a session', async ({ page, request }) => {
  const name = `app${Date.now().toString(36)}`;
  await page.goto(startUrl());
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fauth%2Fapp/);
  await expect(page.getByText('After you sign in, Kiln returns you to the Kiln app on this computer.')).toBeVisible();

  await page.getByRole('link', { name: /create an account|sign up/i }).first().click();
  await expect(page.getByText('After you sign in, Kiln returns you to the Kiln app on this computer.')).toBeVisible();
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Email').fill(`${name}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/auth\/(welcome|app)/);
  if (page.url().includes('/auth/welcome')) await page.goto('/auth/app');

  await expect(page.getByRole('heading', { name: 'Sign in to the Kiln app' })).toBeVisible();
  await expect(page.getByText(`asks to sign in as ${name}`)).toBeVisible();
  for (const theme of ['dark', 'light']) {
    await page.context().addCookies([{ name: 'color-mode', value: theme, url: page.url() }]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await page.screenshot({ path: `test-results/app-sign-in-${theme}.png` });
  }
  const cont = page.getByRole('button', { name: 'Continue to the app' });
  await cont.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in. You can close this window.')).toBeVisible();

  // The browser also asks the app for a favicon: the answer is the request that carries the code.
  const answer = received.find((params) => params.has('code'))!;
  expect(answer.get('state')).toBe('e2e-state');
  const exchanged = await request.post('/_internal/app-sign-in/token', { data: { code: answer.get('code'), code_verifier: verifier } });
  expect(exchanged.status()).toBe(200);
  const { token } = await exchanged.json();
  const me = await request.get('/v2/user', { headers: { authorization: token } });
  expect((await me.json()).username).toBe(name);
});

test('a lapsed app sign-in says so, in light and dark', async ({ page }) => {
  await page.goto('/auth/app');
  await expect(page.getByRole('heading', { name: 'This app sign-in has ended' })).toBeVisible();
  for (const theme of ['light', 'dark']) {
    await page.context().addCookies([{ name: 'color-mode', value: theme, url: page.url() }]);
    await page.reload();
    await expect(page.getByText('It expired or was already used.')).toBeVisible();
  }
});
