// Automated WCAG 2.1 A/AA checks (axe) of the pages people read and the forms they fill, in light and dark: contrast,
// names and labels of every control, landmarks, document language and title. Any violation fails with its details.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { demoPages } from './support/demo-pages.ts';

const THEMES = ['light', 'dark'] as const;

async function publicPages(request: APIRequestContext): Promise<string[]> {
  const demo = await demoPages(request);
  return [
    '/', '/mods', '/resourcepacks', '/shaders', demo.project, `${demo.project}/versions`, `${demo.project}/gallery`,
    demo.version, '/user/creator', demo.organization, demo.collection,
    '/mod/no-such-project-anywhere', '/auth/sign-in', '/auth/sign-up', '/auth/reset-password', '/news', '/news/changelog', '/legal/terms',
    '/plus', '/servers', '/app', '/status', '/docs/api', '/settings/appearance', '/settings/language',
  ];
}

const SIGNED_IN_PAGES = [
  '/settings/profile', '/settings/account', '/settings/sessions', '/settings/pats', '/settings/applications', '/settings/authorizations',
  '/dashboard', '/dashboard/projects', '/dashboard/notifications', '/dashboard/collections', '/dashboard/organizations',
  // Built pages, which a signed-in person gets in their own frame.
  '/legal/terms', '/news', '/plus',
];

/** Every violation on the page, one line each: where, which rule, and what axe says is wrong. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) =>
    `${path} ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`));
}

for (const theme of THEMES) {
  test(`public pages pass the WCAG A/AA checks in ${theme}`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: 'color-mode', value: theme, url: baseURL! }]);
    const found: string[] = [];
    for (const path of await publicPages(request)) found.push(...await violationsOn(page, path));
    expect(found).toEqual([]);
  });

  test(`settings and dashboard pages pass the WCAG A/AA checks in ${theme}`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: 'color-mode', value: theme, url: baseURL! }]);
    await signIn(page, 'creator', 'demo-creator-pass');
    const found: string[] = [];
    for (const path of SIGNED_IN_PAGES) found.push(...await violationsOn(page, path));
    const [project] = (await (await page.request.get('/v2/user/creator/projects')).json()) as { slug: string; project_type: string }[];
    for (const section of ['', '/description', '/license', '/links', '/members', '/tags']) {
      found.push(...await violationsOn(page, `/${project!.project_type}/${project!.slug}/settings${section}`));
    }
    expect(found).toEqual([]);
  });
}
