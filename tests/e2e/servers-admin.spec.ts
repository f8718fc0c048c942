// The staff server pages in the browser: an admin previews and creates a server notice (times typed in the browser's
// own zone), sees it listed, edits and deletes it; moderators only read; players find nothing. The staff servers list
// shows the seeded demo server with its owner and filters it. Screenshots in light and dark go to
// SERVERS_ADMIN_SCREENSHOTS when it names a folder.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { shootBothThemes } from './support/screenshots.ts';

const SHOTS = process.env.SERVERS_ADMIN_SCREENSHOTS;

/** Signed in, in a browser whose clock is in Berlin: the notice form must read typed times there. */
async function signedIn(browser: Browser, username: string, password: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId: 'Europe/Berlin', ...options })).newPage();
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  return page;
}

test('an admin previews, creates, lists, edits and deletes a server notice', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin', 'demo-admin-pass');
  const title = `Planned maintenance ${Date.now()}`;
  await admin.goto('/admin/servers/notices');
  await expect(admin.getByRole('heading', { level: 1, name: 'Server notices' })).toBeVisible();
  await admin.getByRole('link', { name: 'Create notice' }).click();
  const form = admin.locator('#notice-form');
  await expect(form.getByText('Europe/Berlin')).toBeVisible();
  await form.getByLabel('Level').selectOption('warning');
  await form.getByLabel('Title (optional)').fill(title);
  await form.getByLabel('Message').fill('The node restarts at **noon**; your world is kept.');
  await form.getByLabel('Begins').fill('2030-01-15T10:00');
  await form.getByRole('button', { name: 'Preview' }).click();

  const preview = admin.getByRole('region', { name: 'Preview on a server panel' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'noon' })).toBeVisible();
  await expect(preview.getByRole('button', { name: /Dismiss/ })).toBeDisabled();
  await expect(form.getByLabel('Title (optional)')).toHaveValue(title);
  await shootBothThemes(SHOTS, admin, 'notices-preview');

  await form.getByRole('button', { name: 'Create notice' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Notice created.' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Warning');
  await expect(row).toContainText('Every server');
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Yes');
  await expect(row.locator('time')).toContainText('10:00');
  const id = (await row.getAttribute('data-notice'))!;
  const stored = await (await admin.request.get('/_internal/v3/servers/notices')).json() as { id: number; begins: string }[];
  expect(stored.find((notice) => String(notice.id) === id)?.begins).toBe('2030-01-15T09:00:00.000Z');
  await shootBothThemes(SHOTS, admin, 'notices');

  await row.getByRole('link', { name: `Edit notice ${id}` }).click();
  await expect(form.getByRole('heading', { name: `Edit notice ${id}` })).toBeVisible();
  await expect(form.getByLabel('Begins')).toHaveValue('2030-01-15T10:00');
  await form.getByLabel('Level').selectOption('critical');
  await form.getByRole('button', { name: 'Save notice' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Notice saved.' })).toBeVisible();
  await expect(row).toContainText('Critical');

  await row.getByRole('button', { name: `Delete notice ${id}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete notice' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Notice deleted.' })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('without JavaScript the notice form still posts, with its times read and shown in UTC', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin', 'demo-admin-pass', { javaScriptEnabled: false });
  const title = `Scriptless notice ${Date.now()}`;
  await admin.goto('/admin/servers/notices');
  const form = admin.locator('#notice-form');
  await expect(form.getByText('Times are in this time zone: UTC')).toBeVisible();
  await form.getByLabel('Title (optional)').fill(title);
  await form.getByLabel('Message').fill('Posted without scripts.');
  await form.getByLabel('Expires').fill('2031-02-03T04:05');
  await form.getByRole('button', { name: 'Create notice' }).click();
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row.locator('time')).toHaveText('Feb 3, 2031, 04:05 AM UTC');
  await row.getByRole('button', { name: /^Delete notice/ }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete notice' }).click();
  await expect(admin.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('moderators read the notices without changing them; players find no such page', async ({ browser }) => {
  const moderator = await signedIn(browser, 'moderator', 'demo-moderator-pass');
  await moderator.goto('/admin/servers/notices');
  await expect(moderator.getByText('Moderators can read the notices; only admins can create, edit or delete them.')).toBeVisible();
  await expect(moderator.getByRole('row').filter({ hasText: 'Welcome to Kiln Servers' })).toBeVisible();
  await expect(moderator.getByRole('button', { name: 'Create notice' })).toHaveCount(0);
  await expect(moderator.getByRole('link', { name: /Edit notice/ })).toHaveCount(0);

  const player = await signedIn(browser, 'player', 'demo-player-pass');
  for (const path of ['/admin/servers/notices', '/servers/admin']) {
    const response = await player.goto(path);
    expect(response?.status()).toBe(404);
    await expect(player.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

test('the staff servers list shows the seeded demo server and filters by owner and state', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin', 'demo-admin-pass');
  await admin.goto('/servers/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'All servers' })).toBeVisible();
  const demo = admin.getByRole('row').filter({ hasText: 'Small server' }).filter({ has: admin.getByRole('link', { name: 'player', exact: true }) });
  await expect(demo).toContainText('Small · 4 GB');
  await expect(demo).toContainText('North America');
  await expect(demo).toContainText('Active');
  await expect(demo.locator('[data-server-state]')).toBeVisible();
  await expect(demo.getByRole('button', { name: 'Suspend Small server' })).toBeVisible();
  await shootBothThemes(SHOTS, admin, 'servers-admin');

  await demo.getByRole('button', { name: 'Suspend Small server' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Suspend Small server?' });
  await expect(dialog.getByLabel('Reason (shown to the owner)')).toBeFocused();
  await shootBothThemes(SHOTS, admin, 'servers-admin-suspend');
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await admin.getByRole('searchbox', { name: 'Owner or server name' }).fill('PLAY');
  await admin.getByRole('button', { name: 'Filter' }).click();
  await expect(admin).toHaveURL(/q=PLAY/);
  await expect(demo).toBeVisible();
  await admin.getByLabel('State').selectOption('crashed');
  await admin.getByRole('button', { name: 'Filter' }).click();
  await expect(demo).toHaveCount(0);
  await admin.getByRole('link', { name: 'Clear filters' }).click();
  await expect(demo).toBeVisible();

  const moderator = await signedIn(browser, 'moderator', 'demo-moderator-pass');
  await moderator.goto('/servers/admin');
  await expect(moderator.getByRole('row').filter({ hasText: 'Small server' }).first()).toBeVisible();
  await expect(moderator.getByRole('button', { name: /^Suspend/ })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the staff server pages pass the WCAG A/AA checks in ${theme}`, async ({ browser, baseURL }) => {
    const page = await signedIn(browser, 'admin', 'demo-admin-pass', { colorScheme: theme });
    await page.context().addCookies([{ name: 'color-mode', value: theme, url: baseURL! }]);
    const found: string[] = [];
    for (const path of ['/admin/servers/notices', '/servers/admin']) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      found.push(...violations.flatMap((violation) => violation.nodes.map((node) => `${path} ${violation.id}: ${node.target.join(' ')}`)));
    }
    expect(found).toEqual([]);
  });
}
