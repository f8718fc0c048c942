// The server panel in the browser without a game client: the read-only demo for visitors, the seeded player's
// server list and panel, and option pages that save (properties round-trip through the node's own file).
// Screenshots in light and dark go to SERVERS_PANEL_SCREENSHOTS when it names a folder.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { HOME_PAGE_BUDGET } from '../../scripts/lib/js-budget.ts';
import { scriptBytes } from './support/script-bytes.ts';
import { signedInPage } from './support/accounts.ts';
import { shootBothThemes } from './support/screenshots.ts';

const SHOTS = process.env.SERVERS_PANEL_SCREENSHOTS;

test.describe.configure({ mode: 'serial' });

/** The player's seeded server's panel, from the list. */
async function openPlayerPanel(page: Page): Promise<string> {
  await page.goto('/servers/manage');
  await page.getByRole('link', { name: 'Open the panel of Small server' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Small server' })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** The seeded server installs when Kiln starts; its options can be changed once it is installed (and stopped). */
async function untilInstalled(page: Page, path: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.locator('h1 + [data-server-state]')).toHaveText('Stopped', { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
}

test('visitors find a read-only demo of the panel from /servers, with nothing to press', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_internal/v3/servers')) calls.push(request.url());
  });
  await page.goto('/servers');
  await page.getByRole('link', { name: 'See the panel' }).click();
  await expect(page).toHaveURL(/\/servers\/demo$/);
  await expect(page.getByRole('note')).toContainText('This is a demo panel — get a server to control your own');
  await expect(page.getByRole('note').getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/servers#plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo world' })).toBeVisible();
  await expect(page.locator('[data-server-state]').first()).toHaveText('Running');
  await expect(page.getByRole('region', { name: 'Server statistics' })).toContainText('23.4%');
  await expect(page.getByRole('region', { name: 'Server statistics' })).toContainText('Alex, Steve');
  await expect(page.getByLabel('Console output')).toContainText('<Alex> anyone up for the nether?');
  for (const name of ['Start', 'Stop', 'Restart']) await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Command' })).toBeDisabled();
  await shootBothThemes(SHOTS, page, 'demo');
  expect(calls).toEqual([]);
});

test('signed out, the server list sends to sign in and back', async ({ page }) => {
  await page.goto('/servers/manage');
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fservers%2Fmanage$/);
});

test('the player sees their server as a card and opens its panel', async ({ browser }) => {
  const page = await signedInPage(browser, 'player', 'demo-player-pass', '/servers/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Your servers' })).toBeVisible();
  const card = page.locator('li[data-server]').filter({ hasText: 'Small server' });
  await expect(card).toContainText('Small · 4 GB');
  await expect(card).toContainText('North America');
  await expect(card.locator('[data-server-state]')).not.toHaveText('');
  await expect(card.locator('code')).toHaveText(/^localhost:\d+$/);
  await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();
  await shootBothThemes(SHOTS, page, 'list');

  const panel = await openPlayerPanel(page);
  await expect(page.getByRole('navigation', { name: 'Server sections' }).getByRole('link', { name: 'Options' })).toHaveAttribute('href', `${panel}/options/`);
  await expect(page.getByRole('region', { name: 'Server statistics' })).toContainText('Memory');
  await expect(page.getByRole('region', { name: 'Power' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Console' })).toBeVisible();
  await shootBothThemes(SHOTS, page, 'overview');
});

test('a server that is not yours is a 404', async ({ browser }) => {
  const page = await signedInPage(browser, 'creator', 'demo-creator-pass');
  const response = await page.goto('/servers/manage/not-a-server');
  expect(response?.status()).toBe(404);
});

test('properties save into the server\'s file and read back; preferences and the name save too', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, 'player', 'demo-player-pass', '/servers/manage');
  const panel = await openPlayerPanel(page);

  await untilInstalled(page, `${panel}/options/properties`);
  const motd = page.getByLabel('Message of the day (MOTD)');
  await motd.fill('Welcome to the panel test');
  await page.getByLabel('Max players').fill('7');
  await page.getByLabel('Game mode').selectOption('creative');
  await page.getByRole('checkbox', { name: 'PvP' }).uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(motd).toHaveValue('Welcome to the panel test');
  await expect(page.getByLabel('Max players')).toHaveValue('7');
  await expect(page.getByLabel('Game mode')).toHaveValue('creative');
  await expect(page.getByRole('checkbox', { name: 'PvP' })).not.toBeChecked();
  await shootBothThemes(SHOTS, page, 'properties');

  await page.getByLabel('View distance').fill('99');
  await page.getByLabel('View distance').evaluate((input: HTMLInputElement) => input.removeAttribute('max'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Some values were not valid');

  await page.goto(`${panel}/options/preferences`);
  const megabytes = page.getByRole('checkbox', { name: 'Show memory in megabytes' });
  await megabytes.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(megabytes).toBeChecked();
  await megabytes.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(megabytes).not.toBeChecked();

  await page.goto(`${panel}/options/`);
  await page.getByLabel('Server name').fill('Panel test world');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Panel test world' })).toBeVisible();
  await page.getByLabel('Server name').fill('Small server');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Small server' })).toBeVisible();
});

test('every option page renders for the owner', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, 'player', 'demo-player-pass', '/servers/manage');
  const panel = await openPlayerPanel(page);
  await untilInstalled(page, panel);
  const pages: [string, string, RegExp][] = [
    ['', 'General', /Sub-users/],
    ['loader', 'Platform', /Currently Vanilla 1\.20\.1/],
    ['network', 'Network', /Port \d+ on localhost/],
    ['startup', 'Startup', /Startup flags/],
    ['billing', 'Billing', /Monthly/],
    ['info', 'Info', /North America/],
  ];
  for (const [path, heading, text] of pages) {
    await page.goto(`${panel}/options/${path}`);
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    await expect(page.locator('main')).toContainText(text);
  }
  await page.goto(`${panel}/options/loader`);
  await page.getByRole('button', { name: 'Reinstall' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Reinstall and wipe the world?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the panel loads a few KB of script and no framework; the terminal only once the console is on screen', async ({ browser }) => {
  const page = await signedInPage(browser, 'player', 'demo-player-pass', '/servers/manage');
  await page.setViewportSize({ width: 1280, height: 400 });
  const panel = await openPlayerPanel(page);
  // Counted in a tab of its own that opens the panel directly: a body cannot be read once its page is navigated away from.
  const measured = await page.context().newPage();
  await measured.setViewportSize({ width: 1280, height: 400 });
  const loaded = new Map<string, Promise<number>>();
  measured.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.set(new URL(response.url()).pathname, scriptBytes(measured, response));
  });
  await measured.goto(panel);
  await measured.waitForLoadState('networkidle');
  const initial = [...loaded.keys()];
  expect(initial.filter((path) => /xterm|react|client\./i.test(path))).toEqual([]);
  expect((await Promise.all(loaded.values())).reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(HOME_PAGE_BUDGET);
  await measured.getByRole('heading', { name: 'Console' }).scrollIntoViewIfNeeded();
  await expect(measured.locator('[data-server-console]')).toHaveAttribute('data-ready', 'true');
  expect([...loaded.keys()].some((path) => /xterm/.test(path))).toBe(true);
  // Every body read before the page closes with the test.
  await Promise.all(loaded.values());
});

test('a server staff suspended says so instead of its node state, with the reason, and cannot be started', async ({ browser }) => {
  const page = await signedInPage(browser, 'player', 'demo-player-pass', '/servers/manage');
  const panel = await openPlayerPanel(page);
  const admin = await signedInPage(browser, 'admin', 'demo-admin-pass');
  const id = panel.split('/').at(-1)!;
  const staff = (action: string, data?: unknown) => admin.request.post(`/_internal/v3/servers/${id}/${action}`, { data, headers: { origin: new URL(admin.url()).origin } });
  expect((await staff('suspend', { reason: 'Reported for griefing, under review' })).status()).toBe(204);
  try {
    await page.reload();
    await expect(page.locator('h1 + [data-server-state]')).toHaveText('Suspended');
    const bar = page.getByRole('alert').filter({ hasText: 'This server is suspended' });
    await expect(bar).toContainText('It was suspended by Kiln staff: Reported for griefing, under review');
    await expect(bar.getByRole('link', { name: 'Resubscribe' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeDisabled();
    await shootBothThemes(SHOTS, page, 'suspended');
  } finally {
    expect((await staff('unsuspend')).status()).toBe(204);
  }
  await page.reload();
  await expect(page.locator('h1 + [data-server-state]')).not.toHaveText('Suspended');
});

test('Start runs the server, the console shows its lines and sends commands with a history, Stop stops it', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'player', 'demo-player-pass', '/servers/manage');
  const panel = await openPlayerPanel(page);
  await untilInstalled(page, panel);
  const state = page.locator('h1 + [data-server-state]');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(state).toHaveText('Running', { timeout: 60_000 });
  const screen = page.locator('[data-console-screen] .xterm-rows');
  await expect(screen).toContainText(/\[\d\d:\d\d:\d\d\]/);
  const command = page.getByRole('textbox', { name: 'Command' });
  await expect(command).toBeEnabled();
  await command.fill('frobnicate now');
  await command.press('Enter');
  await expect(command).toHaveValue('');
  await expect(screen).toContainText('Unknown command "frobnicate"');
  await command.press('ArrowUp');
  await expect(command).toHaveValue('frobnicate now');
  await command.press('ArrowDown');
  await expect(command).toHaveValue('');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(state).toHaveText('Stopped', { timeout: 60_000 });
  await expect(command).toBeDisabled();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the panel pages pass the WCAG A/AA checks in ${theme}`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedInPage(browser, 'player', 'demo-player-pass', '/servers/manage');
    await page.context().addCookies([{ name: 'color-mode', value: theme, url: baseURL! }]);
    const panel = await openPlayerPanel(page);
    const found: string[] = [];
    for (const path of ['/servers/demo', '/servers/manage', panel, `${panel}/options/`, `${panel}/options/properties`, `${panel}/options/loader`, `${panel}/options/network`, `${panel}/options/billing`]) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      found.push(...violations.flatMap((violation) => violation.nodes.map((node) => `${path} ${violation.id}: ${node.target.join(' ')}`)));
    }
    expect(found).toEqual([]);
  });
}
