// The review queue in the browser: a creator submits a draft and sees its place in the queue, a moderator finds it in
// /moderation and approves it through the staff checklist on its Moderation tab, and it is searchable within a second.
import { expect, test, type Page } from '@playwright/test';
import { signedInPage } from './support/accounts.ts';
import { shootBothThemes } from './support/screenshots.ts';
import { strToU8, zipSync } from 'fflate';
import { hydrated } from './support/islands.ts';

const SHOTS = process.env.MODERATION_SCREENSHOTS;
const DESCRIPTION = `# Ember Lanterns\n\n${'Lanterns that keep embers alive through the night, so a camp never goes dark while you explore the caves below. '.repeat(3)}`;

/** A draft with a description, a category and one version: everything the publishing checklist asks for. */
async function readyDraft(page: Page, title: string, slug: string) {
  const origin = { origin: new URL(page.url()).origin };
  const data = {
    title, slug, description: 'Lanterns that keep the embers alive.', body: DESCRIPTION, project_type: 'mod', client_side: 'required',
    server_side: 'optional', categories: ['utility'], license_id: 'MIT', is_draft: true, initial_versions: [],
  };
  const created = await page.request.post('/_internal/v2/project', { headers: origin, multipart: { data: JSON.stringify(data) } });
  expect(created.status()).toBe(200);
  const project = await created.json();
  const jar = Buffer.from(zipSync({
    'fabric.mod.json': strToU8(JSON.stringify({ schemaVersion: 1, id: slug.replace(/-/g, '_'), version: '1.0.0', name: title, environment: '*' })),
  }));
  const version = {
    project_id: project.id, file_parts: ['file'], version_number: '1.0.0', name: 'First light', changelog: 'First release',
    dependencies: [], game_versions: ['1.20.1'], version_type: 'release', loaders: ['fabric'], featured: true,
  };
  const published = await page.request.post('/_internal/v2/version', {
    headers: origin, multipart: { data: JSON.stringify(version), file: { name: `${slug}.jar`, mimeType: 'application/java-archive', buffer: jar } },
  });
  expect(published.status()).toBe(200);
}

test('a creator submits a draft, sees its place in the queue, and a moderator approves it through the checklist', async ({ browser }) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const title = `Ember Lanterns ${suffix}`;
  const slug = `ember-lanterns-${suffix}`;
  const creator = await signedInPage(browser, 'creator', 'demo-creator-pass');
  await readyDraft(creator, title, slug);

  await creator.goto(`/mod/${slug}/settings`);
  await hydrated(creator, 'SubmitForReview');
  await creator.locator('.checklist').getByRole('button', { name: 'Submit for review' }).click();
  await expect(creator.getByText('Under review').first()).toBeVisible();
  await creator.goto(`/mod/${slug}/moderation`);
  await expect(creator.locator('[data-queue-position]')).toContainText(/This project is number \d+ of \d+ in the review queue/);
  await expect(creator.locator('#thread')).toContainText('changed the status from Draft to Under review');
  await shootBothThemes(SHOTS, creator, 'project-moderation-tab');

  const moderator = await signedInPage(browser, 'moderator', 'demo-moderator-pass');
  await moderator.goto('/moderation');
  await shootBothThemes(SHOTS, moderator, 'moderation-queue');
  await moderator.getByRole('searchbox', { name: 'Search the queue' }).fill(suffix);
  await moderator.getByRole('searchbox', { name: 'Search the queue' }).press('Enter');
  await expect(moderator).toHaveURL(new RegExp(`q=${suffix}`));
  await moderator.getByRole('link', { name: title }).click();
  await moderator.goto(`${new URL(moderator.url()).pathname}/moderation`);
  const checklist = moderator.locator('#staff-checklist');
  await expect(checklist.getByRole('group', { name: '1. Title and slug' })).toContainText(slug);
  await shootBothThemes(SHOTS, moderator, 'staff-checklist');
  // By keyboard: tick a template, pick the decision, write the message, send.
  await checklist.getByRole('checkbox', { name: /links do not work/ }).focus();
  await moderator.keyboard.press('Space');
  await expect(checklist.getByRole('checkbox', { name: /links do not work/ })).toBeChecked();
  await checklist.getByRole('radio', { name: 'Approve', exact: true }).check();
  await checklist.getByLabel('Message to the team').fill('Welcome to Kiln! Please fix the link when you can.');
  await checklist.getByRole('button', { name: 'Send decision' }).click();
  const decidedAt = Date.now();
  await expect(moderator.getByRole('status').first()).toContainText('The decision has been saved');

  await expect(async () => {
    const hits = (await (await moderator.request.get(`/v2/search?query=${encodeURIComponent(title)}`)).json()).hits as { slug: string }[];
    expect(hits.map((hit) => hit.slug)).toContain(slug);
  }).toPass({ timeout: 1_000, intervals: [100] });
  expect(Date.now() - decidedAt).toBeLessThan(1_500);

  await creator.goto(`/mod/${slug}/moderation`);
  await expect(creator.locator('#thread')).toContainText('changed the status from Under review to Public');
  await expect(creator.locator('#thread')).toContainText('Please fix the link when you can.');
  await expect(creator.locator('[data-queue-position]')).toHaveCount(0);
});
