// The Backups page in the browser, on a server of the test's own: a named backup, a file deleted through the files
// API, the backup restored and the file back; a prepared download; and automatic backups rolling past the e2e
// server's limit of 3 while a locked backup stays. An automatic backup falls due when its interval has passed since
// the last one, so the test moves that server's last automatic backup an interval back in the database instead of
// waiting an hour. A sub-user without the permissions is told so on the Backups and Content pages. Screenshots in
// light and dark go to SERVERS_BACKUPS_SCREENSHOTS when it names a folder.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { loadConfig } from '#config';
import { openDatabase } from '#db/client.ts';
import * as schema from '#db/schema/index.ts';
import { signUp } from './support/accounts.ts';
import { shootBothThemes } from './support/screenshots.ts';
import { buyServer, fromPage, type BoughtServer } from './support/servers.ts';

const SHOTS = process.env.SERVERS_BACKUPS_SCREENSHOTS;

test.describe.configure({ mode: 'serial' });

let page: Page;
let server: BoughtServer;

const row = (name: string | RegExp) => page.locator('tr[data-backup]').filter({ has: page.getByRole('rowheader', { name }) });
const stateOf = (name: string | RegExp) => row(name).locator('[data-backup-state]');
const fileApi = (path: string) => `/_internal/v3/servers/${server.id}/files/content?path=${encodeURIComponent(path)}`;

/** As if an interval had passed since the server's last automatic backup: the backup job queues the next one. */
async function intervalPassed(serverId: string) {
  const database = await openDatabase(loadConfig({ DATA_DIR: process.env.E2E_DATA_DIR! }).databaseUrl);
  try {
    await database.db.update(schema.servers).set({ lastAutoBackup: new Date(Date.now() - 2 * 3_600_000) }).where(eq(schema.servers.id, serverId));
  } finally {
    database.close();
  }
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  page = await browser.newPage();
  server = await buyServer(page, `backupfan${Date.now().toString(36)}`);
});

test.afterAll(async () => {
  await page.close();
});

