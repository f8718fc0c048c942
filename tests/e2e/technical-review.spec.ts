// The technical review in the browser: a creator publishes a jar whose class runs a downloaded file with Runtime.exec,
// the scanner holds the version (no download by URL or hash for anyone else; its members see why), a moderator marks it
// malicious on /moderation/technical-review, and it is gone. Also: the seeded held version, the practice page, the 404,
// and the WCAG A/AA checks of both pages in light and dark.
import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedInPage } from './support/accounts.ts';
import { shootBothThemes } from './support/screenshots.ts';
import { zipSync, strToU8 } from 'fflate';
import { buildClass } from '../../functions/testing/class-files.ts';

const SHOTS = process.env.TECHNICAL_REVIEW_SCREENSHOTS;

/** A Fabric mod whose updater downloads a file and starts it: what the process-execution rule is for. */
function updaterJar(version: string): Buffer {
  return Buffer.from(zipSync({
    'fabric.mod.json': strToU8(JSON.stringify({
      schemaVersion: 1, id: 'kiln_updater', version, name: 'Kiln Updater', environment: '*', depends: { fabricloader: '>=0.15', minecraft: '~1.21' },
    })),
    'kiln_updater/Updater.class': buildClass({
      name: 'kiln_updater/Updater', method: 'update', strings: [`https://updates.example.invalid/${version}.bin`],
      calls: [
        { owner: 'java/net/URL', name: 'openStream', descriptor: '()Ljava/io/InputStream;' },
        { owner: 'java/lang/Runtime', name: 'exec', descriptor: '(Ljava/lang/String;)Ljava/lang/Process;' },
      ],
    }),
  }));
}

/** The demo creator's first approved mod that they own. */
async function creatorMod(page: Page): Promise<{ id: string; slug: string | null }> {
  const projects = (await (await page.request.get('/v2/user/creator/projects')).json()) as { id: string; slug: string | null; project_type: string; status: string }[];
  for (const project of projects.filter((entry) => entry.project_type === 'mod' && entry.status === 'approved')) {
    const members = (await (await page.request.get(`/v2/project/${project.id}/members`)).json()) as { role: string; user: { username: string } }[];
    if (members.some((member) => member.user.username === 'creator' && member.role === 'Owner')) return project;
  }
  throw new Error('The demo creator owns no approved mod');
}

/** What someone signed out gets for the file: by its URL and by its hash. */
async function publicAnswers(request: APIRequestContext, url: string, sha1: string) {
  return { url: (await request.get(url)).status(), hash: (await request.get(`/v2/version_file/${sha1}`)).status() };
}

