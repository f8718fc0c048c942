// The server panel's Files page in the browser, on a server of the test's own (others suspend and restore the demo
// server meanwhile): uploads in parallel with one cancelled, a zip extracted, the folder
// without a script a page at a time, folders made, renamed, moved by dragging and deleted, a path out of the server
// refused in the API's words, and server.properties edited in the editor and used by the server after a restart.
// Screenshots in light and dark go to SERVERS_FILES_SCREENSHOTS when it names a folder.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { scriptBytes } from './support/script-bytes.ts';
import { zipSync, strToU8 } from 'fflate';
import { status } from 'minecraft-server-util';
import { INTERACTIVE_PAGE_BUDGET } from '../../scripts/lib/js-budget.ts';
import { PASSWORD, signedInPage } from './support/accounts.ts';
import { buyServer, type BoughtServer } from './support/servers.ts';
import { shootBothThemes } from './support/screenshots.ts';

const SHOTS = process.env.SERVERS_FILES_SCREENSHOTS;
const BULK = 250;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let owner: string;
let server: BoughtServer;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await browser.newPage();
  owner = `filesfan${Date.now().toString(36)}`;
  server = await buyServer(page, owner);
  await page.close();
});

const ownerPage = (browser: Browser) => signedInPage(browser, owner, PASSWORD);

