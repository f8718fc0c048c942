// The creator dashboard in the browser: overview totals, notifications (mark read, mark all read, history), a collection
// from creation to deletion (adding a project from its page), unfollowing from the followed-projects collection, bulk
// donation links, and an organization from creation to editing its settings.
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { hydrated } from './support/islands.ts';

const unique = () => Date.now().toString(36).slice(-5);

async function signIn(page: Page, redirect: string) {
  await page.goto(`/auth/sign-in?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email or username').fill('creator');
  await page.getByLabel('Password').fill('demo-creator-pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[/?]/g, '\\$&')}$`));
}

test('anonymous visitors are sent to sign in and back', async ({ page }) => {
  await page.goto('/dashboard/notifications');
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fdashboard%2Fnotifications$/);
});

test('overview totals, then notifications: mark one read, mark all read, see them in the history', async ({ page }) => {
  await signIn(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const total of ['projects', 'downloads', 'followers']) {
    await expect(page.locator(`[data-total="${total}"] dd`)).toHaveText(/^[\d.,]+[KMGT]?$/);
  }
  expect(Number(await page.locator('[data-total="projects"] dd').textContent())).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'You have been invited to join a team' })).toBeVisible();

  await page.getByRole('link', { name: /^See all/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  const items = page.locator('[data-notification]');
  const before = await items.count();
  expect(before).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('button', { name: 'Accept' }).first()).toBeVisible();

  const first = items.first();
  // Other tests may leave notifications with the same title (a status change), so the history check goes by id.
  const id = await first.getAttribute('data-notification');
  const title = (await first.locator('h3').innerText()).replace('(unread)', '').trim();
  await first.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(page.getByRole('status')).toHaveText('The notification was marked as read.');
  await expect(items).toHaveCount(before - 1);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('status')).toHaveText('All notifications were marked as read.');
  await expect(page.getByText('You have no unread notifications.')).toBeVisible();

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications\/history$/);
  await expect(items).toHaveCount(before + 1);
  await expect(page.locator(`[data-notification="${id}"]`).getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
});

test('an invitation is accepted from the notification and leaves the inbox', async ({ page }) => {
  await page.goto('/auth/sign-in?redirect=%2Fdashboard%2Fnotifications');
  await page.getByLabel('Email or username').fill('player');
  await page.getByLabel('Password').fill('demo-player-pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  // The seeded invitation (as Tester); other tests invite the player to their own projects too.
  const invitation = page.locator('[data-notification]').filter({ hasText: 'You have been invited to join a team' }).filter({ hasText: 'as Tester' });
  await expect(invitation).toHaveCount(1);
  await hydrated(page, 'NotificationActions');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(invitation.getByRole('status')).toHaveText(/^You joined the team of “.+”\. Open the project$/);
  await page.reload();
  await expect(invitation).toHaveCount(0);
  const inbox: { type: string; read: boolean; body: { team_id?: string; role?: string } }[] = await (await page.request.get('/_internal/v2/user/player/notifications')).json();
  const accepted = inbox.find((notification) => notification.type === 'team_invite' && notification.body.role === 'Tester')!;
  expect(accepted.read).toBe(true);
  const members: { user: { username: string }; accepted: boolean }[] = await (await page.request.get(`/_internal/v2/team/${accepted.body.team_id}/members`)).json();
  expect(members.find((member) => member.user.username === 'player')?.accepted).toBe(true);
});

test('create a collection, add a project from its page, see it, remove it, delete the collection', async ({ page, request }) => {
  await signIn(page, '/dashboard/collections');
  await expect(page.getByRole('link', { name: 'Following' })).toBeVisible();
  const name = `E2E picks ${unique()}`;
  await hydrated(page, 'CreateCollectionDialog');
  await page.getByRole('button', { name: 'Create new' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a collection' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description (optional)').fill('Things to try on the next world.');
  await dialog.getByRole('button', { name: 'Create collection' }).click();
  await expect(page).toHaveURL(/\/collection\/[0-9A-Za-z]{8}$/);
  const collectionUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('This collection has no projects yet.')).toBeVisible();

  const [project] = await (await request.get('/v2/search?limit=1&index=downloads')).json().then((body) => body.hits as { project_id: string; title: string }[]);
  await page.goto(`/project/${project!.project_id}`);
  await hydrated(page, 'AddToCollection');
  await page.getByRole('button', { name: 'Add to collection' }).click();
  await page.getByRole('checkbox', { name }).check();
  await expect(page.getByText(`Added to “${name}”.`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name })).toBeChecked();

  await page.goto(collectionUrl);
  await expect(page.getByText('1 project', { exact: true })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: project!.title }).first()).toBeVisible();
  await page.getByText('Manage projects').click();
  await page.getByRole('button', { name: `Remove ${project!.title} from the collection` }).click();
  await expect(page.getByRole('status')).toHaveText('The project was removed from the collection.');
  await expect(page.getByText('This collection has no projects yet.')).toBeVisible();

  await hydrated(page, 'CollectionOwnerTools');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete this collection?' }).getByRole('button', { name: 'Delete collection' }).click();
  await expect(page).toHaveURL(/\/dashboard\/collections\?status=deleted$/);
  await expect(page.getByRole('status')).toHaveText('The collection was deleted.');
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  expect((await page.request.get(collectionUrl)).status()).toBe(404);
});

