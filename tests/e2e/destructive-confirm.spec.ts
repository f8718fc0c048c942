// Destructive actions ask first and say what will break: an app's new secret or deletion, a token, a session. Escape
// and Cancel change nothing; it all works from the keyboard and without JavaScript.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, signInCreator, signUp } from './support/accounts.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Registers an application from the settings form; answers its client id and the secret shown once. */
async function register(page: Page, name: string): Promise<{ clientId: string; secret: string }> {
  const create = page.locator('details.create');
  if ((await create.getAttribute('open')) === null) await create.locator('summary').click();
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Redirect URIs').fill('http://127.0.0.1:9/callback');
  await create.getByRole('checkbox', { name: /Read user data/ }).check();
  await create.getByRole('button', { name: 'Register application' }).click();
  const secret = await page.getByRole('textbox', { name: `Client secret for ${name}` }).inputValue();
  const clientId = (await page.locator('li.row').filter({ has: page.getByRole('heading', { name }) }).locator('code').innerText()).trim();
  return { clientId, secret };
}

/** Whether the token endpoint still accepts the client's secret: a bogus code is then refused as a grant, not as a client. */
async function secretWorks(page: Page, clientId: string, secret: string): Promise<boolean> {
  const answer = await page.request.post('/_internal/oauth/token', {
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
    form: { grant_type: 'authorization_code', code: 'not-a-code', redirect_uri: 'http://127.0.0.1:9/callback', code_verifier: 'v'.repeat(43) },
  });
  return (await answer.json()).error === 'invalid_grant';
}

test('a new client secret asks first, says the old one stops working, and Escape or Cancel keep it', async ({ page }, testInfo) => {
  await signInCreator(page, '/settings/applications');
  const name = `Rotator ${unique()}`;
  const { clientId, secret } = await register(page, name);
  expect(await secretWorks(page, clientId, secret)).toBe(true);

  const opener = page.getByRole('button', { name: `New secret for ${name}` });
  const dialog = page.getByRole('dialog', { name: `Make a new secret for ${name}?` });
  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/^The current secret stops working at once/);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: testInfo.outputPath(`new-secret-confirm-${scheme}.png`) });
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await opener.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await secretWorks(page, clientId, secret)).toBe(true);

  await opener.click();
  await dialog.getByRole('button', { name: 'Make new secret' }).click();
  const fresh = await page.getByRole('textbox', { name: `Client secret for ${name}` }).inputValue();
  expect(fresh).not.toBe(secret);
  expect(await secretWorks(page, clientId, secret)).toBe(false);
  expect(await secretWorks(page, clientId, fresh)).toBe(true);
});

test('deleting an application is confirmed from the keyboard alone', async ({ page }) => {
  await signInCreator(page, '/settings/applications');
  const name = `Doomed ${unique()}`;
  await register(page, name);
  const row = page.locator('li.row').filter({ has: page.getByRole('heading', { name }) });
  await row.getByRole('button', { name: `Delete ${name}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(dialog).toContainText('everyone who authorized it loses that access');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete application' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
});

/** A second browser signed in as the same person, so there is another session to revoke. */
async function secondSession(browser: Browser, name: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email or username').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  return context;
}

test('without JavaScript a token and another session are revoked only after confirming', async ({ browser }) => {
  const name = `nojs${unique()}`;
  const setup = await browser.newPage();
  await signUp(setup, name);
  const other = await secondSession(browser, name, PASSWORD);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await setup.context().storageState() });
  const page = await context.newPage();

  await page.goto('/settings/pats');
  await page.getByLabel('Name').fill('Throwaway token');
  await page.getByRole('checkbox', { name: /Read user data/ }).check();
  await page.getByRole('button', { name: 'Create token' }).click();
  // The form's answer must have arrived before reloading (which drops the secret shown once).
  await expect(page.getByRole('button', { name: 'Revoke Throwaway token' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Revoke Throwaway token' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke Throwaway token?' });
  await expect(revoke).toContainText('Scripts and tools that use this token stop working at once.');
  await revoke.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.locator('li.row').filter({ hasText: 'Throwaway token' })).toHaveCount(0);

  await page.goto('/settings/sessions');
  await expect(page.locator('li.row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
  const signOut = page.getByRole('dialog', { name: 'Sign out of all other sessions?' });
  await expect(signOut).toContainText('Every device except this one is signed out at once');
  await signOut.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('li.row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
  await signOut.getByRole('button', { name: 'Sign out other sessions' }).click();
  await expect(page.locator('li.row')).toHaveCount(1);

  const stranded = await other.newPage();
  await stranded.goto('/settings/sessions');
  await expect(stranded).toHaveURL(/\/auth\/sign-in/);
  await Promise.all([context.close(), other.close(), setup.close()]);
});
