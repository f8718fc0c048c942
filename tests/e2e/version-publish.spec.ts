// Creators' version editor in the browser: publish a version from a jar built here (pre-filled from its
// fabric.mod.json; the jar crosses the network once, publishing sends only the form), check its file and download,
// rename it (refused over someone else's save), see the same file refused for another project as soon as it is
// inspected, delete it; the upload queue; removing a file discards what Kiln kept of it; errors that go as the fields
// are put right; the game version list by keyboard; the pages in every look.
import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { signIn } from './support/accounts.ts';

interface ProjectSummary { id: string; slug: string | null; project_type: string; status: string; title: string }

const signInCreator = (page: Page) => signIn(page, 'creator', 'demo-creator-pass');

/** The demo creator's public mods that they own (they are also a plain member of an organization's projects). */
async function ownedMods(page: Page): Promise<ProjectSummary[]> {
  const response = await page.request.get('/v2/user/creator/projects');
  expect(response.status()).toBe(200);
  const owned: ProjectSummary[] = [];
  for (const project of (await response.json()) as ProjectSummary[]) {
    if (project.project_type !== 'mod') continue;
    const members = (await (await page.request.get(`/v2/project/${project.id}/members`)).json()) as { role: string; user: { username: string } }[];
    if (members.some((member) => member.user.username === 'creator' && member.role === 'Owner')) owned.push(project);
  }
  return owned;
}

async function creatorMod(page: Page): Promise<ProjectSummary> {
  const mod = (await ownedMods(page)).find((project) => project.status === 'approved');
  expect(mod).toBeTruthy();
  return mod!;
}

/**
 * A Fabric mod jar for Minecraft ~1.21, unique per call so its hashes are new to the server; `padding` adds that many
 * random (incompressible) bytes, making the jar far larger than any form.
 */
function fabricJar(version: string, padding = 0): Buffer {
  const marker = strToU8(`${version}-${Math.random()}`);
  return Buffer.from(zipSync({
    'fabric.mod.json': strToU8(JSON.stringify({
      schemaVersion: 1, id: 'kiln_e2e', version, name: 'Kiln E2E', environment: '*',
      depends: { fabricloader: '>=0.15', minecraft: '~1.21' },
    })),
    'kiln_e2e/Marker.class': marker,
    ...(padding ? { 'kiln_e2e/padding.bin': new Uint8Array(randomBytes(padding)) } : {}),
  }));
}

const isInspection = (url: string) => new URL(url).pathname === '/_internal/version-files/inspect';

const island = (page: Page, name: string) => page.locator(`astro-island[component-url*="${name}"]:not([ssr])`).waitFor({ state: 'attached' });

async function openNewVersion(page: Page, project: ProjectSummary) {
  await page.goto(`/mod/${project.slug ?? project.id}/versions`);
  await page.getByRole('link', { name: 'Create a version' }).click();
  await expect(page).toHaveURL(/\/version\/new$/);
  await island(page, 'NewVersionEditor');
}

