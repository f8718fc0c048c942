// Error pages: the generic 404 and the worded 404s for projects, users, organizations and collections.
import { expect, test } from '@playwright/test';

test('an unknown page shows "Page not found" with a 404 status', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('The page you were looking for doesn’t seem to exist.')).toBeVisible();
});

for (const [path, title] of [
  ['/mod/no-such-project-here', 'Project not found'],
  ['/user/nobody-by-this-name', 'User not found'],
  ['/organization/no-such-org', 'Organization not found'],
  ['/collection/ZZZZZZZZ', 'Collection not found'],
] as const) {
  test(`${path} explains "${title}"`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Why?' })).toBeVisible();
    const terms = page.getByRole('link', { name: 'terms of use' });
    await expect(terms).toHaveAttribute('target', '_blank');
  });
}

test('an unknown API route answers JSON, not the HTML page', async ({ request }) => {
  const response = await request.get('/v2/unknown-route');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'not_found', description: 'the requested route does not exist' });
});