test('back up, delete a file, restore: the file is back; a backup downloads', async () => {
  test.setTimeout(120_000);
  expect((await fromPage(page, fileApi('kept.txt'), { method: 'PUT', text: 'worth keeping' })).status).toBe(204);

  await page.goto(server.panel);
  await page.getByRole('navigation', { name: 'Server sections' }).getByRole('link', { name: 'Backups' }).click();
  await expect(page).toHaveURL(new RegExp(`${server.panel}/backups$`));
  await expect(page.getByText('No backups yet.')).toBeVisible();
  await expect(page.locator('[data-backup-count]')).toHaveText('0 of 3 backups; the oldest automatic backup is replaced when the limit is reached; locked backups are kept.');

  await page.getByRole('button', { name: 'Create backup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a backup' });
  await dialog.getByLabel('Name').fill('Before the delete');
  await dialog.getByRole('button', { name: 'Create backup' }).click();
  await expect(dialog).toBeHidden();
  await expect(stateOf('Before the delete')).toHaveText('Ready', { timeout: 60_000 });
  await expect(row('Before the delete').getByRole('button', { name: 'Restore' })).toBeEnabled();

  expect((await fromPage(page, `/_internal/v3/servers/${server.id}/files/delete`, { method: 'POST', json: { paths: ['kept.txt'] } })).status).toBe(204);
  expect((await fromPage(page, fileApi('kept.txt'))).status).toBe(404);

  await row('Before the delete').getByRole('button', { name: 'Restore' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore Before the delete?' });
  await expect(confirm).toContainText('The server is stopped while it restores.');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(confirm).toBeHidden();
  await expect(stateOf('Before the delete')).toHaveText('Ready', { timeout: 60_000 });
  const restored = await fromPage(page, fileApi('kept.txt'));
  expect(restored).toEqual({ status: 200, text: 'worth keeping' });

  const download = page.waitForEvent('download');
  await row('Before the delete').getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.tar\.gz$/);
  await expect(stateOf('Before the delete')).toHaveText('Ready');
  await shootBothThemes(SHOTS, page, 'backups');
});

test('automatic backups roll past the limit while the locked backup stays', async ({ browser }) => {
  test.setTimeout(150_000);
  await page.goto(`${server.panel}/backups`);
  await row('Before the delete').getByRole('button', { name: 'Lock' }).click();
  await expect(row('Before the delete').getByText('Locked', { exact: true })).toBeVisible();
  await expect(row('Before the delete').getByRole('button', { name: 'Delete' })).toBeDisabled();

  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(page.getByLabel('Back up')).toHaveValue('off');
  await expect(save).toBeDisabled();
  await page.getByLabel('Back up').selectOption({ label: 'Every hour' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.locator('[data-auto-next]')).toContainText('Next automatic backup:');

  const automatic = page.locator('tr[data-backup]').filter({ hasText: 'Automatic' });
  const seen: string[] = [];
  for (let round = 1; round <= 4; round++) {
    await intervalPassed(server.id);
    await expect(async () => {
      await page.reload();
      const ids = await automatic.evaluateAll((rows) => rows.map((each) => each.getAttribute('data-backup')!));
      expect(ids.filter((id) => !seen.includes(id))).toHaveLength(1);
      await expect(automatic.first().locator('[data-backup-state]')).toHaveText('Ready', { timeout: 500 });
      seen.push(ids.find((id) => !seen.includes(id))!);
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('tr[data-backup]')).toHaveCount(Math.min(round + 1, 3));
  }

  // Four automatic backups made, three kept: the locked one and the two newest automatic ones.
  const kept = await page.locator('tr[data-backup]').evaluateAll((rows) => rows.map((each) => each.getAttribute('data-backup')!));
  expect(kept).toHaveLength(3);
  expect(kept).toEqual(expect.arrayContaining(seen.slice(2)));
  expect(kept).not.toContain(seen[0]);
  expect(kept).not.toContain(seen[1]);
  await expect(row('Before the delete')).toBeVisible();
  await expect(page.locator('[data-backup-count]')).toContainText('3 of 3 backups');
  await shootBothThemes(SHOTS, page, 'backups-rolled');

  // Without a script the list still reads, and its forms work: a rename confirmed in place comes back as a notice.
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  await plain.goto(`${server.panel}/backups`);
  await expect(plain.locator('tr[data-backup]')).toHaveCount(3);
  const locked = plain.locator('tr[data-backup]').filter({ hasText: 'Before the delete' });
  await expect(locked).toContainText('Locked');
  await locked.locator('summary', { hasText: 'Rename' }).click();
  await locked.getByLabel('Name').fill('Kept for good');
  await locked.getByRole('button', { name: 'Rename' }).click();
  await expect(plain.getByRole('status').filter({ hasText: 'The backup is saved.' })).toBeVisible();
  await expect(plain.getByRole('rowheader', { name: /Kept for good/ })).toBeVisible();
  await context.close();
});

test('the Backups and Content pages pass the WCAG A/AA checks in light and dark', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const checked = await context.newPage();
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await context.addCookies([{ name: 'color-mode', value: theme, url: baseURL! }]);
    for (const path of [`${server.panel}/backups`, `${server.panel}/content`]) {
      await checked.goto(path);
      if (path.endsWith('/content')) await expect(checked.getByText('Nothing installed yet.')).toBeVisible();
      const { violations } = await new AxeBuilder({ page: checked }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      found.push(...violations.flatMap((violation) => violation.nodes.map((node) => `${theme} ${path} ${violation.id}: ${node.target.join(' ')}`)));
    }
  }
  await context.close();
  expect(found).toEqual([]);
});

test('keyboard: the create dialog opens, takes a name and closes with Escape', async () => {
  await page.goto(`${server.panel}/backups`);
  const create = page.getByRole('button', { name: 'Create backup' });
  await create.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create a backup' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a sub-user without the Backups and Files permissions is told so on both pages', async ({ browser }) => {
  const context = await browser.newContext();
  const helper = await context.newPage();
  const name = `helper${Date.now().toString(36)}`;
  await signUp(helper, name);
  const invited = await fromPage(page, `/_internal/v3/servers/${server.id}/subusers`, { method: 'POST', json: { username: name, permissions: ['console'] } });
  expect(invited.status).toBe(201);

  await helper.goto(`${server.panel}/backups`);
  await expect(helper.getByRole('note')).toHaveText("You do not have permission to manage this server's backups. Ask the server's owner for the Backups permission.");
  await expect(helper.locator('tr[data-backup]')).toHaveCount(0);
  await helper.goto(`${server.panel}/content`);
  await expect(helper.getByRole('note')).toHaveText("You do not have permission to manage this server's content. Ask the server's owner for the Files permission.");
  await context.close();
});
