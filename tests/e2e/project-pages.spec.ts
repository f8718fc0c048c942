// Project, version, profile, organization and collection pages against the seeded demo data: canonical URLs, tabs,
// the gallery lightbox, the version list and its filters, tags leading to search, the Moderation tab for members,
// staff and outsiders, downloads, hashes and the worded 404s.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { solidPng } from './support/images.ts';

interface ApiFile { url: string; filename: string; primary: boolean; hashes: { sha1: string } }
interface ApiVersion { id: string; name: string; date_published: string; game_versions: string[]; loaders: string[]; version_type: string; files: ApiFile[] }
interface ApiProject { id: string; slug: string; title: string; project_type: string }

const primaryFile = (version: ApiVersion) => version.files.find((file) => file.primary) ?? version.files[0]!;

/** A listed project with at least two versions, its versions (newest first) and its canonical type segment. */
async function projectWithVersions(request: APIRequestContext) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const projects: ApiProject[] = await (await request.get('/v2/projects_random?count=20')).json();
    for (const project of projects) {
      const versions: ApiVersion[] = await (await request.get(`/v2/project/${project.id}/version`)).json();
      if (versions.length < 2 || !project.slug) continue;
      const response = await request.get(`/project/${project.id}`, { maxRedirects: 0 });
      const type = /^\/([a-z]+)\//.exec(response.headers().location ?? '')![1]!;
      return { project, versions, type };
    }
  }
  throw new Error('the demo data has no project with two versions');
}

/** A listed project with a loader and a game version that only some of its versions have, so each filter narrows. */
async function projectWithNarrowingFilters(request: APIRequestContext) {
  const { hits }: { hits: { project_id: string; slug: string }[] } = await (await request.get('/v2/search?limit=100')).json();
  for (const hit of hits) {
    const versions: ApiVersion[] = await (await request.get(`/v2/project/${hit.project_id}/version`)).json();
    if (versions.length > 20) continue;
    const partial = (values: (version: ApiVersion) => string[]) =>
      [...new Set(versions.flatMap(values))].find((value) => !versions.every((version) => values(version).includes(value)));
    const loader = partial((version) => version.loaders);
    const gameVersion = partial((version) => version.game_versions);
    if (loader && gameVersion) return { slug: hit.slug, id: hit.project_id, versions, loader, gameVersion };
  }
  throw new Error('the demo data has no project whose versions differ in both loader and game version');
}

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, `demo-${username}-pass`);
  return page;
}

/** The demo creator's projects, hidden ones included, as the creator sees them. */
async function creatorProjects(creator: Page): Promise<{ id: string; slug: string; status: string; project_type: string }[]> {
  return (await creator.request.get('/_internal/v2/user/creator/projects')).json();
}

test('a project URL with the wrong type, or a slug in another case, redirects permanently to the canonical one', async ({ request }) => {
  const { project, type } = await projectWithVersions(request);
  if (project.project_type === 'mod') expect(['mod', 'plugin', 'datapack']).toContain(type);
  else expect(type).toBe(project.project_type);

  const wrongType = type === 'shader' ? 'resourcepack' : 'shader';
  const moved = await request.get(`/${wrongType}/${project.slug}/versions?c=release`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/${type}/${project.slug}/versions?c=release`);

  const shouting = await request.get(`/${type}/${project.slug.toUpperCase()}`, { maxRedirects: 0 });
  expect(shouting.status()).toBe(301);
  expect(shouting.headers().location).toBe(`/${type}/${project.slug}`);

  const byId = await request.get(`/${type}/${project.id}`, { maxRedirects: 0 });
  expect(byId.status()).toBe(200);
  // Shared, but checked with the server on every use: the owner may make the project private at any moment.
  expect(byId.headers()['cache-control']).toBe('public, no-cache');
  expect(byId.headers().vary).toContain('Accept-Language');
  expect(await byId.text()).toContain(`<link rel="canonical" href="${new URL(`/${type}/${project.slug}`, byId.url()).href}"`);
});

test('every tab has its own URL and marks itself current', async ({ page, request }) => {
  const { project, type } = await projectWithVersions(request);
  const base = `/${type}/${project.slug}`;
  for (const [path, name] of [['', 'Description'], ['/gallery', 'Gallery'], ['/changelog', 'Changelog'], ['/versions', 'Versions'], ['/moderation', 'Moderation']] as const) {
    const response = await page.goto(`${base}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('.project-header').getByRole('heading', { level: 1 })).toHaveText(project.title);
    await expect(page.getByRole('navigation', { name: 'Project sections' }).locator('[aria-current="page"]')).toContainText(name);
    await expect(page.getByRole('complementary').getByRole('heading', { name: 'Compatibility' })).toBeVisible();
  }
  await expect(page.getByText('Moderation messages for this project are only visible to its members and to Kiln staff.')).toBeVisible();
});

