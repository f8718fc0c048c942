// Every page that needs a signed-in person sends an anonymous visitor to sign in and, once signed in, back to it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface Summary { id: string; slug: string | null; project_type: string; status: string }

/** The creator's own mod and one of its versions, so the project settings and version editor open after sign-in. */
async function creatorPages(request: APIRequestContext): Promise<string[]> {
  const projects = (await (await request.get('/v2/user/creator/projects')).json()) as Summary[];
  const mod = projects.find((project) => project.project_type === 'mod' && project.status === 'approved');
  expect(mod).toBeTruthy();
  const base = `/mod/${mod!.slug ?? mod!.id}`;
  const [version] = (await (await request.get(`/v2/project/${mod!.id}/version`)).json()) as { id: string }[];
  expect(version).toBeTruthy();
  const organizations = (await (await request.get('/v3/user/creator/organizations')).json()) as { id: string }[];
  return [
    ...['', '/description', '/license', '/links', '/members', '/tags', '/analytics'].map((tab) => `${base}/settings${tab}`),
    `${base}/version/new`,
    `${base}/version/${version!.id}/edit`,
    ...organizations.slice(0, 1).flatMap(({ id }) => ['', '/members', '/projects', '/analytics'].map((tab) => `/organization/${id}/settings${tab}`)),
  ];
}

const STATIC_PAGES = [
  '/dashboard', '/dashboard/projects', '/dashboard/notifications', '/dashboard/notifications/history', '/dashboard/collections',
  '/dashboard/organizations', '/dashboard/reports', '/dashboard/report/UNKNOWN1',
  '/settings/profile', '/settings/account', '/settings/sessions', '/settings/pats', '/settings/applications', '/settings/authorizations',
  '/auth/authorize?client_id=UNKNOWN1&redirect_uri=https%3A%2F%2Fclient.example%2Fcb&scope=USER_READ&response_type=code',
];

async function signInHere(page: Page) {
  await page.getByLabel('Email or username').fill('creator');
  await page.getByLabel('Password').fill('demo-creator-pass');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('protected pages send anonymous visitors to sign in and back to the page they asked for', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const pages = [...STATIC_PAGES, ...(await creatorPages(request))];
  for (const path of pages) {
    await context.clearCookies();
    await page.goto(path);
    const signIn = new URL(page.url());
    expect(signIn.pathname, path).toBe('/auth/sign-in');
    const pathname = path.split('?')[0]!;
    // Pages that take a query keep it; the rest come back to their path.
    expect([path, pathname], path).toContain(signIn.searchParams.get('redirect'));
    await signInHere(page);
    await expect(page, path).toHaveURL((url) => url.pathname + url.search === signIn.searchParams.get('redirect'));
    await expect(page.getByLabel('Email or username')).toHaveCount(0);
  }
});

test('the header’s sign-in link comes back to the page the visitor was reading', async ({ page }) => {
  await page.goto('/mods?q=lantern');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fmods%3Fq%3Dlantern$/);
  await signInHere(page);
  await expect(page).toHaveURL(/\/mods\?q=lantern$/);
  await expect(page.locator('.account-menu summary')).toContainText('creator');
});
