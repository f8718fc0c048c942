// Refused forms come back with what was typed (never a password) and the error beside the field it is about.
import { expect, test } from '@playwright/test';
import { PASSWORD, signInCreator, signUp } from './support/accounts.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

test('a refused sign-up keeps username, email and the subscription, clears the passwords and flags the field', async ({ page }, testInfo) => {
  const name = `keep${unique()}`;
  await page.goto('/auth/sign-up');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Email').fill(`${name}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}-typo`);
  await page.getByLabel('Subscribe to updates about Kiln').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/error=passwordMismatch/);
  await expect(page.getByLabel('Username')).toHaveValue(name);
  await expect(page.getByLabel('Email')).toHaveValue(`${name}@example.test`);
  await expect(page.getByLabel('Subscribe to updates about Kiln')).toBeChecked();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  const confirm = page.getByLabel('Confirm password');
  await expect(confirm).toHaveValue('');
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription('Passwords do not match!');
  await expect(confirm).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match!');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.locator('.auth').screenshot({ path: testInfo.outputPath(`sign-up-error-${scheme}.png`) });
  }

  // The kept values are for the one view after the refusal: a reload shows the empty form again.
  await page.goto('/auth/sign-up');
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test('a wrong password keeps the username and says so beside the password, with or without JavaScript', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/auth/sign-in');
    await page.getByLabel('Email or username').fill('creator');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/error=credentials/);
    await expect(page.getByLabel('Email or username')).toHaveValue('creator');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Incorrect email/username or password.');
    await expect(page.getByRole('alert')).toHaveCount(1);
    await context.close();
  }
});

test('a refused application keeps its fields and scopes, flags the redirect URIs and asks for the icon again', async ({ page }, testInfo) => {
  await signInCreator(page, '/settings/applications');
  const create = page.locator('details.create');
  if ((await create.getAttribute('open')) === null) await create.locator('summary').click();
  const name = `Kept ${unique()}`;
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Icon').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
  await create.getByLabel('Description').fill('Typed once, kept after the error');
  await create.getByLabel('Website').fill('https://kept.example');
  await create.getByLabel('Redirect URIs').fill('https://kept.example/cb\nhttps://kept.example/#fragment');
  await create.getByRole('checkbox', { name: /Read user data/ }).check();
  await create.getByRole('checkbox', { name: /Read projects/ }).check();
  await create.getByRole('button', { name: 'Register application' }).click();

  await expect(page).toHaveURL(/error=redirect_uris/);
  await expect(create).toHaveAttribute('open', '');
  await expect(create.getByLabel('Name')).toHaveValue(name);
  await expect(create.getByLabel('Description')).toHaveValue('Typed once, kept after the error');
  await expect(create.getByLabel('Website')).toHaveValue('https://kept.example');
  const uris = create.getByLabel('Redirect URIs');
  await expect(uris).toHaveValue('https://kept.example/cb\nhttps://kept.example/#fragment');
  await expect(uris).toHaveAttribute('aria-invalid', 'true');
  await expect(uris).toHaveAccessibleDescription(/^Give 1 to 10 redirect URIs/);
  await expect(uris).toBeFocused();
  await expect(create.getByRole('checkbox', { name: /Read user data/ })).toBeChecked();
  await expect(create.getByRole('checkbox', { name: /Read projects/ })).toBeChecked();
  await expect(create.getByRole('checkbox', { name: /Write user data/ })).not.toBeChecked();
  await expect(create.getByLabel('Icon')).toHaveAccessibleDescription(/^Choose the icon again/);
  await uris.screenshot({ path: testInfo.outputPath('application-error-field.png') });
  await page.locator('details.create').screenshot({ path: testInfo.outputPath('application-error-form.png') });

  // Fixing the one field is enough now.
  await uris.fill('https://kept.example/cb');
  await create.getByRole('button', { name: 'Register application' }).click();
  await expect(page.getByRole('textbox', { name: `Client secret for ${name}` })).toBeVisible();
  await expect(page.locator('li.row').filter({ has: page.getByRole('heading', { name }) })).toContainText('Typed once, kept after the error');
});

test('a refused email change keeps the new address, opens its form and flags the password', async ({ page }) => {
  const name = `mail${unique()}`;
  await signUp(page, name);
  await page.goto('/settings/account');
  const email = page.locator('#email');
  await email.getByText('Change email').click();
  await email.getByLabel('New email address').fill(`${name}-new@example.test`);
  await email.getByLabel('Current password').fill('not-my-password');
  await email.getByRole('button', { name: 'Send confirmation link' }).click();

  await expect(page).toHaveURL(/section=email&error=passwordWrong/);
  await expect(email.getByLabel('New email address')).toBeVisible();
  await expect(email.getByLabel('New email address')).toHaveValue(`${name}-new@example.test`);
  await expect(email.getByLabel('Current password')).toHaveValue('');
  await expect(email.getByLabel('Current password')).toHaveAccessibleDescription('Your current password is incorrect.');
  await expect(page.getByRole('alert')).toHaveCount(1);
});
