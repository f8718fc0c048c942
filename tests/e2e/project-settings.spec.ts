// Creators in the browser: create a project from the header menu, edit its settings, see the checklist, invite a member.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/islands.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const LONG_TEXT = 'Lanterns that remember where you walked, glow brighter near ores and dim when mobs are close. '.repeat(3).trim();

async function signIn(page: Page, username: string, password: string, redirect: string) {
  await page.goto(`/auth/sign-in?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(redirect.replace(/[?]/g, '\\?')));
}

test('a creator creates a project, edits every settings page and invites a member', async ({ page, request }) => {
  test.setTimeout(90_000);
  const existing = (await (await request.get('/v2/search?limit=1')).json()).hits[0].slug as string;
  const suffix = Date.now().toString(36);
  const name = `Ember Lanterns ${suffix}`;
  const slug = `ember-lanterns-${suffix}`;

  await signIn(page, 'creator', 'demo-creator-pass', '/');
  await page.locator('.account-menu summary').click();
  await page.getByRole('link', { name: 'Create a project' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\?create$/);
  await hydrated(page, 'CreateProjectDialog');
  const dialog = page.getByRole('dialog', { name: 'Create a project' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  const slugField = dialog.getByRole('textbox', { name: 'URL' });
  await expect(slugField).toHaveValue(slug);
  await expect(dialog.getByText('This URL is available.')).toBeVisible();
  await slugField.fill(existing);
  await expect(dialog.getByText('This URL is already taken.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create project' })).toBeDisabled();
  await slugField.fill(slug);
  await expect(dialog.getByText('This URL is available.')).toBeVisible();
  await dialog.getByLabel('Summary').fill('Lanterns that remember the way home.');
  await dialog.getByLabel('Project type').selectOption('mod');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings$`));

  // General: summary, then icons refused before upload (format, size), one that only claims to be an image (the API's
  // message), then a real one.
  await hydrated(page, 'GeneralSettings');
  await expect(page.getByRole('heading', { name: 'General', level: 1 })).toBeVisible();
  // The URL is checked as in the create dialog; the project's own URL is no conflict.
  const urlField = page.getByRole('textbox', { name: 'URL' });
  const saveButton = page.getByRole('button', { name: 'Save changes' });
  await urlField.fill(existing);
  await expect(page.getByText('This URL is already taken.')).toBeVisible();
  await expect(saveButton).toBeDisabled();
  await urlField.fill('lanterns and more');
  await expect(page.getByText('3–64 letters, digits, dots, underscores or dashes.')).toBeVisible();
  await expect(saveButton).toBeDisabled();
  await urlField.fill(`${slug}-renamed`);
  await expect(page.getByText('This URL is available.')).toBeVisible();
  await expect(saveButton).toBeEnabled();
  await urlField.fill(slug.toUpperCase());
  await expect(page.locator('#project-slug-state')).toHaveText('');
  await expect(saveButton).toBeEnabled();
  await urlField.fill(slug);
  await page.getByLabel('Summary').fill('Lanterns that remember the way home, and glow near ores.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  const iconInput = page.locator('input[type=file]').first();
  const toasts = page.locator('.toasts .toast');
  await iconInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('these are notes') });
  await expect(toasts.filter({ hasText: 'The icon must be a PNG, JPEG, GIF, WebP or BMP image.' })).toHaveCount(1);
  await iconInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(256 * 1024)]) });
  await expect(toasts.filter({ hasText: 'The icon is larger than 256 KiB.' })).toHaveCount(1);
  // Nothing was sent: the summary's save is still the last word, and there is no icon.
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(page.locator('img.icon-preview')).toHaveCount(0);
  await iconInput.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are notes, not pixels') });
  await expect(page.locator('.save-status[role=alert]')).toContainText('Unsupported image format');
  await iconInput.setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('img.icon-preview')).toHaveAttribute('src', /\/cdn\/images\//);

  // Description: the preview is the sanitized rendering; a script in the Markdown is inert.
  await page.getByRole('link', { name: 'Description', exact: true }).click();
  await hydrated(page, 'DescriptionEditor');
  await page.locator('.toolbar input[type=file]').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]) });
  await expect(page.getByRole('alert').filter({ hasText: 'File too large' })).toBeVisible();
  await page.getByLabel('Description (Markdown)').fill(`# Lantern guide\n\n<script>window.__kilnPwned = true</script>\n\n<img src="x" onerror="window.__kilnPwned = true">\n\n**${LONG_TEXT}**`);
  const preview = page.getByTestId('markdown-preview');
  await expect(preview.locator('h1')).toHaveText('Lantern guide');
  await expect(preview.locator('strong')).toContainText('Lanterns that remember');
  expect(await preview.innerHTML()).not.toMatch(/<script|onerror/);
  expect(await page.evaluate(() => (window as unknown as { __kilnPwned?: boolean }).__kilnPwned)).toBeUndefined();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();

  // License and links.
  await page.getByRole('link', { name: 'License', exact: true }).click();
  await hydrated(page, 'LicenseSettings');
  await page.getByLabel('Search licenses').fill('MIT');
  // The best match leads the list: the id typed exactly, not the alphabet's first license mentioning "MIT".
  await expect(page.getByRole('listbox', { name: 'License' }).locator('option').first()).toHaveText('MIT License (MIT)');
  await page.getByRole('listbox', { name: 'License' }).selectOption('MIT');
  await page.getByLabel('License URL').fill('https://opensource.org/license/mit');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Links', exact: true }).click();
  await hydrated(page, 'LinksSettings');
  await page.getByLabel('Issue tracker').fill('https://example.com/lanterns/issues');
  await page.getByLabel('Source code').fill('https://example.com/lanterns');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();

  // Tags: three primary categories, a fourth is refused.
  await page.getByRole('link', { name: 'Tags', exact: true }).click();
  await hydrated(page, 'TagsSettings');
  const primary = page.locator('section').filter({ has: page.getByRole('heading', { name: /Primary categories/ }) }).getByRole('checkbox');
  for (const index of [0, 1, 2]) await primary.nth(index).check();
  await primary.nth(3).click();
  await expect(page.getByRole('alert')).toContainText('at most 3 primary categories');
  await expect(primary.nth(3)).not.toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();

  // The checklist now only lacks a version, so review cannot be requested yet.
  await page.getByRole('link', { name: 'General', exact: true }).click();
  const checklist = page.locator('.checklist');
  await expect(checklist.getByRole('heading', { name: 'Publishing checklist' })).toBeVisible();
  await expect(checklist.locator('[data-done=false]')).toHaveCount(1);
  await expect(checklist.locator('[data-item=version][data-done=false]')).toContainText('Upload a version');
  await expect(checklist.getByRole('button', { name: 'Submit for review' })).toBeDisabled();

  // Members: invite the demo player.
  await page.getByRole('link', { name: 'Members', exact: true }).click();
  await hydrated(page, 'MembersSettings');
  await page.getByLabel('Invite by username').fill('player');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'player has been invited.' })).toBeVisible();
  await expect(page.locator('li.member').filter({ hasText: 'player' })).toContainText('Invite pending');

  // Gallery: upload a featured image with a title, then delete it.
  await page.goto(`/mod/${slug}/gallery`);
  const manager = page.locator('.gallery-manager');
  await manager.scrollIntoViewIfNeeded();
  await hydrated(page, 'GalleryManager');
  const galleryFile = manager.getByLabel('Image', { exact: true });
  await galleryFile.setInputFiles({ name: 'dusk.tiff', mimeType: 'image/tiff', buffer: PNG });
  await expect(page.locator('.toasts .toast').filter({ hasText: 'The image must be a PNG, JPEG, GIF, WebP or BMP file.' })).toHaveCount(1);
  await galleryFile.setInputFiles({ name: 'dusk.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
  await expect(page.locator('.toasts .toast').filter({ hasText: 'The image is larger than 5 MiB.' })).toHaveCount(1);
  await expect(manager.getByRole('button', { name: 'Upload image' })).toBeDisabled();
  await galleryFile.setInputFiles({ name: 'dusk.png', mimeType: 'image/png', buffer: PNG });
  await manager.getByLabel('Title').fill('Lanterns at dusk');
  await manager.getByLabel('Featured').check();
  await manager.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.locator('.gallery-item')).toHaveCount(1);
  await expect(page.locator('.gallery-item').getByLabel('Title')).toHaveValue('Lanterns at dusk');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.locator('.gallery-item').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.gallery-item')).toHaveCount(0);

  // Dashboard: the new project is listed; a bulk edit sets its wiki link and leaves the other links alone.
  await page.goto('/dashboard/projects');
  await hydrated(page, 'ProjectsTable');
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('combobox', { name: 'Change to Wiki page' }).selectOption('set');
  await page.getByRole('textbox', { name: 'Wiki page' }).fill('https://example.com/lanterns/wiki');
  await page.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(page.getByText('Links updated. Projects changed: 1.')).toBeVisible();
  const saved = await (await page.request.get(`/_internal/v2/project/${slug}`)).json();
  expect(saved).toMatchObject({
    wiki_url: 'https://example.com/lanterns/wiki', issues_url: 'https://example.com/lanterns/issues', license: { id: 'MIT' },
    description: 'Lanterns that remember the way home, and glow near ores.',
  });
  expect(saved.categories).toHaveLength(3);

  // A save over someone else's newer change is refused, and the editor says so.
  await page.goto(`/mod/${slug}/settings/links`);
  await hydrated(page, 'LinksSettings');
  const origin = new URL(page.url()).origin;
  const elsewhere = await page.request.patch(`/_internal/v2/project/${slug}`, { headers: { origin }, data: { source_url: 'https://example.com/elsewhere' } });
  expect(elsewhere.status()).toBe(204);
  await page.getByLabel('Wiki page').fill('https://example.com/lanterns/docs');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('.save-status[role=alert]')).toContainText('This project was changed by someone else. Reload to see their changes.');

  // The project page shows members the status, the checklist and a settings link.
  await page.goto(`/mod/${slug}`);
  await expect(page.locator('.project-header .status')).toHaveText('Draft');
  await expect(page.locator('.checklist')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', `/mod/${slug}/settings`);
});