test('a followed project is in the followed-projects collection until it is unfollowed there', async ({ page, request }) => {
  // A new account, so the followed list holds just this project.
  await signUp(page, `follower${unique()}`);
  const [project] = (await (await request.get('/v2/search?limit=1&index=downloads')).json()).hits as { slug: string; title: string }[];
  await page.goto(`/project/${project!.slug}`);
  await hydrated(page, 'FollowButton');
  const follow = page.locator('.project-header').getByRole('button', { name: 'Follow' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/collection/following');
  const listed = page.locator('main').getByRole('link', { name: project!.title });
  await expect(listed.first()).toBeVisible();
  await page.getByText('Manage followed projects').click();
  await hydrated(page, 'UnfollowButton');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: `Unfollow ${project!.title}` }).click();
  await reloaded;
  await page.reload();
  await expect(page.getByText('This collection has no projects yet.')).toBeVisible();
  await expect(listed).toHaveCount(0);
  await page.goto(`/project/${project!.slug}`);
  await expect(page.locator('.project-header').getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
});

test('bulk edit adds a donation link to the selected project and keeps its other links', async ({ page, baseURL }) => {
  await signIn(page, '/dashboard/projects');
  const tag = unique();
  const headers = { origin: new URL(baseURL!).origin };
  const data = JSON.stringify({
    title: `Donation Lamps ${tag}`, slug: `donation-lamps-${tag}`, description: 'Lamps that thank their supporters.', project_type: 'mod',
    client_side: 'required', server_side: 'required', is_draft: true, initial_versions: [],
    donation_urls: [{ id: 'patreon', platform: 'Patreon', url: 'https://example.com/patreon/lamps' }],
  });
  const created = await (await page.request.post('/_internal/v2/project', { headers, multipart: { data } })).json();

  await page.reload();
  await hydrated(page, 'ProjectsTable');
  await page.getByRole('checkbox', { name: `Select Donation Lamps ${tag}` }).check();
  await page.getByRole('button', { name: 'Add a donation link' }).click();
  await page.getByRole('combobox', { name: 'Platform of donation link 1' }).selectOption('Ko-fi');
  await page.getByRole('textbox', { name: 'URL of donation link 1' }).fill('http://example.com/ko-fi/lamps');
  await page.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Links must be https URLs.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'URL of donation link 1' }).fill('https://example.com/ko-fi/lamps');
  await page.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(page.getByText('Links updated. Projects changed: 1.')).toBeVisible();

  const saved = await (await page.request.get(`/_internal/v2/project/${created.id}`)).json();
  expect(saved.donation_urls).toEqual(expect.arrayContaining([
    { id: 'patreon', platform: 'Patreon', url: 'https://example.com/patreon/lamps' },
    { id: 'ko-fi', platform: 'Ko-fi', url: 'https://example.com/ko-fi/lamps' },
  ]));
  expect(saved.donation_urls).toHaveLength(2);
  await page.goto(`/mod/${created.slug}/settings/links`);
  await expect(page.getByRole('textbox', { name: 'Ko-fi' })).toHaveValue('https://example.com/ko-fi/lamps');
});

