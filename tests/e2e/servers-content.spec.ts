// The Content page in the browser, on a server of the test's own: a Kiln modpack whose index lists a client-only, a
// server-only and a both-sides mod (all published on Kiln for the demo creator, their files in Kiln's store) is found
// in "Install a modpack", installed after a backup, and its server-side mods listed with the client-only one left
// out; a mod is disabled, enabled and removed; a data pack is added from search and updated. Packs name their files
// by Modrinth's https URLs (the e2e server's own CDN is plain http); Kiln finds them by hash all the same.
// Screenshots in light and dark go to SERVERS_CONTENT_SCREENSHOTS when it names a folder.
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { loadConfig } from '#config';
import { openDatabase } from '#db/client.ts';
import * as schema from '#db/schema/index.ts';
import { assembleRuntime } from '#platform/runtime.ts';
import { enqueueSearchRefresh } from '#search';
import { makeProject, makeVersion } from '#testing/factory.ts';
import { shootBothThemes } from './support/screenshots.ts';
import { buyServer, fromPage, type BoughtServer } from './support/servers.ts';

const SHOTS = process.env.SERVERS_CONTENT_SCREENSHOTS;
const tag = Date.now().toString(36);
const digest = (algorithm: string, bytes: Uint8Array) => createHash(algorithm).update(bytes).digest('hex');

test.describe.configure({ mode: 'serial' });

let page: Page;
let server: BoughtServer;

const MODS = [
  { slug: `e2e-client-${tag}`, title: `Client Sparkles ${tag}`, env: { client: 'required', server: 'unsupported' } },
  { slug: `e2e-server-${tag}`, title: `Server Tools ${tag}`, env: { client: 'unsupported', server: 'required' } },
  { slug: `e2e-both-${tag}`, title: `Shared Blocks ${tag}`, env: { client: 'required', server: 'required' } },
] as const;
const PACK_TITLE = `Test Pack ${tag}`;
const DATAPACK_TITLE = `Tree Tweaks ${tag}`;
/** The data pack's versions, oldest first. */
const datapackVersions: string[] = [];

/**
 * Publishes, as the demo creator, the three mods and a modpack listing them for `gameVersion`, and a data pack with
 * two versions; then queues them all for search.
 */
async function publishPack(gameVersion: string) {
  const config = loadConfig({ DATA_DIR: process.env.E2E_DATA_DIR! });
  const database = await openDatabase(config.databaseUrl);
  try {
    const { db } = database;
    const { blobs } = assembleRuntime(config, db);
    const [creator] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.username, 'creator'));
    const files = [];
    for (const mod of MODS) {
      const project = await makeProject(db, {
        ownerId: creator!.id, projectType: 'mod', slug: mod.slug, title: mod.title, categories: ['fabric'],
        clientSide: mod.env.client === 'required' ? 'required' : 'unsupported', serverSide: mod.env.server === 'required' ? 'required' : 'unsupported',
      });
      const version = await makeVersion(db, {
        projectId: project.id, authorId: creator!.id, versionNumber: '1.0.0', loaders: ['fabric'], gameVersions: [gameVersion],
        files: [{ filename: `${mod.slug}.jar`, bytes: strToU8(`the jar of ${mod.slug}`) }], blobs,
      });
      files.push({ mod, file: version.files[0]!, project, url: `https://cdn.modrinth.com/data/${project.id}/versions/${version.id}/${mod.slug}.jar` });
    }
    const index = {
      formatVersion: 1, game: 'minecraft', versionId: '1.0.0', name: PACK_TITLE,
      files: files.map(({ mod, file, url }) => ({
        path: `mods/${mod.slug}.jar`, hashes: { sha1: digest('sha1', file.bytes), sha512: digest('sha512', file.bytes) },
        env: mod.env, downloads: [url], fileSize: file.bytes.byteLength,
      })),
      dependencies: { minecraft: gameVersion, 'fabric-loader': '0.16.0' },
    };
    const pack = await makeProject(db, { ownerId: creator!.id, projectType: 'modpack', slug: `e2e-pack-${tag}`, title: PACK_TITLE, categories: ['fabric'] });
    await makeVersion(db, {
      projectId: pack.id, authorId: creator!.id, versionNumber: '1.0.0', loaders: ['fabric'], gameVersions: [gameVersion],
      files: [{ filename: `e2e-pack-${tag}.mrpack`, bytes: zipSync({ 'modrinth.index.json': strToU8(JSON.stringify(index)) }) }], blobs,
    });
    const datapack = await makeProject(db, { ownerId: creator!.id, projectType: 'datapack', slug: `e2e-trees-${tag}`, title: DATAPACK_TITLE, serverSide: 'required' });
    for (const [number, published] of [['1.0.0', '2026-02-01T00:00:00Z'], ['2.0.0', '2026-03-01T00:00:00Z']] as const) {
      const version = await makeVersion(db, {
        projectId: datapack.id, authorId: creator!.id, versionNumber: number, loaders: ['datapack'], gameVersions: [gameVersion],
        datePublished: new Date(published), files: [{ filename: `trees-${tag}-${number}.zip`, bytes: zipSync({ 'pack.mcmeta': strToU8(`{"pack":{"pack_format":15,"description":"${number}"}}`) }) }],
        blobs,
      });
      datapackVersions.push(version.id);
    }
    await enqueueSearchRefresh(db, [...files.map(({ project }) => project.id), pack.id, datapack.id]);
  } finally {
    database.close();
  }
}

