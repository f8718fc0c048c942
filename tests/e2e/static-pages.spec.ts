// News, changelog, legal and product pages in a real browser: pre-rendered, reachable, linked together and free of JavaScript bundles.
import { expect, test, type APIRequestContext } from '@playwright/test';

const PAGES: [path: string, heading: string | RegExp][] = [
  ['/news', 'News'],
  ['/news/page/2', 'News'],
  ['/news/article/hello-kiln', 'Hello, Kiln'],
  ['/news/changelog', 'Changelog'],
  ['/news/changelog/web', 'Website changelog'],
  ['/news/changelog/servers', 'Kiln Servers changelog'],
  ['/news/changelog/app', 'Kiln App changelog'],
  ['/news/changelog/app/2026-02-03', 'Kiln App 0.10.3'],
  ['/legal', 'Legal'],
  ...['ccpa', 'cmp-info', 'cmp', 'copyright', 'privacy', 'rules', 'security', 'terms'].map((slug): [string, RegExp] => [`/legal/${slug}`, /\w/]),
  ['/plus', 'Support the creators you play'],
  ['/servers', 'Your own Minecraft server, ready in minutes'],
  ['/app', 'Every modpack, one click away'],
  ['/app/download/linux', 'Downloads from this site are not open yet'],
  ['/frog', 'You found the frog.'],
  ['/flags', 'Feature flags'],
];

/** Every <script> of a page: only the layout's inline theme bootstrap may appear, never a bundle or an island. */
async function scriptsOf(request: APIRequestContext, path: string): Promise<{ html: string; scripts: string[] }> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return { html, scripts: html.match(/<script\b[^>]*>/g) ?? [] };
}

for (const [path, heading] of PAGES) {
  test(`${path} renders with its heading, header and footer`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.replace(/\//g, '\\/')}$`));
  });
}

test('the changelog filters by product through plain links', async ({ page }) => {
  await page.goto('/news/changelog');
  const filter = page.getByRole('navigation', { name: 'Filter by product' });
  await expect(filter.getByRole('link', { name: 'All products' })).toHaveAttribute('aria-current', 'page');

  for (const [label, product] of [['Kiln Servers', 'servers'], ['Kiln App', 'app'], ['Website', 'web']] as const) {
    await filter.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/news/changelog/${product}$`));
    await expect(filter.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    const badges = page.locator('main .entry .badge');
    expect(await badges.count()).toBeGreaterThan(5);
    expect(new Set(await badges.allTextContents())).toEqual(new Set([label]));
  }

  const firstDay = page.locator('main .entry .day a').first();
  const href = await firstDay.getAttribute('href');
  expect(href).toMatch(/^\/news\/changelog\/web\/\d{4}-\d{2}-\d{2}$/);
  await firstDay.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.getByRole('link', { name: 'Website' }).first().click();
  await expect(page).toHaveURL(/\/news\/changelog\/web$/);
});

test('news pages ship no script bundles, islands or external scripts', async ({ page, request }) => {
  await page.goto('/news');
  const articleLinks = await page.locator('main .article-card h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const paths = ['/news', '/news/changelog', '/legal/terms', '/plus', '/servers', '/app', ...articleLinks.filter((href): href is string => !!href)];
  expect(articleLinks.length).toBeGreaterThanOrEqual(6);
  for (const path of paths) {
    const { html, scripts } = await scriptsOf(request, path);
    expect(html, path).not.toContain('astro-island');
    expect(scripts, path).toHaveLength(1);
    expect(scripts[0], path).not.toMatch(/\bsrc=|type="module"/);
  }
});

test('an article has a byline, reading time, neighbours and social cards with its own image', async ({ page, request }) => {
  await page.goto('/news/article/introducing-kiln-plus');
  await expect(page.locator('.byline')).toContainText('By Mara Lindqvist');
  await expect(page.locator('.byline')).toContainText(/\d+ min read/);
  const neighbours = page.getByRole('navigation', { name: 'More news' });
  await expect(neighbours.getByRole('link', { name: /Older/ })).toBeVisible();
  await expect(neighbours.getByRole('link', { name: /Newer/ })).toBeVisible();
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toMatch(/^https?:\/\/[^/]+\/_astro\/introducing-kiln-plus\.[\w-]+\.jpg$/);
  expect((await request.get(new URL(ogImage!).pathname)).status()).toBe(200);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', /\/news\/atom\.xml$/);
});

test('news list images are sized, and all but the first wait until scrolled near', async ({ page }) => {
  await page.goto('/news');
  const images = page.locator('main .article-card img');
  const attributes = await images.evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('width'), node.getAttribute('height'), node.getAttribute('loading')]));
  expect(attributes.length).toBe(8);
  for (const [width, height] of attributes) expect(Number(width) * Number(height)).toBeGreaterThan(0);
  expect(attributes.slice(1).every(([, , loading]) => loading === 'lazy')).toBe(true);
  await page.getByRole('link', { name: 'Older →' }).click();
  await expect(page).toHaveURL(/\/news\/page\/2$/);
  await expect(page.getByRole('link', { name: '← Newer' })).toHaveAttribute('href', '/news');
});

test('pages work with JavaScript turned off: prices, FAQ and currencies are all in the HTML', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/plus');
  await expect(page.locator('#pricing')).toContainText('$4.99');
  await expect(page.locator('#pricing')).toContainText('$49.99');
  await page.getByText('Prices in other currencies').click();
  await expect(page.locator('#currency-eur')).toContainText('€4.99');
  await expect(page.getByRole('link', { name: 'Get Kiln Plus' })).toHaveAttribute('href', '/settings/billing/checkout?interval=monthly');
  await page.goto('/servers');
  await expect(page.locator('#plans')).toContainText('$12.00');
  await expect(page.getByRole('row', { name: /46 GB/ })).toContainText('$138.00');
  await page.getByText('Which plan should I pick?').click();
  await expect(page.getByText('Small suits up to five players')).toBeVisible();
  await context.close();
});

test('the app page lists the four latest app changes and a download per platform', async ({ page }) => {
  await page.goto('/app');
  await expect(page.locator('.changes .entry')).toHaveCount(4);
  for (const os of ['windows', 'macos', 'linux']) {
    await expect(page.locator(`a[href="/app/download/${os}"]`).first()).toBeVisible();
  }
});

test('feeds, sitemaps and robots.txt are served as XML and text', async ({ request }) => {
  for (const path of ['/news/rss.xml', '/news/changelog/rss.xml', '/news/changelog/app/rss.xml']) {
    const body = await (await request.get(path)).text();
    expect(body, path).toContain('<rss version="2.0"');
    expect(body, path).toContain('<item>');
  }
  for (const path of ['/news/atom.xml', '/news/changelog/atom.xml', '/news/changelog/servers/atom.xml']) {
    const body = await (await request.get(path)).text();
    expect(body, path).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(body, path).toContain('<entry>');
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/news/article/hello-kiln</loc>');
  expect(sitemap).toContain('/legal/terms</loc>');
  const projects = await request.get('/sitemap-projects.xml');
  expect(projects.headers()['content-type']).toContain('xml');
  expect(await projects.text()).toMatch(/<loc>[^<]+\/(mod|modpack|plugin|datapack|resourcepack|shader)\/[^<]+<\/loc>/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
  expect(robots).toMatch(/^Sitemap: .+\/sitemap-projects\.xml$/m);
});