test('gallery edits stay after a reload, and a cleared title is gone', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const slug = `lantern-shots-${suffix}`;
  await signIn(page, 'creator', 'demo-creator-pass', '/');
  const origin = new URL(page.url()).origin;
  const form = {
    data: JSON.stringify({
      title: `Lantern Shots ${suffix}`, slug, description: 'Pictures of lanterns.', project_type: 'mod',
      client_side: 'required', server_side: 'required', is_draft: true, initial_versions: [],
    }),
  };
  expect((await page.request.post('/_internal/v2/project', { headers: { origin }, multipart: form })).status()).toBe(200);
  for (const [index, title] of ['Dawn', 'Dusk'].entries()) {
    const added = await page.request.post(`/_internal/v2/project/${slug}/gallery?ext=png&featured=false&title=${title}&ordering=${index}`, {
      headers: { origin, 'content-type': 'image/png' }, data: Buffer.concat([PNG, Buffer.from([index])]),
    });
    expect(added.status()).toBe(204);
  }

  const open = async () => {
    await page.goto(`/mod/${slug}/gallery`);
    await page.locator('.gallery-manager').scrollIntoViewIfNeeded();
    await hydrated(page, 'GalleryManager');
  };
  const saveItem = async (item: ReturnType<Page['locator']>) => {
    const reloaded = page.waitForEvent('load');
    await item.getByRole('button', { name: 'Save' }).click();
    await reloaded;
  };
  await open();
  const items = page.locator('.gallery-item');
  await expect(items.nth(0).getByLabel('Title')).toHaveValue('Dawn');
  await items.nth(0).getByLabel('Title').fill('Dawn over the lanterns');
  await items.nth(0).getByLabel('Description').fill('The first light on the path.');
  await items.nth(0).getByLabel('Featured').check();
  await items.nth(0).getByLabel('Order').fill('5');
  await saveItem(items.nth(0));

  // Ordered by "Order" now: Dusk (1) comes before the edited image (5).
  await open();
  const edited = items.nth(1);
  await expect(items.nth(0).getByLabel('Title')).toHaveValue('Dusk');
  await expect(edited.getByLabel('Title')).toHaveValue('Dawn over the lanterns');
  await expect(edited.getByLabel('Description')).toHaveValue('The first light on the path.');
  await expect(edited.getByLabel('Featured')).toBeChecked();
  await expect(edited.getByLabel('Order')).toHaveValue('5');
  await expect(page.locator('#gallery-top')).toContainText('Dawn over the lanterns');

  await edited.getByLabel('Title').fill('');
  await saveItem(edited);
  await open();
  await expect(items.nth(1).getByLabel('Title')).toHaveValue('');
  await expect(items.nth(1).getByLabel('Description')).toHaveValue('The first light on the path.');
  await expect(page.locator('#gallery-top')).not.toContainText('Dawn over the lanterns');
  const saved = (await (await page.request.get(`/_internal/v2/project/${slug}`)).json()).gallery as { title: string | null; featured: boolean }[];
  expect(saved.map((item) => [item.title, item.featured])).toEqual([['Dusk', false], [null, true]]);
});

