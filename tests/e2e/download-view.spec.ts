// The download view never offers a file that does not fit: a game version or platform the project lacks stays chosen
// and is answered plainly, a pair no version has says so and lists what exists, and each suggestion leads to a file.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

interface ApiVersion { id: string; game_versions: string[]; loaders: string[]; files: { url: string; filename: string; primary: boolean }[] }
interface Hit { project_id: string; slug: string; title: string }

interface Candidate {
  path: string;
  title: string;
  versions: ApiVersion[];
  /** A game version and a platform the project has files for, but never together. */
  apart: { gameVersion: string; loader: string } | null;
}

/** Listed projects with their versions and canonical paths, until `enough` says one fits. */
async function findProject(request: APIRequestContext, enough: (candidate: Candidate) => boolean): Promise<Candidate> {
  const { hits }: { hits: Hit[] } = await (await request.get('/v2/search?limit=100')).json();
  for (const hit of hits) {
    const versions: ApiVersion[] = await (await request.get(`/v2/project/${hit.project_id}/version`)).json();
    const withFiles = versions.filter((version) => version.files.length > 0);
    const gameVersions = [...new Set(withFiles.flatMap((version) => version.game_versions))];
    const loaders = [...new Set(withFiles.flatMap((version) => version.loaders))];
    const pairs = gameVersions.flatMap((gameVersion) => loaders.map((loader) => ({ gameVersion, loader })));
    const apart = pairs.find(({ gameVersion, loader }) =>
      !withFiles.some((version) => version.game_versions.includes(gameVersion) && version.loaders.includes(loader))) ?? null;
    const path = (await request.get(`/project/${hit.project_id}`, { maxRedirects: 0 })).headers().location!;
    const candidate = { path, title: hit.title, versions: withFiles, apart };
    if (withFiles.length > 0 && enough(candidate)) return candidate;
  }
  throw new Error('no demo project fits');
}

const panelOf = (page: Page) => page.locator('#download');
const downloadLink = (panel: Locator) => panel.getByRole('link', { name: 'Download', exact: true });

/** The version whose primary file the panel offers, which must be made for the chosen game version and platform. */
async function offeredVersion(panel: Locator, versions: ApiVersion[]): Promise<ApiVersion> {
  const href = decodeURIComponent((await downloadLink(panel).getAttribute('href'))!);
  const offered = versions.find((version) => version.files.some((file) => href.endsWith(`/${file.filename}`)));
  expect(offered, href).toBeTruthy();
  return offered!;
}

test('a game version and platform the project lacks stay chosen, are named, and no file is offered', async ({ page, request }) => {
  const project = await findProject(request, ({ versions }) => versions.every((version) => !version.loaders.includes('fabric')));
  await page.goto(`${project.path}?version=1.0&loader=fabric`);
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Game version')).toHaveValue('1.0');
  await expect(panel.getByLabel('Platform')).toHaveValue('fabric');
  await expect(panel.getByLabel('Platform').locator('option:checked')).toHaveText('Fabric (no version)');
  const status = panel.getByRole('status');
  await expect(status).toContainText(`No version of ${project.title} is made for Minecraft 1.0 on Fabric.`);
  await expect(status).toContainText('This project has no Fabric version at all.');
  await expect(status).toContainText('This project has no version for Minecraft 1.0 at all.');
  await expect(downloadLink(panel)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/download-view-lacking.png' });

  // "Versions exist for:" lists the project's platforms; each leads to a file for it.
  const platforms = status.locator('.row').filter({ hasText: /^\s*Versions exist for:/ }).getByRole('link');
  expect(await platforms.count()).toBeGreaterThan(0);
  const loader = new URL(await platforms.first().getAttribute('href') ?? '', page.url()).searchParams.get('loader')!;
  await platforms.first().click();
  await expect(panel.getByLabel('Platform')).toHaveValue(loader);
  expect((await offeredVersion(panel, project.versions)).loaders).toContain(loader);
});

test('a game version and platform that exist only apart say so and offer the pairs that do exist', async ({ page, request }) => {
  const project = await findProject(request, ({ apart }) => apart !== null);
  const { gameVersion, loader } = project.apart!;
  await page.goto(`${project.path}?${new URLSearchParams({ version: gameVersion, loader })}`);
  const panel = panelOf(page);
  await expect(panel.getByLabel('Game version')).toHaveValue(gameVersion);
  await expect(panel.getByLabel('Platform')).toHaveValue(loader);
  const loaderLabel = (await panel.getByLabel('Platform').locator('option:checked').textContent())!.trim();
  const status = panel.getByRole('status');
  await expect(status.locator('.headline')).toHaveText(`No version of ${project.title} is made for Minecraft ${gameVersion} on ${loaderLabel}.`);
  await expect(downloadLink(panel)).toHaveCount(0);
  await expect(status.locator('.row').filter({ hasText: `${loaderLabel} versions exist for Minecraft:` })).toBeVisible();
  await expect(status.locator('.row').filter({ hasText: `Minecraft ${gameVersion} versions exist for:` })).toBeVisible();
  await page.screenshot({ path: 'test-results/download-view-apart.png' });

  // Every suggestion leads to a file made for exactly what it names.
  const suggestions = await status.locator('.row a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  for (const href of suggestions) {
    const query = new URL(href).searchParams;
    await page.goto(href);
    const offered = await offeredVersion(panel, project.versions);
    expect(offered.game_versions).toContain(query.get('version'));
    expect(offered.loaders).toContain(query.get('loader'));
  }
});