test('publish a version from a jar, check its file, rename it and delete it', async ({ page }) => {
  await signInCreator(page);
  const project = await creatorMod(page);
  await openNewVersion(page, project);

  const number = `3.1.${Date.now() % 100000}`;
  const jar = fabricJar(number, 256 * 1024);
  const sha512 = createHash('sha512').update(jar).digest('hex');
  const inspected = page.waitForResponse((response) => isInspection(response.url()));
  await page.locator('input[type="file"]').setInputFiles({ name: `kiln-e2e-${number}.jar`, mimeType: 'application/java-archive', buffer: jar });
  const stagedId = ((await (await inspected).json()) as { staged_upload_id: string }).staged_upload_id;
  expect(stagedId).toBeTruthy();

  const file = page.locator('li.ve-file').filter({ hasText: `kiln-e2e-${number}.jar` });
  await expect(file).toHaveAttribute('data-status', 'done');
  await expect(page.getByRole('checkbox', { name: 'Fabric', exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Remove 1.21', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove 1.21.1', exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Version number/)).toHaveValue(number);
  await expect(page.getByText(`Detected from kiln-e2e-${number}.jar`).first()).toBeAttached();

  // Publishing sends the form alone, as a small JSON body naming the staged upload: the jar is not sent again.
  const sent: { url: string; body: Buffer }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push({ url: request.url(), body: request.postDataBuffer() ?? Buffer.alloc(0) });
  });
  const publishCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/_internal/version/staged');
  await page.getByRole('button', { name: 'Publish version' }).click();
  const publishing = await publishCall;
  expect(publishing.headers()['content-type']).toBe('application/json');
  const body = publishing.postDataBuffer()!;
  expect(body.length).toBeLessThan(4096);
  expect(JSON.parse(body.toString('utf8'))).toMatchObject({ file_parts: [stagedId], primary_file: stagedId, version_number: number });
  await expect(page).toHaveURL(/\/version\/[0-9A-Za-z]{8}$/);
  await expect(page.getByRole('heading', { name: `Kiln E2E ${number}` })).toBeVisible();
  expect(sent.filter(({ body: posted }) => posted.includes(jar.subarray(jar.length / 2, jar.length / 2 + 64)) || posted.length >= jar.length)).toEqual([]);
  expect(sent.some(({ url }) => isInspection(url))).toBe(false);
  await expect(page.locator('code.hash-sha512').first()).toHaveText(sha512);
  const download = await page.locator('.files a[download]').first().getAttribute('href');
  const served = await page.request.get(download!);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(jar)).toBe(true);

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await island(page, 'EditVersionEditor');
  await expect(page.locator('.ve-hashes dd').nth(1)).toHaveText(sha512);
  // Someone else saves while this editor is open: its save is refused with a reload instead of overwriting theirs.
  const versionId = /\/version\/([0-9A-Za-z]{8})\/edit$/.exec(page.url())![1];
  const elsewhere = await page.request.patch(`/_internal/v2/version/${versionId}`, {
    headers: { origin: new URL(page.url()).origin }, data: { changelog: 'Notes written in another tab' },
  });
  expect(elsewhere.status()).toBe(204);
  await page.getByLabel(/^Version name/).fill('Would overwrite the other tab');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const conflict = page.locator('.ve-alert').filter({ hasText: 'This version was changed by someone else. Reload to see their changes.' });
  await expect(conflict).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await island(page, 'EditVersionEditor');
  await expect(page.getByLabel(/^Version name/)).toHaveValue(`Kiln E2E ${number}`);
  // Adding a file uploads it once, with its own progress; adding it then names its staged upload.
  const sources = fabricJar(`${number}-sources`);
  await page.locator('input[type="file"]').setInputFiles({ name: `kiln-e2e-${number}-sources.jar`, mimeType: 'application/java-archive', buffer: sources });
  await expect(page.locator('li.ve-file[data-status="done"]').filter({ hasText: `kiln-e2e-${number}-sources.jar` })).toBeVisible();
  const addCall = page.waitForRequest((request) => /^\/_internal\/version\/[0-9A-Za-z]{8}\/file\/staged$/.test(new URL(request.url()).pathname));
  await page.getByRole('button', { name: 'Add files', exact: true }).click();
  expect((await addCall).headers()['content-type']).toBe('application/json');
  await expect(page.getByRole('status').filter({ hasText: 'The files were added.' })).toBeVisible();
  await expect(page.locator('.ve-hashes')).toHaveCount(2);
  const renamed = `Renamed ${number}`;
  await page.getByLabel(/^Version name/).fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/version\/[0-9A-Za-z]{8}$/);
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  const versionUrl = page.url();

  // The same file in another project is refused as soon as it is inspected: its row says why, and publishing waits
  // until it is taken off the list.
  const other = (await ownedMods(page)).find((candidate) => candidate.id !== project.id && candidate.status === 'archived');
  expect(other).toBeTruthy();
  await page.goto(`/mod/${other!.slug ?? other!.id}/version/new`);
  await island(page, 'NewVersionEditor');
  await page.locator('input[type="file"]').setInputFiles({ name: `kiln-e2e-${number}.jar`, mimeType: 'application/java-archive', buffer: jar });
  const duplicate = page.locator('li.ve-file').filter({ hasText: `kiln-e2e-${number}.jar` });
  await expect(duplicate).toHaveAttribute('data-status', 'failed');
  await expect(duplicate.getByRole('alert')).toContainText('Failed: Duplicate files are not allowed to be uploaded to Modrinth!');
  await page.getByRole('button', { name: 'Publish version' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Remove the files that failed before publishing.' })).toBeVisible();

  await page.goto(versionUrl);
  await island(page, 'DeleteVersionButton');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this version?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete version' }).click();
  await expect(page).toHaveURL(/\/versions$/);
  await expect(page.getByText(renamed)).toHaveCount(0);
});

