// Two editors at once in the browser: when someone else saves an organization or a collection while its settings are
// open, the later save is refused with a clear notice and a reload, and nothing of the first save is overwritten.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { hydrated } from './support/islands.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

test('organization settings: a save over someone else’s is refused; after a reload it goes through', async ({ page }) => {
  await signIn(page, 'creator', 'demo-creator-pass');
  const slug = `stale-${unique()}`;
  const created = await page.request.post('/_internal/v3/organization', {
    headers: origin(page), data: { slug, name: `Stale ${slug.slice(6)}`, description: 'Edited from two places.' },
  });
  expect(created.status()).toBe(200);
  const organization = await created.json();

  await page.goto(`/organization/${slug}/settings`);
  await hydrated(page, 'OrganizationGeneral');
  // Saving twice from the same page works: each save is made over the one before.
  await page.getByLabel('Description').fill('First edit from this page.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your changes have been saved.' })).toBeVisible();
  await page.getByLabel('Description').fill('Second edit from this page.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your changes have been saved.' })).toBeVisible();

  const elsewhere = await page.request.patch(`/_internal/v3/organization/${organization.id}`, {
    headers: origin(page), data: { description: 'Saved in another tab.' },
  });
  expect(elsewhere.status()).toBe(204);
  await page.getByLabel('Description').fill('Would overwrite the other tab.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const notice = page.locator('.conflict-notice');
  await expect(notice).toHaveText(/This organization was changed by someone else\. Reload to see their changes\./);
  expect((await (await page.request.get(`/_internal/v3/organization/${organization.id}`)).json()).description).toBe('Saved in another tab.');

  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await hydrated(page, 'OrganizationGeneral');
  await expect(page.getByLabel('Description')).toHaveValue('Saved in another tab.');
  await page.getByLabel('Description').fill('Made after seeing the other tab.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your changes have been saved.' })).toBeVisible();
  expect((await (await page.request.get(`/_internal/v3/organization/${organization.id}`)).json()).description).toBe('Made after seeing the other tab.');
});

test('collection owner tools: a save over someone else’s is refused; after a reload it goes through', async ({ page }) => {
  await signIn(page, 'creator', 'demo-creator-pass');
  const name = `Two tabs ${unique()}`;
  const created = await page.request.post('/_internal/v3/collection', { headers: origin(page), data: { name } });
  expect(created.status()).toBe(200);
  const collection = await created.json();

  await page.goto(`/collection/${collection.id}`);
  await hydrated(page, 'CollectionOwnerTools');
  const elsewhere = await page.request.patch(`/_internal/v3/collection/${collection.id}`, {
    headers: origin(page), data: { name: `${name} from the other tab` },
  });
  expect(elsewhere.status()).toBe(204);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit collection' });
  await dialog.getByLabel('Name').fill(`${name} overwritten`);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  const notice = dialog.locator('.conflict-notice');
  await expect(notice).toHaveText(/This collection was changed by someone else\. Reload to see their changes\./);
  expect((await (await page.request.get(`/_internal/v3/collection/${collection.id}`)).json()).name).toBe(`${name} from the other tab`);

  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: `${name} from the other tab`, level: 1 })).toBeVisible();
  await hydrated(page, 'CollectionOwnerTools');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await dialog.getByLabel('Name').fill(`${name} after the reload`);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: `${name} after the reload`, level: 1 })).toBeVisible();
});