const row = (title: string) => page.locator('tr[data-content]').filter({ hasText: title });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  page = await browser.newPage();
  server = await buyServer(page, `packfan${tag}`);
  const view = JSON.parse((await fromPage(page, `/_internal/v3/servers/${server.id}`)).text) as { game_version: string };
  await publishPack(view.game_version);
});

test.afterAll(async () => {
  await page.close();
});

test('a modpack installs after a backup: its server-side mods are listed, the client-only one is left out', async () => {
  test.setTimeout(120_000);
  await page.goto(server.panel);
  await page.getByRole('navigation', { name: 'Server sections' }).getByRole('link', { name: 'Content' }).click();
  await expect(page).toHaveURL(new RegExp(`${server.panel}/content$`));
  await expect(page.getByText('Nothing installed yet.')).toBeVisible();

  const modpacks = page.getByRole('region', { name: 'Install a modpack' });
  await modpacks.getByLabel('Search modpacks').fill(PACK_TITLE);
  await modpacks.getByRole('button', { name: 'Search' }).click();
  await modpacks.getByRole('button', { name: `Install ${PACK_TITLE}` }).click();
  const dialog = page.getByRole('dialog', { name: `Install ${PACK_TITLE}?` });
  await expect(dialog.getByRole('checkbox', { name: 'Back up the server first' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Install modpack' }).click();
  await expect(dialog).toBeHidden({ timeout: 90_000 });

  const outcome = page.locator('[data-modpack-outcome]');
  await expect(outcome).toContainText(`Installed ${PACK_TITLE}`);
  await expect(outcome.locator('[data-skipped]')).toContainText(`mods/${MODS[0].slug}.jar`);
  await expect(outcome.locator('[data-installed]')).toContainText(`mods/${MODS[1].slug}.jar`);
  await expect(outcome.locator('[data-installed]')).toContainText(`mods/${MODS[2].slug}.jar`);

  await expect(row(MODS[1].title)).toBeVisible();
  await expect(row(MODS[2].title)).toBeVisible();
  await expect(row(MODS[0].title)).toHaveCount(0);
  await expect(row(MODS[1].title).getByRole('link', { name: MODS[1].title })).toHaveAttribute('href', `/mod/${MODS[1].slug}`);
  await expect(row(MODS[1].title)).toContainText('1.0.0');

  const backups = JSON.parse((await fromPage(page, `/_internal/v3/servers/${server.id}/backups`)).text) as { backups: { name: string; state: string }[] };
  expect(backups.backups).toEqual([expect.objectContaining({ name: `Before installing ${PACK_TITLE}`, state: 'ready' })]);
  await shootBothThemes(SHOTS, page, 'content');
});

test('a mod is disabled, enabled again by keyboard, filtered and removed', async () => {
  await page.goto(`${server.panel}/content`);
  const toggle = row(MODS[2].title).getByRole('switch', { name: `Enable ${MODS[2].title}` });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(row(MODS[2].title)).toHaveAttribute('data-enabled', 'false');
  await expect(row(MODS[2].title)).toHaveAttribute('data-content', `mods/${MODS[2].slug}.jar.disabled`);
  await page.reload();
  await expect(toggle).not.toBeChecked();
  // By keyboard: the switch takes Space.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(row(MODS[2].title)).toHaveAttribute('data-enabled', 'true');

  await page.getByLabel('Kind').selectOption('datapack');
  await expect(page.getByText('Nothing matches the filter.')).toBeVisible();
  await page.getByLabel('Kind').selectOption('all');
  await page.getByLabel('Filter installed content').fill('server tools');
  await expect(page.locator('tr[data-content]')).toHaveCount(1);
  await page.getByLabel('Filter installed content').fill('');

  const remove = row(MODS[1].title).getByRole('button', { name: `Remove ${MODS[1].title}` });
  const confirm = page.getByRole('dialog', { name: `Remove ${MODS[1].title}?` });
  await remove.click();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(row(MODS[1].title)).toBeVisible();
  await remove.click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(MODS[1].title)).toHaveCount(0);
  await expect(row(MODS[2].title)).toBeVisible();
});

test('a data pack is added from search, and an older one it replaces updates in one step', async () => {
  await page.goto(`${server.panel}/content`);
  const add = page.getByRole('region', { name: 'Add content' });
  await expect(add.getByLabel('Project type')).toHaveValue('datapack');
  await add.getByLabel('Search projects').fill(DATAPACK_TITLE);
  await add.getByRole('button', { name: 'Search' }).click();
  await add.getByRole('button', { name: `Install ${DATAPACK_TITLE}` }).click();
  await expect(row(DATAPACK_TITLE)).toContainText('2.0.0');
  await expect(row(DATAPACK_TITLE)).toContainText('Data pack');
  await expect(add.locator('li').filter({ hasText: DATAPACK_TITLE })).toContainText('Installed');

  expect((await fromPage(page, `/_internal/v3/servers/${server.id}/content`, { method: 'POST', json: { version_id: datapackVersions[0] } })).status).toBe(201);
  await page.reload();
  await expect(row(DATAPACK_TITLE)).toContainText('1.0.0');
  await expect(row(DATAPACK_TITLE)).toContainText('Update available');
  await row(DATAPACK_TITLE).getByRole('button', { name: 'Update to 2.0.0' }).click();
  await expect(row(DATAPACK_TITLE)).toContainText('2.0.0');
  await expect(row(DATAPACK_TITLE)).not.toContainText('Update available');
  await expect(page.locator('tr[data-content]').filter({ hasText: DATAPACK_TITLE })).toHaveCount(1);
});
