// Team invitations explain themselves: an unknown username, a pending invitee and a member each get one clear message
// beside the form — no error toast, no raw error code, no uncaught exception — for project and organization teams.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { hydrated } from './support/islands.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** The creator's page, failing the test on any uncaught exception. */
async function signInCreator(browser: Browser): Promise<{ page: Page; errors: Error[] }> {
  const page = await browser.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email or username').fill('creator');
  await page.getByLabel('Password').fill('demo-creator-pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  return { page, errors };
}

async function invitee(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  const username = `guest${unique()}`;
  await signUp(page, username);
  await page.close();
  return username;
}

/** The one message the form shows after sending, with no toast beside it and no error code anywhere. */
async function expectOnlyMessage(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
  await expect(page.locator('ol.toasts > li')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('invalid_input');
  await expect(page.locator('body')).not.toContainText('Not Found');
}

test('project team: unknown username, invited, invited again, already a member', async ({ browser }, testInfo) => {
  const { page, errors } = await signInCreator(browser);
  const guest = await invitee(browser);
  const project = await (await page.request.post('/_internal/v2/project', {
    headers: origin(page),
    multipart: { data: JSON.stringify({
      title: `Invites ${unique()}`, slug: `invites-${unique()}`, description: 'Made by the browser tests.', project_type: 'mod',
      client_side: 'required', server_side: 'optional', is_draft: true, initial_versions: [],
    }) },
  })).json();
  await page.goto(`/mod/${project.slug}/settings/members`);
  await hydrated(page, 'MembersSettings');
  const field = page.getByLabel('Invite by username');
  const send = page.getByRole('button', { name: 'Invite', exact: true });

  const stranger = `nobody-${unique()}`;
  await field.fill(stranger);
  await send.click();
  await expectOnlyMessage(page, `No user is called “${stranger}”.`);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(`No user is called “${stranger}”.`);

  await field.fill(guest);
  await send.click();
  await expectOnlyMessage(page, `${guest} has been invited.`);

  await field.fill(guest);
  await send.click();
  await expectOnlyMessage(page, `${guest} already has a pending invitation to this project.`);
  await page.locator('form.invite').screenshot({ path: testInfo.outputPath('invite-pending.png') });

  await field.fill('creator');
  await send.click();
  await expectOnlyMessage(page, 'creator is already a member of this project.');
  expect(errors).toEqual([]);
});

test('organization team: unknown username and a pending invitee each get their own message', async ({ browser }) => {
  const { page, errors } = await signInCreator(browser);
  const guest = await invitee(browser);
  const slug = `invites-${unique()}`;
  const created = await page.request.post('/_internal/v3/organization', {
    headers: origin(page), data: { slug, name: `Invites ${slug.slice(8)}`, description: 'Made by the browser tests.' },
  });
  expect(created.status()).toBe(200);
  await page.goto(`/organization/${slug}/settings/members`);
  await hydrated(page, 'OrganizationMembers');
  const invite = page.getByRole('region', { name: 'Invite a member' });

  await invite.getByLabel('Username').fill(`nobody-${unique()}`);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectOnlyMessage(page, 'No user is called');

  await invite.getByLabel('Username').fill(guest);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.locator(`[data-member="${guest}"]`)).toContainText('Invited');
  await invite.getByLabel('Username').fill(guest);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectOnlyMessage(page, `${guest} already has a pending invitation to this organization.`);
  expect(errors).toEqual([]);
});
