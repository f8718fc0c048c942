// The whole creator journey in the browser: create a project, fill its settings and links, invite a member, publish a
// version from a jar built here (pre-filled from its fabric.mod.json) and the next one from it, submit for review, a
// moderator approves it, and then anyone finds it in search and downloads the newest file with the same sha512.
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { signIn } from './support/accounts.ts';
import { hydrated } from './support/islands.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const DESCRIPTION = `# Cinder Paths\n\n${'Paths of cinder that mark where you have walked, glowing softly at night so you can always find the way back to camp. '.repeat(3)}`;

function fabricJar(modId: string, version: string): Buffer {
  return Buffer.from(zipSync({
    'fabric.mod.json': strToU8(JSON.stringify({
      schemaVersion: 1, id: modId, version, name: 'Cinder Paths', environment: '*',
      depends: { fabricloader: '>=0.15', minecraft: '~1.21' },
    })),
    [`${modId}/Marker.class`]: strToU8(`${modId}-${version}-${Math.random()}`),
  }));
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
}

test('from nothing to a published, searchable, downloadable project', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const name = `Cinder Paths ${suffix}`;
  const slug = `cinder-paths-${suffix}`;

  await signIn(page, 'creator', 'demo-creator-pass');
  await page.goto('/dashboard/projects?create');
  await hydrated(page, 'CreateProjectDialog');
  const dialog = page.getByRole('dialog', { name: 'Create a project' });
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveValue(slug);
  await expect(dialog.getByText('This URL is available.')).toBeVisible();
  await dialog.getByLabel('Summary').fill('Glowing paths that lead you home.');
  await dialog.getByLabel('Project type').selectOption('mod');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings$`));

  await hydrated(page, 'GeneralSettings');
  await page.locator('input[type=file]').first().setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('img.icon-preview')).toHaveAttribute('src', /\/cdn\/images\//);

  await page.getByRole('link', { name: 'Description', exact: true }).click();
  await hydrated(page, 'DescriptionEditor');
  await page.getByLabel('Description (Markdown)').fill(DESCRIPTION);
  await save(page);

  await page.getByRole('link', { name: 'License', exact: true }).click();
  await hydrated(page, 'LicenseSettings');
  await page.getByLabel('Search licenses').fill('MIT');
  await page.getByRole('listbox', { name: 'License' }).selectOption('MIT');
  await save(page);

  await page.getByRole('link', { name: 'Tags', exact: true }).click();
  await hydrated(page, 'TagsSettings');
  await page.locator('section').filter({ has: page.getByRole('heading', { name: /Primary categories/ }) }).getByRole('checkbox').first().check();
  await save(page);

  await page.getByRole('link', { name: 'Links', exact: true }).click();
  await hydrated(page, 'LinksSettings');
  await page.getByLabel('Issue tracker').fill('https://example.com/cinder/issues');
  await page.getByLabel('Source code').fill('https://example.com/cinder');
  await page.getByLabel('Ko-fi').fill('https://example.com/ko-fi/cinder');
  await save(page);

  await page.getByRole('link', { name: 'Members', exact: true }).click();
  await hydrated(page, 'MembersSettings');
  await page.getByLabel('Invite by username').fill('player');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.locator('li.member').filter({ hasText: 'player' })).toContainText('Invite pending');

  // The first version from a real jar, from the versions tab: Fabric and the 1.21 line are read from its fabric.mod.json.
  await page.goto(`/mod/${slug}/versions`);
  await page.getByRole('link', { name: 'Create a version' }).click();
  await hydrated(page, 'NewVersionEditor');
  await page.locator('input[type="file"]').setInputFiles({ name: `cinder-paths-${suffix}.jar`, mimeType: 'application/java-archive', buffer: fabricJar(`cinder_${suffix}`, '1.0.0') });
  await expect(page.locator('li.ve-file')).toHaveAttribute('data-status', 'done');
  await expect(page.getByRole('checkbox', { name: 'Fabric', exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Remove 1.21', exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Version number/)).toHaveValue('1.0.0');
  await page.getByRole('button', { name: 'Publish version' }).click();
  await expect(page).toHaveURL(/\/version\/[0-9A-Za-z]{8}$/);

  // The next release from the first one (/{type}/{id}/version/{version}-new, {version} being the one it starts from).
  const jar = fabricJar(`cinder_${suffix}`, '1.0.1');
  const sha512 = createHash('sha512').update(jar).digest('hex');
  await page.getByRole('link', { name: 'New version from this one' }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/version/1\\.0\\.0-new$`));
  await hydrated(page, 'NewVersionEditor');
  await expect(page.getByText('copied from 1.0.0')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Fabric', exact: true })).toBeChecked();
  await page.locator('input[type="file"]').setInputFiles({ name: `cinder-paths-${suffix}-1.0.1.jar`, mimeType: 'application/java-archive', buffer: jar });
  await expect(page.locator('li.ve-file')).toHaveAttribute('data-status', 'done');
  await expect(page.getByLabel(/^Version number/)).toHaveValue('1.0.1');
  await page.getByRole('button', { name: 'Publish version' }).click();
  await expect(page).toHaveURL(/\/version\/[0-9A-Za-z]{8}$/);

  // Nothing is missing now: submit for review.
  await page.goto(`/mod/${slug}/settings`);
  const checklist = page.locator('.checklist');
  await expect(checklist.locator('[data-done=false]')).toHaveCount(0);
  await hydrated(page, 'SubmitForReview');
  await checklist.getByRole('button', { name: 'Submit for review' }).click();
  await expect(async () => {
    expect((await (await page.request.get(`/_internal/v2/project/${slug}`)).json()).status).toBe('processing');
  }).toPass();

  // A moderator approves it through the same API the moderation tools use.
  const moderator = await browser.newPage();
  await signIn(moderator, 'moderator', 'demo-moderator-pass');
  const origin = new URL(moderator.url()).origin;
  const approved = await moderator.request.patch(`/_internal/v2/project/${slug}`, { headers: { origin }, data: { status: 'approved' } });
  expect(approved.status()).toBe(204);
  await moderator.close();

  // Anyone now finds it in search, sees its links, and downloads the exact bytes of the newest version.
  const visitor = await browser.newPage();
  await expect(async () => {
    const hits = (await (await visitor.request.get(`/v2/search?query=${encodeURIComponent(name)}`)).json()).hits as { slug: string }[];
    expect(hits.map((hit) => hit.slug)).toContain(slug);
  }).toPass({ timeout: 5_000 });
  await visitor.goto(`/mods?q=${encodeURIComponent(name)}`);
  await visitor.getByRole('link', { name, exact: true }).first().click();
  await expect(visitor).toHaveURL(new RegExp(`/mod/${slug}$`));
  const published = await (await visitor.request.get(`/v2/project/${slug}`)).json();
  expect(published).toMatchObject({
    issues_url: 'https://example.com/cinder/issues', source_url: 'https://example.com/cinder',
    donation_urls: [{ id: 'ko-fi', platform: 'Ko-fi', url: 'https://example.com/ko-fi/cinder' }],
  });
  // The invitation has not been answered, so visitors see only the owner.
  const members = (await (await visitor.request.get(`/v2/project/${slug}/members`)).json()) as { user: { username: string } }[];
  expect(members.map((member) => member.user.username)).toEqual(['creator']);
  const versions = (await (await visitor.request.get(`/v2/project/${slug}/version`)).json()) as { version_number: string; files: { url: string; hashes: { sha512: string } }[] }[];
  expect(versions.map((version) => version.version_number)).toEqual(['1.0.1', '1.0.0']);
  expect(versions[0]!.files[0]!.hashes.sha512).toBe(sha512);
  const file = await visitor.request.get(versions[0]!.files[0]!.url);
  expect(file.status()).toBe(200);
  expect(createHash('sha512').update(await file.body()).digest('hex')).toBe(sha512);
  await visitor.close();
});