test('the versions list runs newest first and each row downloads its primary file', async ({ page, request }) => {
  const { project, versions, type } = await projectWithVersions(request);
  await page.goto(`/${type}/${project.slug}/versions`);
  const newestFirst = [...versions].sort((a, b) => Date.parse(b.date_published) - Date.parse(a.date_published)).slice(0, 20);
  const rows = page.locator('.version-row');
  await expect(rows).toHaveCount(newestFirst.length);
  expect(await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-version-id')))).toEqual(newestFirst.map((v) => v.id));
  for (const [index, version] of newestFirst.entries()) {
    const href = await rows.nth(index).locator('a.download').getAttribute('href');
    expect(decodeURIComponent(href!).endsWith(`/${primaryFile(version).filename}`)).toBe(true);
  }

  const channel = newestFirst[0]!.version_type;
  await page.getByLabel('Channel').selectOption(channel);
  await page.getByRole('main').getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]c=${channel}`));
  await expect(rows).toHaveCount(newestFirst.filter((version) => version.version_type === channel).length);
});

test('the versions list filters by platform and by game version, and the filters clear', async ({ page, request }) => {
  const { id, versions, loader, gameVersion } = await projectWithNarrowingFilters(request);
  await page.goto(`/project/${id}/versions`);
  const rows = page.locator('.version-row');
  const shownIds = () => rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-version-id')).sort());
  const idsOf = (list: ApiVersion[]) => list.map((version) => version.id).sort();
  await expect(rows).toHaveCount(versions.length);

  const withLoader = versions.filter((version) => version.loaders.includes(loader));
  await page.getByLabel('Platform').selectOption(loader);
  await page.getByRole('main').getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]l=${loader}(&|$)`));
  await expect(rows).toHaveCount(withLoader.length);
  expect(await shownIds()).toEqual(idsOf(withLoader));
  await expect(page.getByRole('status').filter({ hasText: /versions?$/ })).toHaveText(`${withLoader.length} version${withLoader.length === 1 ? '' : 's'}`);

  const withGameVersion = versions.filter((version) => version.game_versions.includes(gameVersion));
  await page.getByLabel('Platform').selectOption('');
  await page.getByLabel('Game version').selectOption(gameVersion);
  await page.getByRole('main').getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]g=${gameVersion.replace(/\./g, '\\.')}(&|$)`));
  await expect(rows).toHaveCount(withGameVersion.length);
  expect(await shownIds()).toEqual(idsOf(withGameVersion));

  const both = withGameVersion.filter((version) => version.loaders.includes(loader));
  await page.getByLabel('Platform').selectOption(loader);
  await page.getByRole('main').getByRole('button', { name: 'Apply' }).click();
  await expect(rows).toHaveCount(both.length);
  if (both.length === 0) await expect(page.getByText('No versions match these filters.')).toBeVisible();

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/versions$/);
  await expect(rows).toHaveCount(versions.length);
});

test('the gallery lightbox opens with the featured image first and closes with Escape', async ({ browser }) => {
  const creator = await signedIn(browser, 'creator');
  const project = (await creatorProjects(creator)).find((entry) => entry.status === 'approved' && entry.project_type === 'shader')!;
  const origin = new URL(creator.url()).origin;
  const images = [
    { title: 'Quiet meadow', featured: 'false', ordering: '0', png: solidPng(320, 180, [96, 160, 72]) },
    { title: 'Aurora over the lake', featured: 'true', ordering: '5', png: solidPng(320, 180, [40, 90, 160]) },
  ];
  for (const { png, ...image } of images) {
    const added = await creator.request.post(`/_internal/v2/project/${project.id}/gallery?${new URLSearchParams({ ext: 'png', ...image })}`, {
      headers: { origin, 'content-type': 'image/png' }, data: png,
    });
    expect(added.status(), await added.text()).toBe(204);
  }
  await creator.context().close();

  const page = await (await browser.newContext()).newPage();
  await page.goto(`/shader/${project.slug}/gallery`);
  const thumbs = page.locator('.gallery a.thumb');
  await expect(thumbs).toHaveCount(2);
  await expect(page.locator('.gallery .title').first()).toHaveText(/^Aurora over the lake\s*Featured$/);

  await thumbs.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#image-1$/);
  const featured = page.getByRole('dialog', { name: 'Aurora over the lake' });
  await expect(featured).toBeVisible();
  await expect(featured).toContainText('1 of 2');
  // Focus moves on into the open lightbox's controls, and its Next link leads to the other image.
  await page.keyboard.press('Tab');
  await expect(featured.getByRole('link', { name: 'Next image' })).toBeFocused();
  await page.keyboard.press('Enter');
  const second = page.getByRole('dialog', { name: 'Quiet meadow' });
  await expect(second).toBeVisible();
  await expect(featured).toBeHidden();

  await page.keyboard.press('Escape');
  await expect(second).toBeHidden();
  await expect(page).toHaveURL(/#gallery-top$/);
  await expect(thumbs.nth(1)).toBeFocused();

  await thumbs.first().click();
  await expect(featured).toBeVisible();
  await featured.getByRole('navigation').getByRole('link', { name: 'Close' }).click();
  await expect(featured).toBeHidden();
  await page.context().close();
});

test('a platform in the About panel opens the search page filtered by it', async ({ page, request }) => {
  const { hits }: { hits: { project_id: string; slug: string }[] } = await (await request.get(`/v2/search?${new URLSearchParams({ facets: '[["project_type:mod"],["categories:fabric"]]', limit: '20' })}`)).json();
  let projectPath = '';
  for (const hit of hits) {
    const location = (await request.get(`/project/${hit.project_id}`, { maxRedirects: 0 })).headers().location ?? '';
    if (location.startsWith('/mod/')) {
      projectPath = location;
      break;
    }
  }
  expect(projectPath).not.toBe('');
  const expected = await (await request.get(`/v2/search?${new URLSearchParams({ facets: '[["project_type:mod"],["categories:fabric"]]', limit: '1' })}`)).json();

  await page.goto(projectPath);
  await page.getByRole('complementary').getByRole('region', { name: 'Compatibility' }).getByRole('link', { name: 'Fabric', exact: true }).click();
  await expect(page).toHaveURL('/mods?l=fabric');
  await expect(page.getByRole('group', { name: 'Loaders' }).getByRole('checkbox', { name: 'Fabric', exact: true })).toBeChecked();
  await expect(page.locator('#search-count')).toHaveText(`${expected.total_hits} result${expected.total_hits === 1 ? '' : 's'}`);
  await expect(page.locator('.search-result h3 a').first()).toBeVisible();
});

test('the Moderation tab shows status and messages to members and staff, and only an explanation to others', async ({ browser }) => {
  const creator = await signedIn(browser, 'creator');
  const projects = await creatorProjects(creator);
  const rejected = projects.find((entry) => entry.status === 'rejected')!;
  const approved = projects.find((entry) => entry.status === 'approved')!;
  const outsiderText = 'Moderation messages for this project are only visible to its members and to Kiln staff.';

  const moderator = await signedIn(browser, 'moderator');
  for (const insider of [creator, moderator]) {
    const response = await insider.goto(`/project/${rejected.id}/moderation`);
    expect(response?.status()).toBe(200);
    const panel = insider.getByRole('region', { name: 'Moderation' });
    await expect(panel.locator('dt', { hasText: /^Status$/ }).locator('+ dd')).toHaveText('Rejected');
    await expect(panel.locator('dt', { hasText: 'Requested status' }).locator('+ dd')).toHaveText('Public');
    await expect(panel.getByRole('heading', { name: 'Message from the moderators' })).toBeVisible();
    await expect(panel.getByText('Missing information about what the project does')).toBeVisible();
    await expect(panel.getByText(outsiderText)).toHaveCount(0);
  }
  await creator.goto(`/project/${approved.id}/moderation`);
  await expect(creator.getByRole('region', { name: 'Moderation' }).getByText('There are no messages from the moderators.')).toBeVisible();

  const player = await signedIn(browser, 'player');
  expect((await player.goto(`/project/${rejected.id}/moderation`))?.status()).toBe(404);
  await player.goto(`/project/${approved.id}/moderation`);
  const panel = player.getByRole('region', { name: 'Moderation' });
  await expect(panel.getByText(outsiderText)).toBeVisible();
  await expect(panel.getByText('Current status: Public')).toBeVisible();
  await expect(panel.locator('dl')).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Report this project' })).toHaveAttribute('href', `/report?item=project&id=${approved.id}`);
  for (const page of [creator, moderator, player]) await page.context().close();
});

test('a version page shows its files with hashes, and its changelog', async ({ page, request }) => {
  const { project, versions, type } = await projectWithVersions(request);
  await page.goto(`/${type}/${project.slug}/versions`);
  await page.locator('.version-row .name a').first().click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*/${type}/${project.slug}/version/`));
  const newest = [...versions].sort((a, b) => Date.parse(b.date_published) - Date.parse(a.date_published))[0]!;
  await expect(page.locator('.version-header').getByRole('heading', { level: 2, name: newest.name })).toBeVisible();
  await expect(page.locator('.hash-sha1').first()).toHaveText(primaryFile(newest).hashes.sha1);
  await expect(page.getByRole('heading', { name: 'Changelog' })).toBeVisible();
  const byId = await page.goto(`/${type}/${project.id}/version/${newest.id}`);
  expect(byId?.status()).toBe(200);
  await expect(page.locator('.hash-sha1').first()).toHaveText(primaryFile(newest).hashes.sha1);
});