test('create an organization, open its settings, edit the description', async ({ page }) => {
  await signIn(page, '/dashboard/organizations');
  const name = `E2E Guild ${unique()}`;
  await hydrated(page, 'CreateOrganizationDialog');
  await page.getByRole('button', { name: 'Create organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an organization' });
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByText('This URL is available.')).toBeVisible();
  await dialog.getByLabel('Description').fill('We test things in the browser.');
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  await expect(page).toHaveURL(new RegExp(`/organization/${slug}/settings$`));
  await expect(page.getByRole('heading', { name: 'General', level: 1 })).toBeVisible();

  await hydrated(page, 'OrganizationGeneral');
  await page.getByLabel('Description').fill('We test things in the browser, carefully.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();

  // Organization URLs are case-insensitive.
  await page.goto(`/organization/${slug.toUpperCase()}/settings`);
  await expect(page.getByLabel('Description')).toHaveValue('We test things in the browser, carefully.');
  await page.getByRole('link', { name: 'Members' }).click();
  await expect(page.locator('[data-member="creator"]')).toContainText('Owner');
  await page.goto('/dashboard/organizations');
  await expect(page.getByRole('link', { name })).toBeVisible();
});

test('people who are not members get the organization 404 on its settings pages', async ({ page }) => {
  await signIn(page, '/dashboard');
  // The creator's demo inbox holds an invitation to an organization they have not joined yet.
  const inbox: { type: string; link: string }[] = await (await page.request.get('/_internal/v2/user/creator/notifications')).json();
  const invitation = inbox.find((notification) => notification.type === 'organization_invite');
  expect(invitation).toBeDefined();
  expect((await page.request.get(invitation!.link)).status()).toBe(200);
  for (const section of ['', '/members', '/projects', '/analytics']) {
    const response = await page.goto(`${invitation!.link}/settings${section}`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Organization not found' })).toBeVisible();
  }
});

test('screenshots: dashboard pages in light and dark, desktop and phone', async ({ page, context, baseURL }, testInfo) => {
  // Forty-eight full-page pictures: more than the default budget on a busy two-core machine.
  test.setTimeout(120_000);
  await signIn(page, '/dashboard');
  const [project]: { project_id: string }[] = (await (await page.request.get('/v2/search?limit=1')).json()).hits;
  // An organization and a collection of the creator's own, so the owner's tools are in the pictures.
  const headers = { origin: new URL(baseURL!).origin };
  const tag = unique();
  const organization = await (await page.request.post('/_internal/v3/organization', {
    headers, data: { slug: `shots-${tag}`, name: `Shots ${tag}`, description: 'Pictures of every settings page.' },
  })).json();
  const collection = await (await page.request.post('/_internal/v3/collection', {
    headers, data: { name: `Shots ${tag}`, description: 'A collection with one project.', projects: [project!.project_id] },
  })).json();
  const settings = `/organization/${organization.slug}/settings`;
  const pages = [
    '/dashboard', '/dashboard/notifications/history', '/dashboard/collections', '/dashboard/organizations', '/dashboard/reports',
    '/collection/following', `/collection/${collection.id}`, settings, `${settings}/members`, `${settings}/projects`, `${settings}/analytics`,
  ];
  for (const mode of ['light', 'dark']) {
    await context.addCookies([{ name: 'color-mode', value: mode, url: baseURL! }]);
    for (const [device, size] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
      await page.setViewportSize(size);
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`${mode}-mode`));
        // A long list on a phone makes a page taller than Chromium can capture in one picture: its top is enough.
        const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), 6000);
        await page.screenshot({
          path: testInfo.outputPath(`${path.replace(/\W+/g, '-').slice(1)}-${mode}-${device}.png`),
          fullPage: true, clip: { x: 0, y: 0, width: size.width, height },
        });
      }
      await page.goto(`/project/${project!.project_id}`);
      await hydrated(page, 'AddToCollection');
      await page.getByRole('button', { name: 'Add to collection' }).click();
      await page.screenshot({ path: testInfo.outputPath(`add-to-collection-${mode}-${device}.png`) });
    }
  }
});
