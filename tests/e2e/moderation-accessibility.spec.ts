// WCAG 2.1 A/AA checks (axe) of the moderation pages and the report form, in light and dark: the staff pages as a
// moderator and an admin, the report pages as the player who filed the seeded reports.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

const THEMES = ['light', 'dark'] as const;

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) =>
    `${path} ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`));
}

async function themed(context: BrowserContext, baseURL: string, theme: string) {
  await context.addCookies([{ name: 'color-mode', value: theme, url: baseURL }]);
}

for (const theme of THEMES) {
  test(`moderation pages pass the WCAG A/AA checks in ${theme}`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await themed(context, baseURL!, theme);
    await signIn(page, 'moderator', 'demo-moderator-pass');
    const [report] = (await (await page.request.get('/_internal/v2/report?all=true')).json()) as { id: string }[];
    const [queued] = (await (await page.request.get('/_internal/v3/moderation/projects')).json()) as { project_id: string }[];
    const found: string[] = [];
    for (const path of ['/moderation', '/moderation/reports', '/moderation/reports?state=closed', `/moderation/reports/${report!.id}`, `/project/${queued!.project_id}/moderation`, '/user/player']) {
      found.push(...await violationsOn(page, path));
    }
    expect(found).toEqual([]);
  });

  test(`report pages and the admin look-up pass the WCAG A/AA checks in ${theme}`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const player = await browser.newContext();
    await themed(player, baseURL!, theme);
    const page = await player.newPage();
    await signIn(page, 'player', 'demo-player-pass');
    const [report] = (await (await page.request.get('/_internal/v2/report')).json()) as { id: string }[];
    const found: string[] = [];
    for (const path of ['/report', '/report?item=project&id=no-such-project-here', '/dashboard/reports', `/dashboard/report/${report!.id}`]) {
      found.push(...await violationsOn(page, path));
    }
    const { hits: [hit] } = (await (await page.request.get('/v2/search?limit=1&index=newest')).json()) as { hits: { slug: string }[] };
    found.push(...await violationsOn(page, `/report?item=project&id=${hit!.slug}`));
    const admin = await browser.newContext();
    await themed(admin, baseURL!, theme);
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'admin', 'demo-admin-pass');
    found.push(...await violationsOn(adminPage, '/admin/user_email'));
    expect(found).toEqual([]);
  });
}