/** The test's server's Files page, reached from its panel once the server is installed (its files exist from then on). */
async function openFiles(page: Page, query = ''): Promise<{ panel: string; files: string }> {
  const { panel } = server;
  await expect(async () => {
    await page.goto(panel);
    await expect(page.locator('h1 + [data-server-state]')).toHaveText(/Stopped|Running/, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('navigation', { name: 'Server sections' }).getByRole('link', { name: 'Files' }).click();
  await expect(page).toHaveURL(new RegExp(`${panel}/files$`));
  if (query) await page.goto(`${panel}/files${query}`);
  await expect(page.locator('.file-manager[data-complete]')).toBeVisible();
  return { panel, files: `${panel}/files` };
}

const row = (page: Page, name: string) => page.locator(`[role="row"][data-name="${name}"]`);

test('five uploads run in parallel; the one cancelled on its way never lands, the other four do', async ({ browser }) => {
  const page = await ownerPage(browser);
  await openFiles(page);
  // The big one is held back on its way so Cancel lands while it uploads.
  await page.route('**/files/upload?path=upload-big.bin', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue().catch(() => undefined);
  });
  const files = [1, 2, 3, 4].map((n) => ({ name: `upload-${n}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`file ${n}\n`) }));
  await page.locator('[data-upload-picker]').setInputFiles([{ name: 'upload-big.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(256 * 1024, 7) }, ...files]);
  const queue = page.getByRole('region', { name: 'Uploads' });
  const big = queue.locator('[data-upload="upload-big.bin"]');
  await expect(big).toContainText('Uploading');
  await queue.getByRole('button', { name: 'Cancel upload-big.bin' }).click();
  await expect(big).toContainText('Cancelled');
  for (const { name } of files) await expect(queue.locator(`[data-upload="${name}"]`)).toContainText('Done');
  for (const { name } of files) await expect(row(page, name)).toBeVisible();
  await expect(row(page, 'upload-big.bin')).toHaveCount(0);
  await shootBothThemes(SHOTS, page, 'files-uploads');
  await queue.getByRole('button', { name: 'Clear finished' }).click();
  await expect(queue).toHaveCount(0);
});

test('a zip uploaded and extracted shows its files, and the big folder is drawn only where it is seen', async ({ browser }) => {
  const page = await ownerPage(browser);
  await openFiles(page);
  const entries: Record<string, Uint8Array> = { 'bulk/readme.txt': strToU8('from the zip\n') };
  for (let n = 0; n < BULK; n++) entries[`bulk/items/item-${String(n).padStart(3, '0')}.txt`] = strToU8(`item ${n}\n`);
  await page.locator('[data-upload-picker]').setInputFiles({ name: 'bundle.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync(entries)) });
  await expect(row(page, 'bundle.zip')).toBeVisible();
  await row(page, 'bundle.zip').getByRole('button', { name: 'Extract' }).click();
  await expect(page.locator('.files-notice')).toHaveText(new RegExp(`^Extracted \\d+ entries \\(.+\\) from bundle\\.zip\\.$`));
  await row(page, 'bulk').getByRole('link', { name: 'bulk' }).click();
  await expect(row(page, 'readme.txt')).toBeVisible();
  await row(page, 'items').getByRole('link', { name: 'items' }).click();
  await expect(page).toHaveURL(/\?path=bulk%2Fitems$/);
  await expect(row(page, 'item-000.txt')).toBeVisible();
  await expect(page.locator('.files-foot')).toContainText(`${BULK} entries`);
  // Virtualized: a few dozen rows in the document, not 250.
  await expect.poll(() => page.locator('.rows [role="row"]').count()).toBeLessThan(60);
  await page.locator('.file-grid').evaluate((grid) => grid.scrollTo(0, grid.scrollHeight));
  await expect(row(page, 'item-249.txt')).toBeVisible();
  await shootBothThemes(SHOTS, page, 'files-big-folder');
  await page.goBack();
  await expect(row(page, 'readme.txt')).toBeVisible();
});

test('without a script the folder lists a page at a time, with folder links and downloads', async ({ browser }) => {
  const signedIn = await ownerPage(browser);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await signedIn.context().storageState() });
  const page = await context.newPage();
  await page.goto(`${server.panel}/files?path=bulk/items`);
  await expect(page.locator('.files-foot')).toContainText(`Entries 1–200 of ${BULK}`);
  await expect(page.locator('.rows [role="row"]')).toHaveCount(200);
  await shootBothThemes(SHOTS, page, 'files-no-script');
  await expect(row(page, 'item-000.txt').getByRole('link', { name: 'Download item-000.txt' })).toHaveAttribute('href', /\/files\/download\?path=bulk%2Fitems%2Fitem-000\.txt$/);
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.locator('.rows [role="row"]')).toHaveCount(BULK - 200);
  await expect(row(page, 'item-249.txt')).toBeVisible();
  await page.getByRole('navigation', { name: 'Folder' }).getByRole('link', { name: 'bulk', exact: true }).click();
  await expect(row(page, 'items').getByRole('link', { name: 'items' })).toBeVisible();
  const download = await page.request.get(await row(page, 'readme.txt').getByRole('link', { name: 'Download readme.txt' }).getAttribute('href') ?? '');
  expect(await download.text()).toBe('from the zip\n');
  await context.close();
});

test('a folder is made, a file renamed and dragged into it, a path out of the server refused, and the folder deleted', async ({ browser }) => {
  const page = await ownerPage(browser);
  await openFiles(page);
  await page.getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByLabel('Name').fill('stuff');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(row(page, 'stuff')).toBeVisible();

  await row(page, 'upload-1.txt').getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename upload-1.txt' });
  await rename.getByLabel('Name').fill('renamed.txt');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(row(page, 'renamed.txt')).toBeVisible();

  await row(page, 'renamed.txt').dragTo(row(page, 'stuff'));
  await expect(row(page, 'renamed.txt')).toHaveCount(0);

  // The keyboard's way to move, with a destination outside the server: the API refuses and says why.
  await row(page, 'upload-2.txt').focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Move selected…' }).click();
  const move = page.getByRole('dialog', { name: 'Move upload-2.txt' });
  await move.getByLabel('Destination folder').fill('../../outside');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move.getByRole('alert')).toHaveText(/leave the server’s folder|outside the server’s folder/);
  await page.keyboard.press('Escape');
  await expect(move).toBeHidden();

  await row(page, 'stuff').getByRole('link', { name: 'stuff' }).click();
  await expect(row(page, 'renamed.txt')).toBeVisible();
  await page.getByRole('navigation', { name: 'Folder' }).getByRole('link', { name: 'Server' }).click();
  await row(page, 'stuff').focus();
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete stuff?' });
  await expect(confirm).toContainText('stuff');
  await shootBothThemes(SHOTS, page, 'files-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, 'stuff')).toHaveCount(0);
  await page.goto(`${new URL(page.url()).pathname}?path=../..`);
  await expect(page.locator('.files-notice')).toContainText('leave the server’s folder');
});

test('server.properties edited in the editor is what the server uses after a restart', async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await ownerPage(browser);
  const { panel } = await openFiles(page);
  const port = Number((await page.locator('header code').first().innerText()).split(':').at(-1));
  const motd = `Files page test ${Date.now()}`;

  await row(page, 'server.properties').getByRole('button', { name: 'server.properties' }).click();
  const editor = page.getByRole('dialog', { name: 'Editing server.properties' });
  const text = editor.getByRole('textbox', { name: 'Editing server.properties' });
  await expect(text).toBeVisible();
  const id = panel.split('/').at(-1)!;
  const original = await (await page.request.get(`/_internal/v3/servers/${id}/files/content?path=server.properties`)).text();
  expect(original).toMatch(/^motd=/m);
  await text.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(original.replace(/^motd=.*$/m, `motd=${motd}`));
  await expect(editor).toContainText('Unsaved changes');
  // Closing with changes asks first; declining keeps the editor open.
  page.once('dialog', (question) => void question.dismiss());
  await page.keyboard.press('Escape');
  await expect(editor).toBeVisible();
  await shootBothThemes(SHOTS, page, 'files-editor');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(editor.getByRole('status')).toHaveText(/Saved\. Changes to server\.properties apply when the server next starts/);
  await editor.getByRole('button', { name: 'Close' }).click();
  await expect(editor).toBeHidden();

  await page.goto(panel);
  const state = page.locator('h1 + [data-server-state]');
  const running = (await state.innerText()) === 'Running';
  await page.getByRole('button', { name: running ? 'Restart' : 'Start', exact: true }).click();
  await expect(state).toHaveText('Running', { timeout: 60_000 });
  await expect(async () => expect((await status('localhost', port, { timeout: 2000 })).motd.clean).toBe(motd)).toPass({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(state).toHaveText('Stopped', { timeout: 60_000 });
});

test('the keyboard moves between rows, opens folders with Enter and selects with Space; axe finds nothing in either theme', async ({ browser }) => {
  const page = await ownerPage(browser);
  await openFiles(page);
  await shootBothThemes(SHOTS, page, 'files');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    const { violations } = await new AxeBuilder({ page }).include('.files-card').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.flatMap((violation) => violation.nodes.map((node) => `${theme} ${violation.id}: ${node.target.join(' ')}`))).toEqual([]);
  }
  const first = page.locator('.rows [role="row"]').first();
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.rows [role="row"]').nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('.rows [role="row"]').nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('toolbar')).toContainText('1 selected');
  await row(page, 'bulk').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?path=bulk$/);
  await expect(row(page, 'readme.txt')).toBeVisible();
});

test('a sub-user without the Files permission is told so instead of seeing the files', async ({ browser }) => {
  const ownerSession = await ownerPage(browser);
  const { files } = await openFiles(ownerSession);
  const id = files.split('/').at(-2)!;
  const headers = { origin: new URL(ownerSession.url()).origin };
  const invited = await ownerSession.request.post(`/_internal/v3/servers/${id}/subusers`, { data: { username: 'creator', permissions: ['console'] }, headers });
  expect(invited.status()).toBe(201);
  const { user_id: member } = (await invited.json()) as { user_id: string };
  try {
    const page = await signedInPage(browser, 'creator', 'demo-creator-pass');
    await page.goto(files);
    await expect(page.getByRole('region', { name: 'Files' })).toContainText('You do not have the Files permission on this server');
    await expect(page.getByRole('grid')).toHaveCount(0);
  } finally {
    expect((await ownerSession.request.delete(`/_internal/v3/servers/${id}/subusers/${member}`, { headers })).status()).toBe(204);
  }
});

test('the page loads one island within the interactive budget, and the editor only once a file is opened', async ({ browser }) => {
  const page = await ownerPage(browser);
  const { files } = await openFiles(page);
  // Counted in a tab of its own that opens the page directly: a body cannot be read once its page is navigated away from.
  const measured = await page.context().newPage();
  const loaded = new Map<string, Promise<number>>();
  measured.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.set(new URL(response.url()).pathname, scriptBytes(measured, response));
  });
  await measured.goto(files);
  await expect(measured.locator('.file-manager[data-complete]')).toBeVisible();
  await measured.waitForLoadState('networkidle');
  expect([...loaded.keys()].filter((path) => /codemirror|lang-|legacy/i.test(path))).toEqual([]);
  const sizes: Record<string, number> = Object.fromEntries(await Promise.all([...loaded].map(async ([path, bytes]) => [path.split('/').pop()!, await bytes])));
  const initial = Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0);
  expect(initial, `gzip bytes per script: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(INTERACTIVE_PAGE_BUDGET);
  await row(measured, 'server.properties').getByRole('button', { name: 'server.properties' }).click();
  await expect(measured.getByRole('textbox', { name: 'Editing server.properties' })).toBeVisible();
  expect([...loaded.keys()].some((path) => /codemirror/i.test(path))).toBe(true);
  await Promise.all(loaded.values());
});
