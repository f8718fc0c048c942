// A report from start to end in the browser: a player reports a project from its page, a moderator finds it in
// /moderation/reports and replies, the player reads the reply and its notification, and the moderator closes it.
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/accounts.ts';
import { shootBothThemes } from './support/screenshots.ts';
import { demoPages } from './support/demo-pages.ts';

const SHOTS = process.env.MODERATION_SCREENSHOTS;

test('non-staff get the 404 page on moderation pages', async ({ browser }) => {
  const player = await signedInPage(browser, 'player', 'demo-player-pass', '/dashboard');
  for (const path of ['/moderation', '/moderation/reports']) {
    const answer = await player.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(player.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

test('a player reports a project, a moderator replies and closes it, the player reads the reply', async ({ browser, request }) => {
  const { project } = await demoPages(request);
  const player = await signedInPage(browser, 'player', 'demo-player-pass', project);
  await player.locator('header').getByRole('link', { name: 'Report this project' }).click();
  await expect(player).toHaveURL(/\/report\?item=project&id=/);
  const title = (await player.locator('#report-details .target a').textContent())!.trim();
  await player.getByRole('radio', { name: /Malicious/ }).check();
  await expect(player.getByText('Summaries from antivirus scanners or AI detection are not accepted')).toBeVisible();
  await player.getByRole('radio', { name: /Spam/ }).check();
  await player.getByLabel('Additional context').fill('This project links to a **download mirror** full of ads.');
  await shootBothThemes(SHOTS, player, 'report-form');
  await player.getByRole('button', { name: 'Submit report' }).click();
  await expect(player).toHaveURL(/\/dashboard\/report\/[0-9A-Za-z]{8}\?status=submitted$/);
  await expect(player.getByRole('status')).toContainText('Your report has been submitted');
  const reportPath = new URL(player.url()).pathname;
  const reportId = reportPath.split('/').pop()!;

  // Reporting the same item again leads to the open report.
  await player.goto(`/report?item=project&id=${encodeURIComponent(project.split('/').pop()!)}`);
  await expect(player.getByText(/You have already reported/)).toBeVisible();
  await player.getByRole('link', { name: 'Go to report' }).click();
  await expect(player).toHaveURL(new RegExp(`${reportPath}#compose$`));

  const moderator = await signedInPage(browser, 'moderator', 'demo-moderator-pass', '/moderation/reports');
  await shootBothThemes(SHOTS, moderator, 'moderation-reports');
  await moderator.locator(`a[href="/moderation/reports/${reportId}"]`).click();
  await expect(moderator.getByRole('heading', { level: 1 })).toContainText(title);
  await moderator.getByLabel('Write a message').fill('Thanks! We are **looking into it**.');
  await moderator.getByRole('button', { name: 'Send' }).click();
  await expect(moderator.getByRole('status')).toContainText('Your message has been sent');
  await shootBothThemes(SHOTS, moderator, 'moderation-report');

  await player.goto(reportPath);
  await expect(player.locator('#thread strong', { hasText: 'looking into it' })).toBeVisible();
  await shootBothThemes(SHOTS, player, 'dashboard-report');
  await player.goto('/dashboard/notifications');
  await expect(player.getByRole('heading', { name: 'A moderator has sent you a message' }).first()).toBeVisible();

  await moderator.getByRole('button', { name: 'Close report' }).click();
  await expect(moderator.getByRole('status')).toContainText('The report has been closed');
  await player.goto(reportPath);
  await expect(player.getByText('This report is closed')).toBeVisible();
  await expect(player.getByLabel('Write a message')).toHaveCount(0);
  await player.goto('/dashboard/reports');
  await expect(player.locator(`a[href="${reportPath}"]`)).toContainText('Closed');
});

test('staff see user details on profiles; admins look users up by email, and each look-up is logged', async ({ browser }) => {
  const moderator = await signedInPage(browser, 'moderator', 'demo-moderator-pass', '/user/player');
  const panel = moderator.locator('#staff');
  await expect(panel.getByText('player@kiln.localhost')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Ban account' })).toBeVisible();
  await shootBothThemes(SHOTS, moderator, 'profile-staff');
  expect((await moderator.goto('/admin/user_email'))?.status()).toBe(404);

  const admin = await signedInPage(browser, 'admin', 'demo-admin-pass', '/admin/user_email');
  await admin.getByLabel('Email address').fill('PLAYER@kiln.localhost');
  await admin.getByRole('button', { name: 'Look up' }).click();
  await expect(admin).toHaveURL(/\/admin\/user_email\?user=[0-9A-Za-z]{8}$/);
  await expect(admin.getByRole('heading', { name: 'Account found' })).toBeVisible();
  await expect(admin.locator('table')).toContainText('player@kiln.localhost');
  await shootBothThemes(SHOTS, admin, 'admin-user-email');
});
