// Display preferences (spec §9 cosmetics) set on /settings/appearance without JavaScript, each doing what it says:
// filters on the right, the project sidebar on the left, no blur or motion, links to other sites in place, no note
// about ad blockers, and no staging banner.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const banner = (page: Page) => page.getByRole('complementary', { name: 'Test deployment' });
const blockerNote = (page: Page) => page.getByText('Using an ad blocker? Kiln never asks you to turn it off.');
const left = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!.x;
/** Links to other sites, in the description and in the sidebar's links (both marked nofollow). */
const awayLinks = (page: Page) => page.locator('main a[rel~="nofollow"]');

/** A popular demo project that links to its source or issue tracker, so its page has links to other sites. */
async function projectWithLinks(request: APIRequestContext): Promise<string> {
  const { hits } = await (await request.get('/v2/search?limit=20&index=downloads')).json() as { hits: { project_id: string }[] };
  for (const hit of hits) {
    const project = await (await request.get(`/v2/project/${hit.project_id}`)).json() as { source_url: string | null; issues_url: string | null };
    if (project.source_url || project.issues_url) return `/project/${hit.project_id}`;
  }
  throw new Error('No demo project links to other sites');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('the defaults: filters left, sidebar right, links to other sites in a new tab, banner and note shown', async ({ page, request }, testInfo) => {
    const project = await projectWithLinks(request);
    await page.goto('/');
    await expect(banner(page)).toContainText('This is a test deployment of Kiln');
    await expect(blockerNote(page)).toBeVisible();
    await page.goto('/mods');
    expect(await left(page, '.search-filters')).toBeLessThan(await left(page, '.search-body'));
    await page.goto(project);
    expect(await left(page, '.project-main')).toBeLessThan(await left(page, '.project-aside'));
    expect(await awayLinks(page).count()).toBeGreaterThan(1);
    for (const link of await awayLinks(page).all()) await expect(link).toHaveAttribute('target', '_blank');
    await page.screenshot({ path: testInfo.outputPath('project-default.png') });
  });

  test('each preference saved on the appearance page applies on the next page', async ({ page, context, request }, testInfo) => {
    const project = await projectWithLinks(request);
    await page.goto('/settings/appearance');
    await page.getByLabel('Show search filters on the right').check();
    await page.getByLabel('Show the project sidebar on the left').check();
    await page.getByLabel('Blur and animation effects').uncheck();
    await page.getByLabel('Open links to other sites in a new tab').uncheck();
    await page.getByLabel("I don't use an ad blocker (hide the note about ad blockers)").check();
    await page.getByLabel('Hide the banner on test deployments of Kiln').check();
    await page.getByRole('button', { name: 'Save' }).nth(1).click();
    await expect(page.getByLabel('Show search filters on the right')).toBeChecked();
    await expect(page.getByLabel('Blur and animation effects')).not.toBeChecked();
    const cosmetics = JSON.parse(decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'cosmetics')!.value));
    expect(cosmetics).toMatchObject({
      rightSearchLayout: true, leftContentLayout: true, advancedRendering: false, externalLinksNewTab: false, notUsingBlockers: true, hideStagingBanner: true,
    });

    await page.goto('/');
    await expect(banner(page)).toHaveCount(0);
    await expect(blockerNote(page)).toHaveCount(0);
    await expect(page.locator('html')).toHaveClass(/rendering-basic/);
    expect(await page.locator('.site-header').evaluate((header) => getComputedStyle(header).backdropFilter)).toBe('none');
    await page.goto('/mods');
    expect(await left(page, '.search-filters')).toBeGreaterThan(await left(page, '.search-body'));
    await page.screenshot({ path: testInfo.outputPath('search-right.png') });
    await page.goto(project);
    expect(await left(page, '.project-aside')).toBeLessThan(await left(page, '.project-main'));
    expect(await awayLinks(page).count()).toBeGreaterThan(1);
    for (const link of await awayLinks(page).all()) await expect(link).not.toHaveAttribute('target', /.*/);
    await page.screenshot({ path: testInfo.outputPath('project-left.png') });
  });

  test('the staging banner hides from its own button and comes back to the same page', async ({ page }) => {
    await page.goto('/mods?q=magic');
    await banner(page).getByRole('button', { name: 'Hide' }).click();
    await expect(page).toHaveURL(/\/mods\?q=magic$/);
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/settings/appearance');
    await expect(page.getByLabel('Hide the banner on test deployments of Kiln')).toBeChecked();
  });
});

test('basic rendering reaches pre-rendered pages too, before first paint', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'cosmetics', value: encodeURIComponent(JSON.stringify({ preferredDarkTheme: 'dark', advancedRendering: false })), url: baseURL! }]);
  await page.goto('/legal/terms');
  await expect(page.locator('html')).toHaveClass(/rendering-basic/);
  expect(await page.locator('.site-header').evaluate((header) => getComputedStyle(header).backdropFilter)).toBe('none');
});