test('uploads run three at a time, and cancelling takes a file off the queue', async ({ page }) => {
  await signInCreator(page);
  const project = await creatorMod(page);
  // The inspection requests never answer, so the first three stay in flight and the rest wait.
  await page.route('**/_internal/version-files/inspect', () => undefined);
  await openNewVersion(page, project);
  await page.locator('input[type="file"]').setInputFiles(['a', 'b', 'c', 'd', 'e'].map((name) => ({
    name: `${name}.jar`, mimeType: 'application/java-archive', buffer: fabricJar(`1.0.${name.charCodeAt(0)}`),
  })));
  const row = (name: string) => page.locator('li.ve-file').filter({ hasText: `${name}.jar` });
  for (const name of ['a', 'b', 'c']) await expect(row(name)).toHaveAttribute('data-status', 'uploading');
  for (const name of ['d', 'e']) await expect(row(name)).toHaveAttribute('data-status', 'queued');
  await expect(page.getByRole('button', { name: 'Publish version' })).toBeDisabled();
  await expect(page.getByText('Wait until every file has finished uploading.')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel the upload of e.jar' }).click();
  await expect(row('e')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel the upload of a.jar' }).click();
  await expect(row('a')).toHaveCount(0);
  await expect(row('d')).toHaveAttribute('data-status', 'uploading');
  await expect(page.locator('li.ve-file')).toHaveCount(3);
});

test('removing an uploaded file discards the staged upload Kiln kept of it', async ({ page }) => {
  await signInCreator(page);
  const project = await creatorMod(page);
  await openNewVersion(page, project);
  const inspected = page.waitForResponse((response) => isInspection(response.url()));
  await page.locator('input[type="file"]').setInputFiles({ name: 'kiln-discard.jar', mimeType: 'application/java-archive', buffer: fabricJar('7.0.0') });
  const stagedId = ((await (await inspected).json()) as { staged_upload_id: string }).staged_upload_id;
  await expect(page.locator('li.ve-file')).toHaveAttribute('data-status', 'done');
  await expect(page.getByRole('button', { name: 'Publish version' })).toBeEnabled();

  const discarded = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().endsWith(`/_internal/version-files/staged/${stagedId}`));
  await page.getByRole('button', { name: 'Remove kiln-discard.jar' }).click();
  expect((await discarded).status()).toBe(204);
  await expect(page.locator('li.ve-file')).toHaveCount(0);
  // Naming it now finds nothing to publish.
  const origin = new URL(page.url()).origin;
  const publishing = await page.request.post('/_internal/version/staged', {
    headers: { origin },
    data: {
      project_id: project.id, file_parts: [stagedId], version_number: '7.0.0', name: 'Discarded', dependencies: [], game_versions: ['1.21'],
      version_type: 'release', loaders: ['fabric'], featured: false,
    },
  });
  expect(publishing.status()).toBe(404);
  expect(((await publishing.json()) as { error: string }).error).toBe('not_found');
});

test('errors go as soon as the fields are right: Publish without a file, then add the jar', async ({ page }) => {
  await signInCreator(page);
  await openNewVersion(page, await creatorMod(page));
  const errors = page.locator('.ve-error');
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the highlighted fields.' });
  const name = page.getByLabel('Version name');
  await page.getByRole('button', { name: 'Publish version' }).click();
  await expect(summary).toBeVisible();
  await expect(errors.filter({ hasText: 'Add at least one file.' })).toBeVisible();
  await expect(errors.filter({ hasText: 'Choose at least one loader.' })).toBeVisible();
  await expect(page.getByLabel(/^Version number/)).toHaveAttribute('aria-invalid', 'true');
  // The name may be left blank (its hint says so): a blank version number is the version number's error only.
  await expect(page.getByText('Leave blank to use the version number.')).toBeVisible();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  expect(await errors.count()).toBeGreaterThanOrEqual(3);

  // The jar fills the version number, loaders and game versions: every message about them goes, with the summary.
  await page.locator('input[type="file"]').setInputFiles({ name: 'kiln-stale.jar', mimeType: 'application/java-archive', buffer: fabricJar('8.0.0') });
  await expect(page.locator('li.ve-file')).toHaveAttribute('data-status', 'done');
  await expect(errors).toHaveCount(0);
  await expect(summary).toHaveCount(0);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

  // A field emptied again is flagged again at once, and cleared as it is filled.
  await page.getByLabel(/^Version number/).fill('');
  await expect(errors.filter({ hasText: 'This field is required.' })).toBeVisible();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Version number/).fill('8.0.1');
  await expect(errors).toHaveCount(0);
});

