// Kiln Plus in the browser, in the payments sandbox: a failed renewal's banner until a new card pays it; staff
// refunding a charge the person then sees refunded; and subscribing, the badge, cancelling, perks to the period's
// end and expiry after the sandbox clock moves on. Serial: the sandbox clock is shared by the whole server.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, signUp } from './support/accounts.ts';

test.describe.configure({ mode: 'serial' });

const BANNER = 'One or more subscriptions failed to renew. Please update your payment method to prevent losing access!';

async function signedIn(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, password);
  return page;
}

/** Moves the sandbox clock forward from the staff's development page, which runs the renewal job at once. */
async function fastForward(admin: Page, days: number) {
  await admin.goto('/_dev/billing-clock');
  await admin.getByRole('button', { name: `Forward ${days} day${days === 1 ? '' : 's'}` }).click();
  await expect(admin.getByRole('status')).toContainText(`Moved ${days} days forward`);
}

/** Every WCAG 2.1 A/AA violation on the page, one line each. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => `${path} ${violation.id}: ${node.target.join(' ')}`));
}

for (const theme of ['light', 'dark'] as const) {
  test(`the billing pages pass the WCAG A/AA checks in ${theme}`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const as = async (username: string, password: string) => {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'color-mode', value: theme, url: baseURL! }]);
      const page = await context.newPage();
      await signIn(page, username, password);
      return page;
    };
    const found: string[] = [];
    const lapsed = await as('lapsed', 'demo-lapsed-pass');
    for (const path of ['/settings', '/settings/billing', '/settings/billing/charges']) found.push(...await violationsOn(lapsed, path));
    const creator = await as('creator', 'demo-creator-pass');
    found.push(...await violationsOn(creator, '/settings/billing/checkout?interval=yearly&currency=EUR'));
    const admin = await as('admin', 'demo-admin-pass');
    const player = (await (await admin.request.get('/v2/user/player')).json()) as { id: string };
    found.push(...await violationsOn(admin, `/admin/billing/${player.id}`));
    expect(found).toEqual([]);
  });
}

test('a failed renewal shows the banner on every page until a new card pays it', async ({ browser }) => {
  const page = await signedIn(browser, 'lapsed', 'demo-lapsed-pass');
  // On-demand pages and built ones alike (legal, news, the product pages), which the server frames for the signed-in.
  for (const path of ['/', '/dashboard', '/settings/sessions', '/user/lapsed', '/legal/terms', '/news', '/plus']) {
    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: BANNER })).toBeVisible();
  }
  // The built page's account menu opens without a script, as everywhere.
  await page.getByText('lapsed', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Billing and subscriptions' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to billing' }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.locator('[data-status="past_due"]')).toContainText('Renewal failed');

  await page.getByText('Add a payment method').click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill('2034');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Make this my primary payment method').check();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status')).toHaveText('Payment method added.');

  await page.getByRole('button', { name: 'Retry payment now' }).click();
  await expect(page.getByRole('status')).toHaveText('The payment went through: your subscription is renewed.');
  await expect(page.locator('[data-subscription]')).toContainText('Active');
  for (const path of ['/', '/legal/terms']) {
    await page.goto(path);
    await expect(page.getByText(BANNER)).toHaveCount(0);
  }
});

test('staff refund a charge from the user’s profile, and the user sees it refunded', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin', 'demo-admin-pass');
  await admin.goto('/user/player');
  await admin.getByRole('link', { name: 'Manage user billing' }).click();
  await expect(admin.getByRole('heading', { name: 'Billing of player' })).toBeVisible();
  const charge = admin.locator('[data-ledger][data-status="succeeded"]').first();
  const id = await charge.getAttribute('data-ledger');
  await charge.getByRole('button', { name: /^Refund / }).click();
  await expect(admin.getByRole('status')).toHaveText('Refund made.');
  await expect(admin.locator(`[data-ledger="${id}"]`)).toContainText('Refunded');
  await expect(admin.locator('.audit').first()).toContainText('refund');

  const player = await signedIn(browser, 'player', 'demo-player-pass');
  await player.goto('/settings/billing/charges');
  await expect(player.locator(`[data-charge="${id}"]`)).toContainText('Refunded');
});

test('subscribe with the success card, wear the badge, cancel, keep the perks to the period’s end, then expire', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const name = `plus${Date.now().toString(36)}`;
  await signUp(page, name);
  await page.goto('/plus');
  await page.getByRole('link', { name: 'Get Kiln Plus' }).click();
  await expect(page.getByRole('heading', { name: 'Get Kiln Plus' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill('2034');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('status')).toHaveText('Welcome to Kiln Plus! Your receipt is on its way.');
  await expect(page.locator('[data-subscription]')).toContainText('Active');
  // A switch of interval is chosen knowing its price and when it starts.
  const intervals = page.getByRole('combobox', { name: 'Billing interval' });
  await expect(intervals.getByRole('option', { name: 'Yearly · $49.99 a year' })).toHaveCount(1);
  await expect(page.locator('[data-subscription]')).toContainText(/A new interval starts at your next renewal, on .+\. Nothing is charged now\./);
  await intervals.selectOption('yearly');
  await page.getByRole('button', { name: 'Change interval' }).click();
  await expect(page.locator('[data-subscription]')).toContainText(/Switches to yearly billing on .+, charging \$49\.99 then\./);
  await intervals.selectOption('monthly');
  await page.getByRole('button', { name: 'Change interval' }).click();
  await expect(page.locator('[data-subscription]')).toContainText(/Next charge: \$4\.99 on /);

  await page.goto(`/user/${name}`);
  await expect(page.getByRole('list', { name: 'Badges' })).toContainText('Kiln Plus');
  await expect(page.locator('.account-menu summary')).toHaveAttribute('aria-label', `Account menu for ${name}, Kiln Plus`);

  // By keyboard: the confirmation opens on Enter with "Keep subscription" focused, Escape closes it.
  await page.goto('/settings/billing');
  await page.getByRole('button', { name: 'Cancel subscription' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep subscription' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Cancel subscription' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Your subscription is cancelled.');
  await expect(page.locator('[data-subscription]')).toContainText('Benefits until');

  const admin = await signedIn(browser, 'admin', 'demo-admin-pass');
  await fastForward(admin, 7);
  await page.goto(`/user/${name}`);
  await expect(page.getByRole('list', { name: 'Badges' })).toContainText('Kiln Plus');

  await fastForward(admin, 30);
  await page.goto('/settings/billing');
  await expect(page.locator('[data-subscription]')).toContainText('Expired');
  await page.goto(`/user/${name}`);
  await expect(page.getByRole('list', { name: 'Badges' })).toHaveCount(0);
});
