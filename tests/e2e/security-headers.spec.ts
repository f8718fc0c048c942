// Headers a browser enforces, on pre-rendered pages, on-demand pages and the API; and pages whose scripts (the theme
// bootstrap, islands, page scripts) all run under the Content-Security-Policy without a single violation.
import { expect, test } from '@playwright/test';
import { demoPages } from './support/demo-pages.ts';
import { signUp } from './support/accounts.ts';

const html = ['/news', '/mods', '/auth/sign-in'];

test('pre-rendered and on-demand pages forbid framing and sniffing and name a referrer policy; the API too', async ({ request }) => {
  for (const path of html) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(response.status(), path).toBe(200);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
  const news = (await request.get('/news')).headers()['content-security-policy'];
  expect(news).toMatch(/script-src 'self' 'sha256-/);
  const api = (await request.get('/v2/tag/loader')).headers();
  expect(api['x-content-type-options']).toBe('nosniff');
  expect(api['content-security-policy']).toBeUndefined();
  // The public URL of the test server is http: no HSTS that would pin a developer's localhost to https.
  expect(api['strict-transport-security']).toBeUndefined();
});

test('no page’s script breaks the Content-Security-Policy', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  const demo = await demoPages(request);
  for (const path of ['/', '/news', '/mods', demo.project, `${demo.project}/versions`, demo.version, demo.collection, '/docs/api']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // The theme bootstrap ran: it marks the page before the body renders.
  await expect(page.locator('html')).toHaveAttribute('data-theme-preference', 'system');
  await signUp(page, 'csp-checker');
  for (const path of ['/dashboard/projects', '/settings/profile', '/settings/pats', '/dashboard/collections']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