test('the download view opens with the game version and loader from the query preselected', async ({ page, request }) => {
  const { project, versions, type } = await projectWithVersions(request);
  const version = versions.find((entry) => entry.version_type === 'release') ?? versions[0]!;
  const gameVersion = version.game_versions[0]!;
  const loader = version.loaders[0]!;
  await page.goto(`/${type}/${project.slug}?version=${encodeURIComponent(gameVersion)}&loader=${loader}`);
  const panel = page.locator('#download');
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Game version')).toHaveValue(gameVersion);
  await expect(panel.getByLabel('Platform')).toHaveValue(loader);
  const matching = versions.filter((entry) => entry.game_versions.includes(gameVersion) && entry.loaders.includes(loader));
  const expected = ['release', 'beta', 'alpha'].map((channel) => matching.find((entry) => entry.version_type === channel)).find(Boolean)!;
  const href = await panel.getByRole('link', { name: 'Download', exact: true }).getAttribute('href');
  expect(decodeURIComponent(href!).endsWith(`/${primaryFile(expected).filename}`)).toBe(true);
});

test('without JavaScript the download button still opens the download view', async ({ browser, request }) => {
  const { project, type } = await projectWithVersions(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/${type}/${project.slug}/changelog`);
  await expect(page.locator('#download')).toBeHidden();
  await page.getByRole('link', { name: 'Download', exact: true }).first().click();
  await expect(page.locator('#download')).toBeVisible();
  await context.close();
});

test('a user profile, the organization they belong to, and a type sub-route', async ({ page }) => {
  const response = await page.goto('/user/creator');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('creator');
  await expect(page.getByText('Joined')).toBeVisible();
  expect(await page.locator('.project-card').count()).toBeGreaterThan(0);
  const userId = await page.locator('.profile code').textContent();
  expect((await page.goto(`/user/${userId}`))?.status()).toBe(200);

  await page.goto('/user/creator/mods');
  await expect(page.getByRole('navigation', { name: 'Filter projects by type' }).locator('[aria-current="page"]')).toContainText('Mods');

  await page.goto('/user/creator');
  const organization = page.getByRole('region', { name: 'Organizations' }).getByRole('link').first();
  const name = (await organization.locator(':scope > span:not([aria-hidden])').textContent())!.trim();
  await organization.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('region', { name: 'Members' }).getByRole('link', { name: /creator/ })).toBeVisible();
});

for (const [path, title] of [
  ['/mod/no-such-project-anywhere', 'Project not found'],
  ['/project/no-such-project-anywhere/versions', 'Project not found'],
  ['/user/no-such-user-anywhere', 'User not found'],
  ['/user/creator/widgets', 'User not found'],
  ['/organization/no-such-organization', 'Organization not found'],
  ['/collection/ZZZZZZZZ', 'Collection not found'],
  ['/widgets/anything', 'Page not found'],
] as const) {
  test(`${path} is a 404 titled "${title}"`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
}
