// What a project page states: the follower count moves with the Follow button, and the license is named and linked,
// never shown as an unfilled template.
import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { hydrated } from './support/islands.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

test('following and unfollowing moves the follower count at once', async ({ page, request }) => {
  // Counts from 10,000 on are shortened ("12.3k"), so a project below that shows every follower.
  const { hits }: { hits: { slug: string; follows: number }[] } = await (await request.get('/v2/search?limit=50&index=newest')).json();
  const project = hits.find((hit) => hit.follows < 9_000)!;
  // A new account follows nothing yet, whatever other tests do meanwhile.
  await signUp(page, `counter${unique()}`);
  await page.goto(`/project/${project.slug}`);
  await hydrated(page, 'FollowButton');
  await hydrated(page, 'FollowerCount');
  const followers = page.locator('.project-header .stats li').filter({ hasText: /follower/ });
  const shown = Number((await followers.locator('strong').textContent())!.replace(/\D/g, ''));
  const text = (count: number) => `${count.toLocaleString('en-US')} follower${count === 1 ? '' : 's'}`;
  await expect(followers).toHaveText(text(shown));

  const button = page.locator('.project-header').getByRole('button', { name: /Follow|Unfollow/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(followers).toHaveText(text(shown + 1));
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(followers).toHaveText(text(shown));
});

test('the license is its name, linked to its reference page, with no template text', async ({ page, request }) => {
  const facets = encodeURIComponent('[["license:MIT"]]');
  const { hits: [hit] }: { hits: { project_id: string }[] } = await (await request.get(`/v2/search?limit=1&facets=${facets}`)).json();
  const project = await (await request.get(`/v2/project/${hit!.project_id}`)).json();
  expect(project.license).toEqual({ id: 'MIT', name: 'MIT License', url: null });
  await page.goto(`/project/${hit!.project_id}`);
  const details = page.getByRole('region', { name: 'Details' });
  const link = details.getByRole('link', { name: 'MIT License' });
  await expect(link).toHaveAttribute('href', 'https://spdx.org/licenses/MIT.html');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByText('<copyright holders>')).toHaveCount(0);
  expect(await page.content()).not.toContain('&lt;year&gt;');
});