test('non-staff get the 404 page on the technical review', async ({ browser }) => {
  const player = await signedInPage(browser, 'player', 'demo-player-pass', '/dashboard');
  for (const path of ['/moderation/technical-review', '/moderation/technical-review-mockup']) {
    expect((await player.goto(path))?.status()).toBe(404);
    await expect(player.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

test('a jar that runs a downloaded file is held, then marked malicious and gone', async ({ browser, request }) => {
  const creator = await signedInPage(browser, 'creator', 'demo-creator-pass', '/dashboard');
  const mod = await creatorMod(creator);
  await creator.goto(`/mod/${mod.slug ?? mod.id}/version/new`);
  await creator.locator('astro-island[component-url*="NewVersionEditor"]:not([ssr])').waitFor({ state: 'attached' });
  const number = `6.6.${Date.now() % 100000}`;
  const jar = updaterJar(number);
  const sha1 = createHash('sha1').update(jar).digest('hex');
  const filename = `kiln-updater-${number}.jar`;
  await creator.locator('input[type="file"]').setInputFiles({ name: filename, mimeType: 'application/java-archive', buffer: jar });
  await expect(creator.locator('li.ve-file').filter({ hasText: filename })).toHaveAttribute('data-status', 'done');
  await creator.getByRole('button', { name: 'Publish version' }).click();
  await expect(creator).toHaveURL(/\/version\/[0-9A-Za-z]{8}$/);
  const versionPage = creator.url();
  const url = (await creator.locator('.files a[download]').first().getAttribute('href'))!;

  // The scan job runs every second: the version is held moments after publishing.
  await expect.poll(async () => publicAnswers(request, url, sha1), { timeout: 15_000 }).toEqual({ url: 404, hash: 404 });
  expect((await request.get(new URL(versionPage).pathname)).status()).toBe(404);
  await creator.reload();
  await expect(creator.getByRole('heading', { name: 'Held for review' })).toBeVisible();
  await shootBothThemes(SHOTS, creator, 'held-version');
  await creator.goto(`/mod/${mod.slug ?? mod.id}/versions`);
  await expect(creator.locator('li.version-row').filter({ hasText: number })).toContainText('Held for review');

  const moderator = await signedInPage(browser, 'moderator', 'demo-moderator-pass', '/moderation/technical-review');
  const card = moderator.getByRole('article').filter({ hasText: filename });
  await expect(card.getByRole('row').filter({ hasText: 'process-execution' })).toContainText('kiln_updater.Updater');
  await expect(card).toContainText('Held: hidden from the public');
  await shootBothThemes(SHOTS, moderator, 'technical-review');
  await card.getByLabel(/Message to the project's team/).fill('The updater runs whatever it downloads.');
  await card.getByRole('button', { name: 'Mark malicious and remove the version' }).click();
  await expect(moderator).toHaveURL(/\/moderation\/technical-review\?status=removed$/);
  await expect(moderator.getByRole('status')).toContainText('The version was removed');
  await expect(moderator.getByRole('article').filter({ hasText: filename })).toHaveCount(0);

  expect(await publicAnswers(request, url, sha1)).toEqual({ url: 404, hash: 404 });
  expect((await creator.goto(versionPage))?.status()).toBe(404);
  expect((await creator.request.get(`/v2/version_file/${sha1}`)).status()).toBe(404);
});

test('the seeded held version waits in the queue, and the practice page runs on samples', async ({ browser }) => {
  const moderator = await signedInPage(browser, 'moderator', 'demo-moderator-pass', '/moderation/technical-review');
  const seeded = moderator.getByRole('article').filter({ hasText: 'autoupdate-9.9.9-autoupdate.jar' });
  await expect(seeded).toContainText('com.example.autoupdate.Updater');
  await moderator.getByRole('combobox', { name: 'Severity' }).selectOption('medium');
  await moderator.getByRole('form', { name: 'Filter flagged files' }).getByRole('button', { name: 'Apply' }).click();
  await expect(moderator).toHaveURL(/severity=medium/);
  await expect(moderator.getByRole('article').filter({ hasText: 'autoupdate-9.9.9-autoupdate.jar' })).toHaveCount(0);

  await moderator.getByRole('link', { name: 'Practise on sample findings' }).click();
  await expect(moderator.getByRole('heading', { name: 'Technical review practice' })).toBeVisible();
  await shootBothThemes(SHOTS, moderator, 'technical-review-mockup');
  const sample = moderator.getByRole('article').filter({ hasText: 'Discord Presence' });
  await sample.getByRole('button', { name: 'Clear the file' }).focus();
  await moderator.keyboard.press('Enter');
  await expect(moderator.getByRole('status')).toContainText('Practice: you cleared presence-1.8.0.jar');
  await expect(moderator.getByRole('article').filter({ hasText: 'Discord Presence' })).toHaveCount(0);
  await expect(moderator.getByRole('article')).toHaveCount(3);
});

test('both pages pass the WCAG A/AA checks in light and dark', async ({ browser, baseURL }) => {
  const moderator = await signedInPage(browser, 'moderator', 'demo-moderator-pass', '/moderation/technical-review');
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await moderator.context().addCookies([{ name: 'color-mode', value: theme, url: baseURL! }]);
    for (const path of ['/moderation/technical-review', '/moderation/technical-review-mockup']) {
      await moderator.goto(path);
      const { violations } = await new AxeBuilder({ page: moderator }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      found.push(...violations.flatMap((violation) => violation.nodes.map((node) => `${theme} ${path} ${violation.id}: ${node.target.join(' ')}`)));
    }
  }
  expect(found).toEqual([]);
});

