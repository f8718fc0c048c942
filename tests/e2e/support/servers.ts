// Shared steps of the server panel's browser tests: a fresh account buying its own Small server in the payments
// sandbox (so a test may restore or replace its files without touching anyone else's), waiting for it to install, and
// calling the panel's API from the page with its session, as the page's own scripts do.
import { expect, type Page } from '@playwright/test';
import { signUp } from './accounts.ts';

export interface BoughtServer {
  id: string;
  panel: string;
}

/** Signs up as `name`, buys a Small server with the sandbox's working card, and waits until it is installed. */
export async function buyServer(page: Page, name: string): Promise<BoughtServer> {
  await signUp(page, name);
  await page.goto('/servers');
  await page.getByRole('link', { name: 'Choose Small' }).click();
  await page.getByRole('radio', { name: /North America/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /A new card/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill('2034');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay $12.00' }).click();
  await page.waitForURL(/\/servers\/manage\/[A-Za-z0-9]+\?notice=purchased$/);
  const panel = new URL(page.url()).pathname;
  await expect(async () => {
    await page.goto(panel);
    await expect(page.locator('h1 + [data-server-state]')).toHaveText('Stopped', { timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  return { id: panel.split('/').at(-1)!, panel };
}

/** A same-origin call from the page (the session cookie goes along): its status and body text. */
export async function fromPage(page: Page, path: string, init: { method?: string; json?: unknown; text?: string } = {}) {
  return page.evaluate(async ({ path, init }) => {
    const response = await fetch(path, {
      method: init.method ?? 'GET',
      headers: init.json !== undefined ? { 'content-type': 'application/json' } : {},
      body: init.json !== undefined ? JSON.stringify(init.json) : init.text,
    });
    return { status: response.status, text: await response.text() };
  }, { path, init });
}