test('the game version list is one tab stop, walked with the arrow keys', async ({ page }) => {
  await signInCreator(page);
  await openNewVersion(page, await creatorMod(page));
  const list = page.getByRole('group', { name: 'Game versions' }).getByRole('group', { name: 'Game versions' });
  const boxes = list.getByRole('checkbox');
  await expect(boxes.nth(20)).toBeAttached();
  await page.getByRole('checkbox', { name: 'Show snapshots' }).focus();
  await page.keyboard.press('Tab');
  await expect(boxes.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(boxes.nth(2)).toBeFocused();
  await page.keyboard.press('End');
  await expect(boxes.last()).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('Space');
  await expect(boxes.first()).toBeChecked();
  // One press of Tab leaves the list; Shift+Tab comes back to the option last used.
  await page.keyboard.press('Tab');
  expect(await list.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(boxes.first()).toBeFocused();
});

test('visitors get no version tools, and the editor pages are closed to them', async ({ page }) => {
  const project = await creatorMod(page);
  await page.goto(`/mod/${project.slug ?? project.id}/versions`);
  await expect(page.getByRole('link', { name: 'Create a version' })).toHaveCount(0);
  await page.goto(`/mod/${project.slug ?? project.id}/version/new`);
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=/);
});

test('the editor pages in light and dark, on desktop and phone', async ({ page, context, baseURL }, testInfo) => {
  await signInCreator(page);
  const project = await creatorMod(page);
  const versions = await (await page.request.get(`/v2/project/${project.id}/version`)).json() as { id: string; version_number: string }[];
  for (const mode of ['light', 'dark']) {
    await context.addCookies([{ name: 'color-mode', value: mode, url: baseURL! }]);
    for (const [device, size] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
      await page.setViewportSize(size);
      await page.goto(`/mod/${project.slug ?? project.id}/version/${encodeURIComponent(versions[0]!.version_number)}-new`);
      await island(page, 'NewVersionEditor');
      await expect(page.getByText(`copied from ${versions[0]!.version_number}`)).toBeVisible();
      await page.locator('input[type="file"]').setInputFiles({ name: 'kiln-look.jar', mimeType: 'application/java-archive', buffer: fabricJar('5.0.0') });
      await expect(page.locator('li.ve-file')).toHaveAttribute('data-status', 'done');
      await page.screenshot({ path: testInfo.outputPath(`new-version-${mode}-${device}.png`), fullPage: true });
      await page.goto(`/mod/${project.slug ?? project.id}/version/${versions[0]!.id}/edit`);
      await island(page, 'EditVersionEditor');
      await page.screenshot({ path: testInfo.outputPath(`edit-version-${mode}-${device}.png`), fullPage: true });
      await page.goto(`/mod/${project.slug ?? project.id}/version/${versions[0]!.id}`);
      await expect(page.getByRole('group', { name: 'Version tools' }).getByRole('link', { name: 'Edit' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`version-page-${mode}-${device}.png`) });
    }
  }
});