test('follow and unfollow from a project page; visitors get a sign-in link and non-members a 404 for settings', async ({ page, request }) => {
  const hit = (await (await request.get('/v2/search?limit=1&index=downloads')).json()).hits[0];
  await page.goto(`/project/${hit.slug}`);
  await expect(page.getByRole('link', { name: 'Follow' })).toHaveAttribute('href', /\/auth\/sign-in/);
  const settings = await page.goto(`/project/${hit.slug}/settings`);
  expect(new URL(settings!.url()).pathname).toBe('/auth/sign-in');

  await signIn(page, 'player', 'demo-player-pass', '/');
  await page.goto(`/project/${hit.slug}`);
  await hydrated(page, 'FollowButton');
  const follow = page.locator('.project-header').getByRole('button', { name: /Follow|Unfollow/ });
  const before = await follow.getAttribute('aria-pressed');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  await page.reload();
  await expect(page.locator('.project-header').getByRole('button', { name: /Follow|Unfollow/ })).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  await page.locator('.project-header').getByRole('button', { name: /Follow|Unfollow/ }).click();
  await expect(page.locator('.project-header').getByRole('button', { name: /Follow|Unfollow/ })).toHaveAttribute('aria-pressed', before ?? 'false');

  const denied = await page.goto(`${new URL(page.url()).pathname}/settings`);
  expect(denied!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
});

test('an invitee accepts from the project page and becomes a member', async ({ browser }) => {
  const suffix = Date.now().toString(36);
  const slug = `glow-moss-${suffix}`;
  const creator = await browser.newPage();
  await signIn(creator, 'creator', 'demo-creator-pass', '/');
  const origin = new URL(creator.url()).origin;
  const form = {
    data: JSON.stringify({
      title: `Glow Moss ${suffix}`, slug, description: 'Moss that lights up caves.', project_type: 'mod',
      client_side: 'required', server_side: 'required', is_draft: true, initial_versions: [],
    }),
  };
  const created = await (await creator.request.post('/_internal/v2/project', { headers: { origin }, multipart: form })).json();
  const player = await (await creator.request.get('/v2/user/player')).json();
  const invited = await creator.request.post(`/_internal/v2/team/${created.team}/members`, { headers: { origin }, data: { user_id: player.id } });
  expect(invited.status()).toBe(204);

  // Drafts are hidden from non-members; staff publish it so the invitee can open the page.
  const admin = await browser.newPage();
  await signIn(admin, 'admin', 'demo-admin-pass', '/');
  const published = await admin.request.patch(`/_internal/v2/project/${slug}`, { headers: { origin }, data: { status: 'approved' } });
  expect(published.status()).toBe(204);

  const invitee = await browser.newPage();
  await signIn(invitee, 'player', 'demo-player-pass', '/');
  await invitee.goto(`/mod/${slug}`);
  await hydrated(invitee, 'InviteResponse');
  await expect(invitee.getByText("You have been invited to join this project's team.")).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await invitee.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', `/mod/${slug}/settings`);
  await expect(invitee.getByText("You have been invited to join this project's team.")).toHaveCount(0);
});
