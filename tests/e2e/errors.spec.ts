// Error pages: the generic 404 and the worded 404s for projects, users, organizations and collections.
import { expect, test } from '@playwright/test';

test('an unknown page shows "Page not found" with a 404 status', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  expect(response?.statusText()).toBe('Not Found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('The page you were looking for doesn’t seem to exist.')).toBeVisible();
  await expect(page.getByText('Error 404: Page not found: /this/does/not/exist')).toBeVisible();
});

const PROJECT_REASONS = [
  'You may have mistyped the project’s URL.',
  'The project’s owner may have changed the URL, made the project private, or deleted the project.',
  'The project may have been taken down by Kiln’s moderation team for violating our terms of use.',
];
const REASONS: [string, string, string[]][] = [
  ...['mod', 'datapack', 'resourcepack', 'plugin', 'shader', 'modpack', 'project'].map((type): [string, string, string[]] =>
    [`/${type}/no-such-project-here`, 'Project not found', PROJECT_REASONS]),
  ['/user/nobody-by-this-name', 'User not found', [
    'You may have mistyped the user’s username.',
    'The user may have changed their username or deleted their account.',
    'The user’s account may have been terminated for violating Kiln’s terms of use.',
  ]],
  ['/organization/no-such-org', 'Organization not found', [
    'You may have mistyped the organization’s URL.',
    'The organization’s owner may have changed the URL or deleted the organization.',
    'The organization may have been removed by Kiln’s moderation team for violating our terms of use.',
  ]],
  ['/collection/ZZZZZZZZ', 'Collection not found', [
    'You may have mistyped the collection’s URL.',
    'The collection may be private.',
    'The collection may have been taken down by Kiln’s moderation team for violating our terms of use.',
  ]],
];

for (const [path, title, reasons] of REASONS) {
  test(`${path} explains "${title}"`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    // The status line, as the browser's network panel shows it: "404 Not Found", never "404 OK".
    expect(response?.statusText()).toBe('Not Found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Why?' })).toBeVisible();
    await expect(page.locator('.reasons li')).toHaveText(reasons);
    const terms = page.getByRole('link', { name: 'terms of use' });
    await expect(terms).toHaveAttribute('href', '/legal/terms');
    await expect(terms).toHaveAttribute('target', '_blank');
  });
}

test('an unknown API route answers JSON, not the HTML page', async ({ request }) => {
  const response = await request.get('/v2/unknown-route');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'not_found', description: 'the requested route does not exist' });
});
