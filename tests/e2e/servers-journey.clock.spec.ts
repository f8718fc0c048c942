// Kiln Servers end to end with a real Minecraft client: a new account buys a Small server in the payments sandbox, it
// installs, Start runs it, a bot joins at the address the panel shows and says hello, the console shows the line,
// Stop stops it; a month later the renewal fails and the server is suspended, and paying with a new card brings it
// back. It moves the whole server's billing clock, so it runs in the `clock` project, after every other spec.
import { expect, test, type Page } from '@playwright/test';
import { createBot } from 'mineflayer';
import { signedInPage, signUp } from './support/accounts.ts';

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill('2034');
  await page.getByLabel('Security code').fill('123');
}

/** Reloads the panel until its state reads `expected` (the reconcile pass runs every few seconds). */
async function untilState(page: Page, panel: string, expected: string) {
  await expect(async () => {
    await page.goto(panel);
    await expect(page.locator('h1 + [data-server-state]')).toHaveText(expected, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
}

/** A Minecraft 1.20.1 client joining in offline mode, as a player on a cracked launcher would. */
async function joinAndSay(address: string, words: string) {
  const [host, port] = address.split(':');
  const bot = createBot({ host: host!, port: Number(port ?? 25565), username: 'kilnbot', version: '1.20.1', auth: 'offline' });
  await new Promise<void>((resolve, reject) => {
    bot.once('spawn', () => resolve());
    bot.once('error', reject);
    bot.once('kicked', (reason) => reject(new Error(`kicked: ${reason}`)));
  });
  bot.chat(words);
  return bot;
}

test('buy, start, join and chat, stop; a failed renewal suspends the server and paying again brings it back', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signUp(page, `serverfan${Date.now().toString(36)}`);

  await page.goto('/servers');
  await page.getByRole('link', { name: 'Choose Small' }).click();
  await page.getByRole('radio', { name: /North America/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /A new card/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The sandbox's card that pays now and is declined at the renewal.
  await fillCard(page, '4000 0000 0000 0341');
  await page.getByRole('button', { name: 'Pay $12.00' }).click();
  await page.waitForURL(/\/servers\/manage\/[A-Za-z0-9]+\?notice=purchased$/);
  const panel = new URL(page.url()).pathname;

  await untilState(page, panel, 'Stopped');
  const state = page.locator('h1 + [data-server-state]');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(state).toHaveText('Running', { timeout: 60_000 });
  const console = page.locator('[data-console-screen] .xterm-rows');
  await expect(console).toContainText(/Done \(/);

  const address = (await page.locator('.address code').textContent())!.trim();
  const bot = await joinAndSay(address, 'hello');
  try {
    await expect(console).toContainText('<kilnbot> hello');
    await expect(page.locator('[data-stat="players"]')).toHaveText('1 / 5', { timeout: 10_000 });
  } finally {
    bot.end();
  }
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(state).toHaveText('Stopped', { timeout: 60_000 });

  // A month and a day later the renewal is charged and declined: the server is suspended for it.
  const admin = await signedInPage(browser, 'admin', 'demo-admin-pass', '/_dev/billing-clock');
  for (const days of [30, 1]) {
    await admin.goto('/_dev/billing-clock');
    await admin.getByRole('button', { name: `Forward ${days} day${days === 1 ? '' : 's'}` }).click();
    await expect(admin.getByRole('status')).toContainText(`Moved ${days} day`);
  }
  await untilState(page, panel, 'Suspended');
  await expect(page.getByRole('alert').filter({ hasText: 'This server is suspended' })).toContainText('The payment for its subscription failed.');
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeDisabled();

  // A working card, made primary, then "Retry payment" from the server's billing options.
  await page.goto('/settings/billing');
  await page.getByText('Add a payment method').click();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByLabel('Make this my primary payment method').check();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status')).toHaveText('Payment method added.');
  await page.goto(panel);
  await page.getByRole('link', { name: 'Resubscribe' }).click();
  await expect(page).toHaveURL(/\/options\/billing$/);
  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page.getByRole('status')).toHaveText('The payment went through: the subscription is renewed.');
  await untilState(page, panel, 'Stopped');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(state).toHaveText('Running', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(state).toHaveText('Stopped', { timeout: 60_000 });
});
