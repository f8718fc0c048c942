// Notifications a signed-in person can see coming: the header counts the unread ones on every page, and accepting an
// invitation says so and links to the project (declining says so too), lowering the count at once.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, signUp } from './support/accounts.ts';
import { hydrated } from './support/islands.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** The creator's draft project with `invitee` invited to its team, as the members settings would. */
async function inviteToNewProject(browser: Browser, invitee: string): Promise<{ title: string; slug: string; id: string }> {
  const creator = await browser.newPage();
  await signIn(creator, 'creator', 'demo-creator-pass');
  const title = `Bell Tower ${unique()}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const data = {
    title, slug, description: 'Made by the browser tests.', project_type: 'mod', client_side: 'required', server_side: 'optional',
    is_draft: true, initial_versions: [],
  };
  const created = await creator.request.post('/_internal/v2/project', { headers: origin(creator), multipart: { data: JSON.stringify(data) } });
  expect(created.status()).toBe(200);
  const project = (await created.json()) as { id: string; team: string };
  const { id: userId } = (await (await creator.request.get(`/v2/user/${invitee}`)).json()) as { id: string };
  const invited = await creator.request.post(`/_internal/v2/team/${project.team}/members`, { headers: origin(creator), data: { user_id: userId } });
  expect(invited.status()).toBe(204);
  await creator.close();
  return { title, slug, id: project.id };
}

test('the header counts unread notifications; accepting an invitation confirms it and links to the project', async ({ page, browser }) => {
  const username = `bell${unique()}`;
  await signUp(page, username);
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await page.goto('/mods');
  await expect(bell).toHaveAccessibleName('Notifications');

  const first = await inviteToNewProject(browser, username);
  const second = await inviteToNewProject(browser, username);
  await page.goto('/mods');
  await expect(bell).toHaveAccessibleName('Notifications (2 unread)');
  await expect(bell.locator('.unread-badge')).toHaveText('2');
  await bell.click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);

  await hydrated(page, 'NotificationActions');
  const invitation = (title: string) => page.locator('[data-notification]').filter({ hasText: title });
  await invitation(first.title).getByRole('button', { name: 'Accept' }).click();
  const joined = invitation(first.title).getByRole('status');
  await expect(joined).toHaveText(`You joined the team of “${first.title}”. Open the project`);
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await expect(page.getByRole('navigation', { name: 'Notification views' }).getByRole('link', { name: 'Unread (1)' })).toBeVisible();
  await expect(invitation(first.title).getByRole('button', { name: 'Accept' })).toHaveCount(0);

  await invitation(second.title).getByRole('button', { name: 'Decline' }).click();
  await expect(invitation(second.title).getByRole('status')).toHaveText('You declined the invitation.');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(bell.locator('.unread-badge')).toBeHidden();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: test.info().outputPath(`answered-${scheme}.png`) });
  }

  await joined.getByRole('link', { name: 'Open the project' }).click();
  await expect(page).toHaveURL(new RegExp(`/(project|mod)/(${first.id}|${first.slug})$`));
  await expect(page.getByRole('heading', { name: first.title, level: 1 })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('visitors get no notifications link', async ({ page }) => {
  await page.goto('/mods');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toHaveCount(0);
});
