// Per-viewer buttons on profiles and organization pages: "Manage projects" only on one's own profile, the organization
// "Settings" only for its members; anonymous visitors see neither.
import { expect, test, type Page } from '@playwright/test';
import { signIn, signUp } from './support/accounts.ts';

const manageProjects = (page: Page) => page.getByRole('link', { name: 'Manage projects' });
const organizationSettings = (page: Page) => page.locator('.identity').getByRole('link', { name: 'Settings' });

/** The path of the first organization listed on the creator's profile. */
async function creatorsOrganization(page: Page): Promise<string> {
  await page.goto('/user/creator');
  const href = await page.getByRole('region', { name: 'Organizations' }).getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/organization\//);
  return href!;
}

test('an anonymous visitor gets neither button', async ({ page }) => {
  const organization = await creatorsOrganization(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('creator');
  await expect(manageProjects(page)).toHaveCount(0);
  await page.goto(organization);
  await expect(page.locator('.identity h1')).toBeVisible();
  await expect(organizationSettings(page)).toHaveCount(0);
});

test('the creator manages projects from their own profile and the organization from its page', async ({ page }) => {
  await signIn(page, 'creator', 'demo-creator-pass');
  const organization = await creatorsOrganization(page);
  await expect(manageProjects(page)).toHaveAttribute('href', '/dashboard/projects');
  await manageProjects(page).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);

  await page.goto('/user/player');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('player');
  await expect(manageProjects(page)).toHaveCount(0);

  await page.goto(organization);
  await expect(organizationSettings(page)).toHaveAttribute('href', `${organization}/settings`);
  await organizationSettings(page).click();
  await expect(page).toHaveURL(new RegExp(`${organization}/settings$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('someone who is not a member sees no organization settings, and manages only their own projects', async ({ page }) => {
  const name = `visitor${Date.now().toString(36)}`;
  await signUp(page, name);
  const organization = await creatorsOrganization(page);
  await expect(manageProjects(page)).toHaveCount(0);
  await page.goto(organization);
  await expect(page.locator('.identity h1')).toBeVisible();
  await expect(organizationSettings(page)).toHaveCount(0);
  await page.goto(`/user/${name}`);
  await expect(manageProjects(page)).toBeVisible();
});
