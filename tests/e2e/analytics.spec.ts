// Creator analytics in the browser: the demo creator's 90 days on /dashboard/analytics (metric tabs, ranges, the chart's
// tooltip by keyboard, CSV export), an anonymous visitor's page view counted after the next rollup, the pages
// without JavaScript, and WCAG checks in both themes.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loadConfig } from '#config';
import { openDatabase } from '#db/client.ts';
import { assembleRuntime } from '#platform/runtime.ts';
import { runAnalyticsJobs } from '#analytics';
import { signInCreator } from './support/accounts.ts';

/** A desktop browser's user agent: the headless one names itself a bot, and bots are not counted. */
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const metricTab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Metric' }).getByRole('link', { name, exact: true });
const count = (text: string) => Number(text.replace(/[^0-9]/g, ''));

/** The rollup job the server runs every few minutes, run now over the test server's database. */
async function rollUpNow() {
  const config = loadConfig({ DATA_DIR: process.env.E2E_DATA_DIR! });
  const database = await openDatabase(config.databaseUrl);
  try {
    await runAnalyticsJobs(assembleRuntime(config, database.db));
  } finally {
    database.close();
  }
}

async function totalOn(page: Page, path: string): Promise<number> {
  await page.goto(path);
  return count(await page.getByTestId('analytics-total').innerText());
}

test('the demo creator switches metrics and ranges, reads the tooltip by keyboard and exports CSV', async ({ page }) => {
  await signInCreator(page, '/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const downloads = count(await page.getByTestId('analytics-total').innerText());
  expect(downloads).toBeGreaterThan(100);
  await expect(page.getByRole('table', { name: 'Downloads per day and project' }).getByRole('row')).toHaveCount(31);

  await metricTab(page, 'Views').click();
  await expect(page).toHaveURL(/metric=views/);
  await expect(metricTab(page, 'Views')).toHaveAttribute('aria-current', 'page');
  expect(count(await page.getByTestId('analytics-total').innerText())).not.toBe(downloads);

  await page.getByLabel('Range').selectOption('last_month');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/range=last_month/);
  await expect(page.getByLabel('Range')).toHaveValue('last_month');

  const chart = page.getByRole('img', { name: 'Views per day' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('canvas')).toBeVisible();
  await chart.focus();
  await page.keyboard.press('End');
  const tooltip = page.locator('.tooltip');
  await expect(tooltip).toContainText('Total');
  expect(await tooltip.locator('.row').count()).toBeLessThanOrEqual(16);
  // The key beside the lines names the same projects as the table's columns.
  const columns = await page.getByRole('table', { name: 'Views per day and project' }).locator('thead th').allInnerTexts();
  await expect(page.locator('.legend li').first()).toHaveText(columns[1]!);

  await metricTab(page, 'Playtime').click();
  await expect(page.getByTestId('analytics-total')).toContainText('hr');
  await metricTab(page, 'Revenue').click();
  await expect(page.getByTestId('analytics-total')).toContainText('$');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^kiln-revenue-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toMatch(/^date,.+,total revenue \(USD\)\r\n\d{4}-\d{2}-\d{2},[\d.]+,/);
});

test('an anonymous visitor’s page view shows in the next rollup', async ({ browser, page, request }) => {
  const [project] = await (await request.get('/v2/user/creator/projects')).json() as { slug: string; project_type: string; id: string }[];
  const today = new Date().toISOString().slice(0, 10);
  const todayViews = `/dashboard/analytics?metric=views&range=custom&start=${today}&end=${today}`;
  await signInCreator(page, '/dashboard/analytics');
  await rollUpNow();
  const before = await totalOn(page, todayViews);

  const visitor = await browser.newContext({ userAgent: VISITOR_AGENT });
  await (await visitor.newPage()).goto(`/${project!.project_type}/${project!.slug}`);
  await visitor.close();
  await rollUpNow();
  expect(await totalOn(page, todayViews)).toBe(before + 1);
});

test('the analytics pages work without JavaScript and pass WCAG checks in light and dark themes', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInCreator(page, '/dashboard/analytics');
  await metricTab(page, 'Views').click();
  await page.getByLabel('Range').selectOption('this_month');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/range=this_month&metric=views|metric=views&range=this_month/);
  await expect(page.getByRole('heading', { name: 'Breakdowns' })).toBeVisible();
  const [project] = await (await page.request.get('/v2/user/creator/projects')).json() as { slug: string; project_type: string }[];
  await page.goto(`/${project!.project_type}/${project!.slug}/settings/analytics?metric=playtime`);
  await expect(page.getByTestId('analytics-total')).toContainText('hr');
  await expect(page.getByRole('table', { name: 'Playtime per day and project' }).getByRole('columnheader')).toHaveCount(3);
  const [organization] = await (await page.request.get('/v3/user/creator/organizations')).json() as { id: string }[];
  await page.goto(`/organization/${organization!.id}/settings/analytics`);
  await expect(page.getByRole('heading', { name: 'Breakdowns' })).toBeVisible();
  await context.close();

  for (const theme of ['light', 'dark']) {
    const themed = await browser.newContext({ colorScheme: theme as 'light' | 'dark' });
    const tab = await themed.newPage();
    await signInCreator(tab, '/dashboard/analytics');
    await tab.getByRole('img', { name: 'Downloads per day' }).locator('canvas').waitFor();
    await tab.screenshot({ path: test.info().outputPath(`analytics-${theme}.png`), fullPage: true });
    const results = await new AxeBuilder({ page: tab }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await themed.close();
  }
});
