// Creator rewards in the browser, in the payouts sandbox: the demo creator's balance with pending money and its
// release dates, a withdrawal to PayPal reviewed (net amount shown) then confirmed, the transfer paid by the
// provider's job and the balance lower; the pages without JavaScript; WCAG checks in both themes.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInCreator } from './support/accounts.ts';

// Serial: the tests share the demo creator's balance.
test.describe.configure({ mode: 'serial' });

const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function availableOn(page: Page): Promise<number> {
  await page.goto('/dashboard/revenue');
  return dollars(await page.getByTestId('available').innerText());
}

test('the creator withdraws to sandbox PayPal: the net amount before confirming, the transfer paid, the balance lower', async ({ page }) => {
  test.setTimeout(120_000);
  await signInCreator(page, '/dashboard/revenue');
  await expect(page.getByRole('heading', { name: 'Revenue', level: 1 })).toBeVisible();
  const before = dollars(await page.getByTestId('available').innerText());
  expect(before).toBeGreaterThan(5);
  const pending = dollars(await page.getByTestId('pending').innerText());
  expect(pending).toBeGreaterThan(0);
  await expect(page.getByText(/^Available on /).first()).toBeVisible();
  // The days listed one by one and the line for the days after them add up to what is pending.
  const released = await page.getByRole('region', { name: 'When pending money becomes available' }).locator('strong').allInnerTexts();
  expect(released.reduce((sum, text) => sum + dollars(text), 0)).toBeCloseTo(pending, 2);

  await page.getByRole('link', { name: 'Withdraw', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/revenue\/withdraw$/);
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByLabel('Amount in US dollars').fill('5.00');
  await page.getByLabel('PayPal email, Venmo handle or gift card email').fill('creator-paypal@example.test');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'Check before confirming' })).toBeVisible();
  await expect(page.getByTestId('net')).toHaveText('$4.75');
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();

  await expect(page).toHaveURL(/\/dashboard\/revenue\/transfers\?notice=withdrawn$/);
  await expect(page.getByRole('status')).toHaveText('Your withdrawal is on its way.');
  const row = page.getByTestId('withdrawals').getByRole('row').filter({ hasText: 'creator-paypal@example.test' });
  await expect(row).toContainText('Pending');
  expect(await availableOn(page)).toBeCloseTo(before - 5, 2);

  // The sandbox pays after a short delay; the payouts job asks it every half minute.
  await expect(async () => {
    await page.goto('/dashboard/revenue/transfers');
    await expect(row).toContainText('Paid', { timeout: 500 });
  }).toPass({ timeout: 75_000, intervals: [2_000] });
  expect(await availableOn(page)).toBeCloseTo(before - 5, 2);
});

test('a pending withdrawal can be cancelled without JavaScript, and a refusal explains itself', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInCreator(page, '/dashboard/revenue');
  const before = dollars(await page.getByTestId('available').innerText());
  // More than is available is refused at the review, before anything is offered to confirm.
  await page.goto('/dashboard/revenue/withdraw?country=US&method_id=venmo&amount=9999.00&method_address=%40creator&step=review');
  await expect(page.getByRole('alert')).toHaveText('You do not have that much available.');
  await expect(page.getByRole('button', { name: 'Confirm withdrawal' })).toHaveCount(0);
  await page.goto('/dashboard/revenue/withdraw?country=US&method_id=venmo&amount=2.00&method_address=%40creator&step=review');
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  const row = page.getByTestId('withdrawals').getByRole('row').filter({ hasText: '@creator' }).filter({ hasText: 'Pending' });
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status')).toHaveText('The withdrawal was cancelled and its money is available again.');
  expect(await availableOn(page)).toBeCloseTo(before, 2);
  await context.close();
});

test('the withdraw form works from the keyboard', async ({ page }) => {
  await signInCreator(page, '/dashboard/revenue/withdraw');
  await page.getByRole('button', { name: 'Show methods' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /PayPal/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Venmo/ })).toBeChecked();
  await page.getByLabel('Amount in US dollars').focus();
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('@creator');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check before confirming' })).toBeVisible();
  await expect(page.getByTestId('net')).toHaveText('$2.75');
  await expect(page.getByRole('button', { name: 'Confirm withdrawal' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the revenue pages pass the WCAG A/AA checks in ${theme}`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext();
    await context.addCookies([{ name: 'color-mode', value: theme, url: baseURL! }]);
    const page = await context.newPage();
    await signInCreator(page, '/dashboard/revenue');
    const found: string[] = [];
    for (const path of ['/dashboard/revenue', '/dashboard/revenue/transfers', '/dashboard/revenue/withdraw', '/dashboard/revenue/withdraw?country=US&method_id=charity_eff&amount=10&step=review']) {
      await page.goto(path);
      await page.screenshot({ path: test.info().outputPath(`${theme}-${path.split('/').at(-1)!.split('?')[0]}${path.includes('review') ? '-review' : ''}.png`), fullPage: true });
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      found.push(...violations.flatMap((violation) => violation.nodes.map((node) => `${path} ${violation.id}: ${node.target.join(' ')}`)));
    }
    expect(found).toEqual([]);
    await context.close();
  });
}
