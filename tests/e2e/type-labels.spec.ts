// Type labels (spec §9): projects whose loaders span mods, plugins and data packs say so on their page, in search hits
// and on listing cards, in the page's language.
import { expect, test, type APIRequestContext } from '@playwright/test';

interface Hit { project_id: string; title: string; categories: string[] }

const MOD_LOADERS = ['fabric', 'forge', 'neoforge', 'quilt'];
const PLUGIN_LOADERS = ['paper', 'velocity', 'bukkit', 'spigot', 'bungeecord'];
type Kind = 'mod' | 'plugin' | 'datapack';
const loadersOf: Record<Kind, string[]> = { mod: MOD_LOADERS, plugin: PLUGIN_LOADERS, datapack: ['datapack'] };

/** The most downloaded project whose loaders are exactly of these kinds (mixed ones: db/seed/mixed-loaders.ts). */
async function projectOf(request: APIRequestContext, kinds: Kind[]): Promise<Hit> {
  const facets = kinds.map((kind) => loadersOf[kind].map((loader) => `categories:${loader}`));
  const { hits } = await (await request.get(`/v2/search?limit=100&index=downloads&facets=${encodeURIComponent(JSON.stringify(facets))}`)).json() as { hits: Hit[] };
  const others = (Object.keys(loadersOf) as Kind[]).filter((kind) => !kinds.includes(kind)).flatMap((kind) => loadersOf[kind]);
  const found = hits.find((hit) => !hit.categories.some((name) => others.includes(name)));
  expect(found, `a project with ${kinds.join(' + ')} loaders`).toBeTruthy();
  return found!;
}

test('a mod that is also a plugin says so on its page, in search and on its owner\'s profile', async ({ page, request }) => {
  const project = await projectOf(request, ['mod', 'plugin']);
  await page.goto(`/project/${project.project_id}`);
  await expect(page.locator('.project-header').getByText('Mod and plugin', { exact: true })).toBeVisible();

  await page.goto(`/plugins?q=${encodeURIComponent(project.title)}`);
  const hit = page.locator('.search-result').filter({ has: page.getByRole('link', { name: project.title, exact: true }) });
  await expect(hit.getByText('Mod and plugin', { exact: true })).toBeVisible();

  const members = await (await request.get(`/v2/project/${project.project_id}/members`)).json() as { role: string; user: { username: string } }[];
  const owner = members.find((member) => member.role === 'Owner') ?? members[0]!;
  await page.goto(`/user/${owner.user.username}`);
  const card = page.locator('.project-card').filter({ has: page.getByRole('link', { name: project.title, exact: true }) });
  await expect(card.getByText('Mod and plugin', { exact: true })).toBeVisible();
});

test('every other combination and the pure sets have their labels, in English and in German', async ({ page, request }) => {
  const cases: [Kind[], string, string][] = [
    [['mod', 'datapack'], 'Mod and data pack', 'Mod und Datenpaket'],
    [['plugin', 'datapack'], 'Plugin and data pack', 'Plugin und Datenpaket'],
    [['mod', 'plugin', 'datapack'], 'Mod, plugin, and data pack', 'Mod, Plugin und Datenpaket'],
    [['datapack'], 'Data pack', 'Datenpaket'],
    [['plugin'], 'Plugin', 'Plugin'],
    [['mod'], 'Mod', 'Mod'],
  ];
  for (const [kinds, english, german] of cases) {
    const project = await projectOf(request, kinds);
    await page.goto(`/project/${project.project_id}`);
    await expect(page.locator('.project-header .type-label')).toHaveText(english);
    await page.goto(`${new URL(page.url()).pathname}?hl=de-DE`);
    await expect(page.locator('.project-header .type-label')).toHaveText(german);
  }
});
