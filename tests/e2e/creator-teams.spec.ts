// Creators working together in the browser: a project team (invite, decline, accept, role and permission bits, ownership
// transfer, leaving), an organization (icon, members with organization bits, projects moved in and out), a collection's
// owner tools, and the version editor's pickers (dependencies, snapshots, featured) and changelog preview.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { signUp as signUpInPage } from './support/accounts.ts';
import { hydrated } from './support/islands.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const UPLOAD_VERSION = 1 << 0;
const ADD_PROJECT = 1 << 4;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

async function signInCreator(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email or username').fill('creator');
  await page.getByLabel('Password').fill('demo-creator-pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  return page;
}

/** A fresh account, so invitations here never land in the demo accounts' inboxes other tests count. */
async function signUp(browser: Browser): Promise<{ page: Page; username: string }> {
  const page = await browser.newPage();
  const username = `mate${unique()}`;
  await signUpInPage(page, username);
  return { page, username };
}

async function draftProject(page: Page, title: string): Promise<{ id: string; slug: string; team: string; title: string }> {
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const data = {
    title, slug, description: 'Made by the browser tests.', project_type: 'mod', client_side: 'required', server_side: 'optional',
    is_draft: true, initial_versions: [],
  };
  const response = await page.request.post('/_internal/v2/project', { headers: origin(page), multipart: { data: JSON.stringify(data) } });
  expect(response.status()).toBe(200);
  return response.json();
}

type Member = { user: { username: string }; role: string; accepted: boolean; permissions: number | null };
const teamOf = async (page: Page, team: string): Promise<Member[]> => (await page.request.get(`/_internal/v2/team/${team}/members`)).json();

test('a project team: invite by username, decline, accept, role and permissions, ownership transfer, leaving', async ({ browser }) => {
  test.setTimeout(90_000);
  const creator = await signInCreator(browser);
  const mate = await signUp(browser);
  const project = await draftProject(creator, `Team Lanterns ${unique()}`);
  const membersPage = `/mod/${project.slug}/settings/members`;

  await creator.goto(membersPage);
  await hydrated(creator, 'MembersSettings');
  await creator.getByLabel('Invite by username').fill(`nobody-${unique()}`);
  await creator.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(creator.getByRole('status').filter({ hasText: /^No user is called/ })).toBeVisible();
  await creator.getByLabel('Invite by username').fill(mate.username);
  await creator.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(creator.getByRole('status').filter({ hasText: `${mate.username} has been invited.` })).toBeVisible();
  await expect(creator.locator('li.member').filter({ hasText: mate.username })).toContainText('Invite pending');

  // The invitee declines from the notification (a draft stays hidden until they join), is invited again, and accepts.
  const invitation = mate.page.locator('[data-notification]').filter({ hasText: 'You have been invited to join a team' });
  await mate.page.goto('/dashboard/notifications');
  await hydrated(mate.page, 'NotificationActions');
  await invitation.getByRole('button', { name: 'Decline' }).click();
  await expect(invitation.getByRole('status')).toHaveText('You declined the invitation.');
  expect((await teamOf(creator, project.team)).map((member) => member.user.username)).not.toContain(mate.username);
  const again = await creator.request.post(`/_internal/v2/team/${project.team}/members`, {
    headers: origin(creator), data: { user_id: (await (await creator.request.get(`/v2/user/${mate.username}`)).json()).id },
  });
  expect(again.status()).toBe(204);
  await mate.page.reload();
  await hydrated(mate.page, 'NotificationActions');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(invitation.getByRole('status')).toHaveText(`You joined the team of “${project.title}”. Open the project`);
  await mate.page.goto(`/mod/${project.slug}`);
  await expect(mate.page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', `/mod/${project.slug}/settings`);

  // The owner gives the new member a role and the upload bit with the labelled checkboxes.
  await creator.reload();
  await hydrated(creator, 'MembersSettings');
  const row = creator.locator('li.member').filter({ hasText: mate.username });
  await expect(row).not.toContainText('Invite pending');
  await row.getByText(`Role and permissions of ${mate.username}`).click();
  await row.getByLabel('Role').fill('Artist');
  await row.getByRole('checkbox', { name: 'Upload versions' }).check();
  await row.getByRole('button', { name: 'Save member' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved.');
  const edited = (await teamOf(creator, project.team)).find((member) => member.user.username === mate.username)!;
  expect(edited.role).toBe('Artist');
  expect(edited.permissions! & UPLOAD_VERSION).toBe(UPLOAD_VERSION);

  // Ownership goes to the member; the former owner then leaves the project.
  creator.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Make owner' }).click();
  await expect(creator.locator('li.member').filter({ hasText: mate.username })).toContainText('Owner');
  creator.once('dialog', (dialog) => void dialog.accept());
  await creator.locator('li.member').filter({ hasText: 'creator' }).getByRole('button', { name: 'Leave project' }).click();
  await expect(creator).toHaveURL(/\/dashboard\/projects$/);
  const team = await teamOf(mate.page, project.team);
  expect(team.map((member) => [member.user.username, member.role])).toEqual([[mate.username, 'Owner']]);
  await creator.close();
  await mate.page.close();
});

test('an organization: icon, a member with organization permissions, a project moved in and out', async ({ browser }) => {
  test.setTimeout(90_000);
  const creator = await signInCreator(browser);
  const mate = await signUp(browser);
  const slug = `guild-${unique()}`;
  const created = await creator.request.post('/_internal/v3/organization', {
    headers: origin(creator), data: { slug, name: `Guild ${slug.slice(6)}`, description: 'Builders who test in browsers.' },
  });
  expect(created.status()).toBe(200);
  const organization = await created.json();
  const project = await draftProject(creator, `Guild Lamps ${unique()}`);

  // General: the icon, reached through the slug in capitals.
  await creator.goto(`/organization/${slug.toUpperCase()}/settings`);
  await hydrated(creator, 'OrganizationGeneral');
  await creator.locator('input[type=file]').first().setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
  await expect(creator.getByRole('img', { name: "The organization's icon" })).toHaveAttribute('src', /\/cdn\/images\//);
  await expect(creator.getByRole('button', { name: 'Remove icon' })).toBeVisible();

  // Members: invite with a role and the "Add projects" organization bit; the invitee accepts from the notification.
  await creator.getByRole('link', { name: 'Members' }).click();
  await hydrated(creator, 'OrganizationMembers');
  const invite = creator.getByRole('region', { name: 'Invite a member' });
  await invite.getByLabel('Username').fill(mate.username);
  await invite.getByLabel('Role').fill('Builder');
  await invite.getByRole('group', { name: 'Organization permissions' }).getByRole('checkbox', { name: 'Add projects' }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(creator.locator(`[data-member="${mate.username}"]`)).toContainText('Invited');
  await mate.page.goto('/dashboard/notifications');
  await hydrated(mate.page, 'NotificationActions');
  const notice = mate.page.locator('[data-notification]').filter({ hasText: 'You have been invited to join an organization' });
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice.getByRole('status')).toHaveText(/^You joined “.+”\. Open the organization$/);
  const members: { user: { username: string }; accepted: boolean; role: string; organization_permissions: number }[] =
    await (await creator.request.get(`/_internal/v3/organization/${organization.id}/members`)).json();
  expect(members.find((member) => member.user.username === mate.username)).toMatchObject({ accepted: true, role: 'Builder' });
  expect(members.find((member) => member.user.username === mate.username)!.organization_permissions & ADD_PROJECT).toBe(ADD_PROJECT);

  // Projects: move the draft in, see it listed by the API, then move it out to the creator.
  await creator.goto(`/organization/${slug}/settings/projects`);
  await hydrated(creator, 'OrganizationProjects');
  await creator.getByRole('region', { name: 'Add one of your projects' }).getByRole('combobox', { name: 'Project' }).selectOption(project.id);
  await creator.getByRole('button', { name: 'Move into organization' }).click();
  const listed = creator.getByRole('region', { name: 'Projects of this organization' });
  await expect(listed.getByRole('link', { name: project.title })).toBeVisible();
  const inside: { id: string }[] = await (await creator.request.get(`/_internal/v3/organization/${slug}/projects`)).json();
  expect(inside.map((entry) => entry.id)).toEqual([project.id]);
  await listed.getByText('Move out of the organization').click();
  await listed.getByLabel('New owner').selectOption({ label: 'creator' });
  await listed.getByRole('button', { name: 'Move out', exact: true }).click();
  await expect(creator.getByText('This organization has no projects yet.')).toBeVisible();
  expect((await (await creator.request.get(`/_internal/v2/project/${project.id}`)).json()).organization).toBeNull();

  // The project moved out again, so the organization's analytics have no project to show.
  await creator.getByRole('link', { name: 'Analytics' }).click();
  await expect(creator.getByText('Views, downloads, playtime and revenue of this organization’s projects, per UTC day.')).toBeVisible();
  await expect(creator.getByText(/No projects whose analytics you may see yet/)).toBeVisible();
  await creator.close();
  await mate.page.close();
});

test('a collection: rename, describe, make private, icon on and off; the dashboard searches and counts', async ({ browser }) => {
  const creator = await signInCreator(browser);
  const name = `Cozy builds ${unique()}`;
  const [hit]: { project_id: string }[] = (await (await creator.request.get('/v2/search?limit=1')).json()).hits;
  const created = await creator.request.post('/_internal/v3/collection', { headers: origin(creator), data: { name, projects: [hit!.project_id] } });
  expect(created.status()).toBe(200);
  const collection = await created.json();

  await creator.goto(`/collection/${collection.id}`);
  await hydrated(creator, 'CollectionOwnerTools');
  await creator.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = creator.getByRole('dialog', { name: 'Edit collection' });
  // Icon changes are saved at once and the page reloads to show them.
  let reloaded = creator.waitForEvent('load');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
  await reloaded;
  expect((await (await creator.request.get(`/_internal/v3/collection/${collection.id}`)).json()).icon_url).toMatch(/\/cdn\/images\//);
  await hydrated(creator, 'CollectionOwnerTools');
  await creator.getByRole('button', { name: 'Edit', exact: true }).click();
  await dialog.getByLabel('Name').fill(`${name} renamed`);
  await dialog.getByLabel('Description').fill('Small builds for quiet evenings.');
  await dialog.getByRole('radio', { name: /^Private/ }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(creator.getByRole('heading', { name: `${name} renamed`, level: 1 })).toBeVisible();
  await expect(creator.getByRole('paragraph').filter({ hasText: 'Small builds for quiet evenings.' })).toBeVisible();
  await hydrated(creator, 'CollectionOwnerTools');
  await creator.getByRole('button', { name: 'Edit', exact: true }).click();
  reloaded = creator.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Remove icon' }).click();
  await reloaded;
  const saved = await (await creator.request.get(`/_internal/v3/collection/${collection.id}`)).json();
  expect(saved).toMatchObject({ name: `${name} renamed`, description: 'Small builds for quiet evenings.', status: 'private', icon_url: null });
  const visitor = await browser.newPage();
  expect((await visitor.request.get(`/v3/collection/${collection.id}`)).status()).toBe(404);
  await visitor.close();

  // The dashboard lists it with its count and visibility; the search narrows the list to it.
  await creator.goto('/dashboard/collections');
  const card = creator.locator('li.card').filter({ hasText: `${name} renamed` });
  await expect(card).toContainText('1 project');
  await expect(card).toContainText('Private');
  await expect(creator.locator('li.card').filter({ hasText: 'Following' })).toBeVisible();
  await creator.getByRole('searchbox', { name: 'Search your collections' }).fill(`${name} renamed`);
  await expect(creator.locator('li.card:visible')).toHaveCount(1);
  await creator.close();
});

test('the version editor previews the changelog with the sanitizing renderer', async ({ browser }) => {
  const creator = await signInCreator(browser);
  const project = await draftProject(creator, `Preview Lamps ${unique()}`);
  await creator.goto(`/mod/${project.slug}/version/new`);
  await hydrated(creator, 'NewVersionEditor');
  const tabs = creator.getByRole('tablist', { name: 'Changelog' });
  await creator.locator('#ve-changelog').fill('## Fixed\n\n- Lanterns **glow** again\n\n<script>window.__kilnPwned = true</script>');
  await tabs.getByRole('tab', { name: 'Preview' }).click();
  const preview = creator.getByTestId('changelog-preview');
  await expect(preview.locator('h2')).toHaveText('Fixed');
  await expect(preview.locator('strong')).toHaveText('glow');
  expect(await preview.innerHTML()).not.toContain('<script');
  expect(await creator.evaluate(() => (window as unknown as { __kilnPwned?: boolean }).__kilnPwned)).toBeUndefined();
  // The arrow keys move between the tabs, and writing picks up where it was.
  await tabs.getByRole('tab', { name: 'Preview' }).press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Write' })).toBeFocused();
  await expect(creator.locator('#ve-changelog')).toBeVisible();
  await expect(creator.locator('#ve-changelog')).toHaveValue(/Lanterns \*\*glow\*\* again/);
  await creator.close();
});

test('the version editor: a dependency from search, a snapshot game version, featured', async ({ browser }) => {
  const creator = await signInCreator(browser);
  const project = await draftProject(creator, `Picker Lamps ${unique()}`);
  const tags: { version: string; version_type: string }[] = await (await creator.request.get('/v2/tag/game_version')).json();
  const snapshot = tags.find((tag) => tag.version_type === 'snapshot')!.version;
  const [dependency]: { project_id: string; title: string }[] = (await (await creator.request.get('/v2/search?limit=1&index=downloads')).json()).hits;
  const jar = Buffer.from(zipSync({
    'fabric.mod.json': strToU8(JSON.stringify({ schemaVersion: 1, id: `picker_${unique()}`, version: '2.0.0', depends: { minecraft: '1.21.1' } })),
  }));

  await creator.goto(`/mod/${project.slug}/version/new`);
  await hydrated(creator, 'NewVersionEditor');
  await creator.locator('input[type="file"]').setInputFiles({ name: 'picker.jar', mimeType: 'application/java-archive', buffer: jar });
  await expect(creator.locator('li.ve-file')).toHaveAttribute('data-status', 'done');
  await expect(creator.getByRole('checkbox', { name: 'Fabric', exact: true })).toBeChecked();

  // Snapshots appear only once the toggle is on.
  await creator.getByRole('searchbox', { name: 'Search game versions' }).fill(snapshot);
  await expect(creator.getByText('No game version matches.')).toBeVisible();
  await creator.getByRole('checkbox', { name: 'Show snapshots' }).check();
  await creator.getByRole('group', { name: 'Game versions' }).getByRole('checkbox', { name: snapshot, exact: true }).check();
  await expect(creator.getByRole('button', { name: `Remove ${snapshot}`, exact: true })).toBeVisible();

  await creator.getByRole('searchbox', { name: 'Search projects to add as a dependency' }).fill(dependency!.title);
  await creator.getByRole('button', { name: `Add ${dependency!.title} as a dependency` }).click();
  await creator.getByRole('combobox', { name: `Dependency type of ${dependency!.title}` }).selectOption('optional');
  await creator.getByRole('checkbox', { name: 'Featured version' }).check();
  await creator.getByRole('button', { name: 'Publish version' }).click();
  await expect(creator).toHaveURL(/\/version\/[0-9A-Za-z]{8}$/);

  const id = new URL(creator.url()).pathname.split('/').pop();
  const version = await (await creator.request.get(`/_internal/v2/version/${id}`)).json();
  expect(version).toMatchObject({ version_number: '2.0.0', featured: true, loaders: ['fabric'] });
  expect(version.game_versions).toEqual(expect.arrayContaining(['1.21.1', snapshot]));
  expect(version.dependencies).toEqual([{ project_id: dependency!.project_id, version_id: null, file_name: null, dependency_type: 'optional' }]);
  await creator.close();
});
