// OAuth provider in the browser: register an app, authorize it with PKCE, use its mro_ token, then revoke it.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
let callbackServer: Server;
let redirectUri: string;

// The third-party application's side: a local page the consent screen sends the browser back to.
test.beforeAll(async () => {
  callbackServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Callback</title><h1>Back at the application</h1>');
  });
  await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', resolve));
  redirectUri = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/callback`;
});
test.afterAll(() => new Promise<void>((resolve) => callbackServer.close(() => resolve())));

test('register an app, authorize it with PKCE, call the API with its token, then revoke it', async ({ page, request }) => {
  await page.goto('/auth/sign-in?redirect=/settings/applications');
  await page.getByLabel('Email or username').fill('creator');
  await page.getByLabel('Password').fill('demo-creator-pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/applications$/);

  const name = `Launcher ${Date.now().toString(36)}`;
  const create = page.locator('details.create');
  if ((await create.getAttribute('open')) === null) await create.locator('summary').click();
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Icon').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
  await create.getByLabel('Description').fill('Plays modpacks from Kiln');
  await create.getByLabel('Redirect URIs').fill(redirectUri);
  await create.getByRole('checkbox', { name: /Read user data/ }).check();
  await create.getByRole('checkbox', { name: /Read projects/ }).check();
  await expect(create.getByRole('checkbox', { name: /Create PATs/ })).toHaveCount(0);
  await create.getByRole('button', { name: 'Register application' }).click();

  const secret = await page.getByRole('textbox', { name: `Client secret for ${name}` }).inputValue();
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const row = page.locator('li.row').filter({ has: page.getByRole('heading', { name }) });
  const clientId = (await row.locator('code').innerText()).trim();
  expect(clientId).toMatch(/^[0-9A-Za-z]{8}$/);

  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: clientId, redirect_uri: redirectUri, scope: 'USER_READ', state: 'e2e-state', response_type: 'code',
    code_challenge: challenge, code_challenge_method: 'S256',
  });

  // More scopes than the application may ask for come back to it as an error, with the state.
  await page.goto(`/auth/authorize?${query.toString().replace('USER_READ', 'USER_READ+VERSION_WRITE')}`);
  await expect(page).toHaveURL((url) => url.href.startsWith(redirectUri) && url.searchParams.get('error') === 'invalid_scope' && url.searchParams.get('state') === 'e2e-state');
  // A redirect address that is not registered is never followed.
  await page.goto(`/auth/authorize?${new URLSearchParams({ ...Object.fromEntries(query), redirect_uri: 'https://evil.example/cb' })}`);
  await expect(page.getByRole('alert')).toHaveText('No redirect location found in response');

  await page.goto(`/auth/authorize?${query}`);
  await expect(page.getByRole('heading', { name: `Authorize ${name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'creator', exact: true })).toBeVisible();
  await expect(page.locator('img.app-icon')).toHaveJSProperty('naturalWidth', 1);
  await expect(page.getByRole('listitem').filter({ hasText: 'Read user data' })).toContainText('Access your public profile information');
  await expect(page.getByText('Read projects')).toHaveCount(0);
  await expect(page.locator('code').filter({ hasText: redirectUri })).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();

  await expect(page.getByRole('heading', { name: 'Back at the application' })).toBeVisible();
  const callback = new URL(page.url());
  expect(callback.origin + callback.pathname).toBe(redirectUri);
  expect(callback.searchParams.get('state')).toBe('e2e-state');
  const code = callback.searchParams.get('code')!;

  const basic = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
  const exchange = await request.post('/_internal/oauth/token', {
    headers: { authorization: basic },
    form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier },
  });
  expect(exchange.status()).toBe(200);
  const tokens = await exchange.json();
  expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'USER_READ' });
  expect(tokens.access_token).toMatch(/^mro_[A-Za-z0-9]{60}$/);

  const me = await request.get('/v2/user', { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(me.status()).toBe(200);
  const creator = await me.json();
  expect(creator.username).toBe('creator');
  // The token does only what USER_READ allows: routes needing a scope the grant lacks refuse it.
  const bearer = { authorization: `Bearer ${tokens.access_token}` };
  const notifications = await request.get(`/v2/user/${creator.id}/notifications`, { headers: bearer });
  expect(notifications.status()).toBe(401);
  expect(await notifications.json()).toMatchObject({ error: 'auth_error', description: 'The token does not have the NOTIFICATION_READ scope' });
  const edit = await request.patch(`/v2/user/${creator.id}`, { headers: bearer, data: { bio: 'Written by a third-party app' } });
  expect(edit.status()).toBe(401);
  expect((await edit.json()).description).toBe('The token does not have the USER_WRITE scope');
  expect((await request.get('/_internal/pat', { headers: bearer })).status()).toBe(401);

  await page.goto('/settings/authorizations');
  const grant = page.locator('li.row').filter({ has: page.getByRole('heading', { name }) });
  await expect(grant).toContainText('by creator');
  await expect(grant.getByRole('listitem')).toHaveText(['Read user data']);
  await grant.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog', { name: `Revoke access for ${name}?` }).getByRole('button', { name: 'Revoke access' }).click();
  await expect(page.locator('li.row').filter({ has: page.getByRole('heading', { name }) })).toHaveCount(0);
  expect((await request.get('/v2/user', { headers: { authorization: tokens.access_token } })).status()).toBe(401);

  await page.goto('/settings/applications');
  await page.locator('li.row').filter({ has: page.getByRole('heading', { name }) }).getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: `Delete ${name}?` }).getByRole('button', { name: 'Delete application' }).click();
  await expect(page.locator('li.row').filter({ has: page.getByRole('heading', { name }) })).toHaveCount(0);
});
