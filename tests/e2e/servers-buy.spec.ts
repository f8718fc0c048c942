// Buying a Kiln Server in the browser, in the payments sandbox: from the marketing page's plan through sign-in, Region
// (stock and latency), Payment method and Review to the new server's panel; a declined card back on the review step;
// the steps by keyboard alone; and the WCAG A/AA checks of each step in light and dark.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { shootBothThemes } from './support/screenshots.ts';

const SHOTS = process.env.SERVERS_BUY_SCREENSHOTS;

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill('2034');
  await page.getByLabel('Security code').fill('123');
}

const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Purchase steps' }).locator('[aria-current="step"]');

/** Presses Tab until `target` has the focus, as someone without a mouse would; fails when it is never reached. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a visitor chooses Small on /servers, signs in, and buys it with a new card', async ({ page }) => {
  await page.goto('/servers');
  await expect(page.getByRole('link', { name: 'Get a server' })).toHaveAttribute('href', '/servers/buy');
  await expect(page.getByRole('link', { name: 'Buy 10 GB' })).toHaveAttribute('href', '/servers/buy?ram=10240');
  await page.getByRole('link', { name: 'Choose Small' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=/);
  await page.getByLabel('Email or username').fill('creator');
  await page.getByLabel('Password').fill('demo-creator-pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/servers\/buy\?ram=4096$/);

  // Region: each region's stock, and its latency timed from this browser.
  await expect(currentStep(page)).toHaveText(/Region/);
  await expect(page.getByRole('radio', { name: /Small/ })).toBeChecked();
  for (const region of ['North America', 'Western Europe', 'Central Europe']) {
    await expect(page.locator('.option', { hasText: region })).toContainText('In stock');
  }
  await expect(page.locator('[data-latency="north-america"]')).toHaveText(/^\d+ ms from you$/);
  await shootBothThemes(SHOTS, page, 'buy-region');
  await page.getByRole('radio', { name: /North America/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/step=payment/);
  await expect(currentStep(page)).toHaveText(/Payment method/);
  await expect(page.locator('.summary')).toContainText('North America');
  await page.getByRole('radio', { name: /A new card/ }).check();
  await shootBothThemes(SHOTS, page, 'buy-payment');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(currentStep(page)).toHaveText(/Review/);
  const summary = page.locator('.summary');
  for (const text of ['Small', '4 GB memory · 4 vCPU', 'North America', 'Monthly', '$12.00 a month', 'A new card']) await expect(summary).toContainText(text);
  expect(page.url()).not.toContain('number');
  await fillCard(page, '4242 4242 4242 4242');
  await shootBothThemes(SHOTS, page, 'buy-review');
  await page.getByRole('button', { name: 'Pay $12.00' }).click();

  await page.waitForURL(/\/servers\/manage\/[A-Za-z0-9]+\?notice=purchased$/, { waitUntil: 'load' });
  const serverId = new URL(page.url()).pathname.split('/').at(-1)!;
  const server = await page.request.get(`/_internal/v3/servers/${serverId}`, { headers: { origin: new URL(page.url()).origin } });
  expect(server.status()).toBe(200);
  expect(await server.json()).toMatchObject({ id: serverId, region: 'north-america', plan: { id: 'small', ram_mb: 4096 } });

  // The subscription on the billing page names the plan and links to the server's panel.
  await page.goto('/settings/billing');
  const subscription = page.locator('[data-subscription]', { hasText: 'Kiln Servers · Small (4 GB)' });
  await expect(subscription).toContainText('Active');
  await expect(subscription.getByRole('link', { name: 'Open server panel' })).toHaveAttribute('href', `/servers/manage/${serverId}`);
  await shootBothThemes(SHOTS, page, 'buy-billing');
});

test('a declined card comes back to the review step with the decline message and the card fields', async ({ page }) => {
  await signUp(page, `buyer${Date.now().toString(36)}`);
  await page.goto('/servers/buy?ram=6144&interval=yearly&region=western-europe&step=payment');
  await expect(page.getByRole('radio', { name: /A new card/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('.summary')).toContainText('Medium');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $180.00' }).click();

  await expect(page).toHaveURL(/\/servers\/buy\?.*error=card_declined/);
  await expect(page.getByRole('alert')).toHaveText('The card was declined. Try another card.');
  await expect(currentStep(page)).toHaveText(/Review/);
  await expect(page.locator('.summary')).toContainText('Western Europe');
  await expect(page.locator('.summary')).toContainText('6 GB memory · 6 vCPU · 48 GB storage · 1.5 GB swap');
  await expect(page.getByLabel('Card number')).toBeEmpty();
  await shootBothThemes(SHOTS, page, 'buy-declined');
});

test('a card that asks the bank to confirm names the server plan on the confirmation page', async ({ page }) => {
  await signUp(page, `confirm${Date.now().toString(36)}`);
  await page.goto('/servers/buy?ram=6144&interval=yearly&region=western-europe&step=payment');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCard(page, '4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Pay $180.00' }).click();

  await expect(page).toHaveURL(/\/settings\/billing\/authenticate\?charge=/);
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await expect(page.getByText('Your bank asks you to confirm the payment of $180.00 for Kiln Servers · Medium (6 GB).')).toBeVisible();
  // Cancelled, so the plan's memory is free again for the other tests' regions.
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).not.toHaveURL(/authenticate/);
});

test('the steps work by keyboard alone, and a custom size changes the prices shown', async ({ page }) => {
  await signUp(page, `keys${Date.now().toString(36)}`);
  await page.goto('/servers/buy');
  // Choosing a custom size with the keyboard picks the custom plan and reprices the intervals.
  await tabTo(page, page.getByLabel('Custom size'));
  await page.keyboard.press('End');
  await expect(page.getByRole('radio', { name: /Custom/ })).toBeChecked();
  await expect(page.locator('[data-interval-price="monthly"]')).toHaveText('$138.00 a month');
  // The demo player's Small server already holds 4 GB of North America's 48 GB: 46 GB no longer fits there.
  await expect(page.getByRole('radio', { name: /North America/ })).toBeDisabled();
  await expect(page.locator('#stock-north-america')).toHaveText('Out of stock for this plan');
  await tabTo(page, page.getByRole('radio', { name: /Monthly/ }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  await tabTo(page, page.getByRole('radio', { name: /Western Europe/ }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Central Europe/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/servers\/buy\?ram=47104&interval=yearly&region=central-europe&step=payment$/);
  await tabTo(page, page.getByRole('radio', { name: /A new card/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(currentStep(page)).toHaveText(/Review/);
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4000000000000002');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2034');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: /^Pay / }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The card was declined. Try another card.');
  // The steps already done are links back, keeping the choices.
  await tabTo(page, page.getByRole('navigation', { name: 'Purchase steps' }).getByRole('link', { name: 'Region' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Central Europe/ })).toBeChecked();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the buy steps pass the WCAG A/AA checks in ${theme}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'color-mode', value: theme, url: baseURL! }]);
    await signUp(page, `axe${theme}${Date.now().toString(36)}`);
    const found: string[] = [];
    for (const path of ['/servers/buy?ram=8192', '/servers/buy?ram=8192&region=central-europe&step=payment', '/servers/buy?ram=8192&region=central-europe&step=review&payment_method=new', '/servers/buy?ram=4096&region=north-america&step=review&error=out_of_stock']) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      found.push(...violations.flatMap((violation) => violation.nodes.map((node) => `${path} ${violation.id}: ${node.target.join(' ')}`)));
    }
    expect(found).toEqual([]);
    await expect(page.getByRole('alert')).toHaveText(/out of stock/);
    await shootBothThemes(SHOTS, page, 'buy-out-of-stock');
  });
}
