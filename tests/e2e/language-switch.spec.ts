// Switching language with JavaScript: the bundle loads first, the switch is announced, can be cancelled, and fails clearly.
import { expect, test, type Page } from '@playwright/test';

/** Before hydration the radios are a plain form; the behaviour under test starts once the island has taken over. */
async function openLanguageSettings(page: Page) {
  await page.goto('/settings/language');
  await page.locator('astro-island[component-url*="LanguagePicker"]:not([ssr])').waitFor({ state: 'attached' });
}

test('choosing a language loads it and shows the site in it; automatic goes back', async ({ page }) => {
  await openLanguageSettings(page);
  const bundle = page.waitForResponse((response) => response.url().endsWith('/locales/de-DE.json') && response.ok());
  await page.getByRole('radio', { name: 'Deutsch' }).check();
  await bundle;
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();
  // The page reloads in English right away, so the German label is gone before a check() could verify it.
  await page.getByRole('radio', { name: 'Automatisch: wie mein Browser' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('a language that cannot load shows the error, retries, then gives up; cancel keeps the current one', async ({ page }) => {
  await page.route('**/locales/fr-FR.json', (route) => route.abort());
  await openLanguageSettings(page);
  await page.getByRole('radio', { name: 'Français' }).check();
  const status = page.getByRole('status').filter({ hasText: /language/ });
  await expect(status).toContainText('Cannot load this language. Try again in a bit.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(status).toContainText('Cannot load this language. Try again in a bit.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(status).toContainText('This language failed to load.');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('radio', { name: /Automatic/ })).toBeChecked();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('a switch in progress is announced and can be cancelled', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/locales/es-ES.json', async (route) => {
    await held;
    await route.abort();
  });
  await openLanguageSettings(page);
  await page.getByRole('radio', { name: 'Español', exact: true }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Switching to Español…' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  release();
  await expect(page.getByText('Switching to Español…')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Automatic/ })).toBeChecked();
  await expect(page.getByText('Cannot load this language')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('languages without all their messages say so in both pickers, worked out from the message files', async ({ page }) => {
  await openLanguageSettings(page);
  await expect(page.getByRole('radio', { name: 'Русский — partly translated' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pirate Speak — partly translated' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English (UK)', exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo').getByLabel('Language');
  await expect(footer.locator('option', { hasText: 'Русский — partly translated' })).toHaveCount(1);
  await expect(footer.locator('option', { hasText: /^English \(UK\)$/ })).toHaveCount(1);
});

test('the status page checks every component live and is linked from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Status' }).click();
  await expect(page).toHaveURL(/\/status$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kiln status' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('All systems operational');
  for (const name of ['Database', 'Search', 'File downloads']) {
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('Operational');
  }
});
