// Project, version, profile, organization and collection pages against the seeded demo data: canonical URLs, tabs,
// the version list, downloads, hashes and the worded 404s.
import { expect, test, type APIRequestContext } from '@playwright/test';

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
  expect(byId.headers()['cache-control']).toContain('stale-while-revalidate');
  expect(byId.headers().vary).toContain('Accept-Language');
  expect(await byId.text()).toContain(`<link rel="canonical" href="${new URL(`/${type}/${project.slug}`, byId.url()).href}"`);
});

test('every tab has its own URL and marks itself current', async ({ page, request }) => {
  const { project, type } = await projectWithVersions(request);
  const base = `/${type}/${project.slug}`;
  for (const [path, name] of [['', 'Description'], ['/gallery', 'Gallery'], ['/changelog', 'Changelog'], ['/versions', 'Versions'], ['/moderation', 'Moderation']] as const) {
    const response = await page.goto(`${base}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
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
