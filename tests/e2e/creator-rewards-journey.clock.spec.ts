// The creator rewards programme end to end in the browser, on the payments and payouts sandboxes: a demo account buys
// Kiln Plus, the day's pool (with Plus's creator share) reaches the demo creator as pending money once the day is
// over, after the 60-day hold the creator withdraws to sandbox PayPal, sees the transfer paid and the balance lower.
// A clock spec: it moves the whole server's sandbox clock two months on, so it runs after every other spec.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { runAnalyticsJobs } from '#analytics';
import { loadConfig } from '#config';
import { openDatabase } from '#db/client.ts';
import { assembleRuntime } from '#platform/runtime.ts';
import { signedInPage } from './support/accounts.ts';

const DAY_MS = 86_400_000;
const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
const mediumDate = (time: number) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(time));

/** Billing's "now", as the staff's sandbox clock page shows it. */
async function sandboxNow(admin: Page): Promise<number> {
  await admin.goto('/_dev/billing-clock');
  return Date.parse((await admin.locator('time').getAttribute('datetime'))!);
}

/** Moves the sandbox clock forward from the staff's development page; the payouts job follows within half a minute. */
async function fastForward(admin: Page, days: number) {
  await admin.goto('/_dev/billing-clock');
  await admin.getByRole('button', { name: `Forward ${days} day${days === 1 ? '' : 's'}` }).click();
  await expect(admin.getByRole('status')).toContainText(`Moved ${days} days forward`);
}

/**
 * Two hours of play on the sandbox's day, as the desktop app reports it, rolled up as the server's job would: the pool
 * is split by views and playtime, and the app's reports are stamped with the real time, not the sandbox's.
 */
async function playedOn(projectId: string, time: number) {
  const config = loadConfig({ DATA_DIR: process.env.E2E_DATA_DIR! });
  const database = await openDatabase(config.databaseUrl);
  try {
    const runtime = assembleRuntime(config, database.db);
    await runtime.analytics.record([{ time: new Date(time), projectId, metric: 'playtime', amount: 7200 }]);
    await runAnalyticsJobs(runtime);
  } finally {
    database.close();
  }
}

async function buyPlus(browser: Browser) {
  const buyer = await signedInPage(browser, 'moderator', 'demo-moderator-pass');
  await buyer.goto('/plus');
  await buyer.getByRole('link', { name: 'Get Kiln Plus' }).click();
  await expect(buyer.getByRole('heading', { name: 'Get Kiln Plus' })).toBeVisible();
  await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await buyer.getByLabel('Expiry month').fill('12');
  await buyer.getByLabel('Expiry year').fill('2034');
  await buyer.getByLabel('Security code').fill('123');
  await buyer.getByRole('button', { name: /^Pay / }).click();
  await expect(buyer.getByRole('status')).toHaveText('Welcome to Kiln Plus! Your receipt is on its way.');
  await buyer.context().close();
}

async function availableOn(page: Page): Promise<number> {
  await page.goto('/dashboard/revenue');
  return dollars(await page.getByTestId('available').innerText());
}

test('a Plus purchase reaches the creator’s pending money, which after the hold is withdrawn to sandbox PayPal', async ({ browser }) => {
  test.setTimeout(300_000);
  const admin = await signedInPage(browser, 'admin', 'demo-admin-pass');
  const creator = await signedInPage(browser, 'creator', 'demo-creator-pass', '/dashboard/revenue/transfers');
  const [project] = (await (await creator.request.get('/v2/user/creator/projects')).json()) as { id: string }[];

  const day = await sandboxNow(admin);
  const dayStart = day - (day % DAY_MS);
  await playedOn(project!.id, day);
  await buyPlus(browser);

  // Once the day is over, the payouts job shares its pool out: the creator's revenue of that day, pending 60 days.
  await fastForward(admin, 1);
  const earned = creator.getByRole('region', { name: 'Incoming revenue' }).getByRole('row').filter({ hasText: mediumDate(dayStart) }).filter({ hasText: mediumDate(dayStart + 61 * DAY_MS) });
  await expect(async () => {
    await creator.goto('/dashboard/revenue/transfers');
    await expect(earned).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  const share = dollars(await earned.getByRole('cell').nth(1).innerText());
  expect(share).toBeGreaterThan(0);
  await creator.goto('/dashboard/revenue');
  expect(dollars(await creator.getByTestId('pending').innerText())).toBeGreaterThanOrEqual(share);

  // After the hold, the job frees the day's money with everything else that was pending.
  const held = await availableOn(creator);
  await fastForward(admin, 30);
  await fastForward(admin, 30);
  await expect(async () => {
    expect(await availableOn(creator)).toBeGreaterThanOrEqual(held + share - 0.001);
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  const before = await availableOn(creator);

  await creator.getByRole('link', { name: 'Withdraw', exact: true }).first().click();
  await creator.getByRole('radio', { name: /PayPal/ }).check();
  await creator.getByLabel('Amount in US dollars').fill('10.00');
  await creator.getByLabel('PayPal email, Venmo handle or gift card email').fill('rewards-journey@example.test');
  await creator.getByRole('button', { name: 'Review' }).click();
  await expect(creator.getByTestId('net')).toHaveText('$9.75');
  await creator.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(creator).toHaveURL(/\/dashboard\/revenue\/transfers\?notice=withdrawn$/);
  const transfer = creator.getByTestId('withdrawals').getByRole('row').filter({ hasText: 'rewards-journey@example.test' });
  await expect(transfer).toContainText('Pending');
  await expect(async () => {
    await creator.goto('/dashboard/revenue/transfers');
    await expect(transfer).toContainText('Paid', { timeout: 500 });
  }).toPass({ timeout: 75_000, intervals: [2_000] });
  expect(await availableOn(creator)).toBeCloseTo(before - 10, 2);
});
