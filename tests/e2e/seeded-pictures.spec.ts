// A first start looks like a real site: the demo data's projects, people and organizations show seeded pictures,
// resource packs show screenshots in the gallery layout, and the lightbox opens them. Saves pictures of home, a search
// page and a resource pack's gallery in both themes under test-results/screenshots/ for a visual review.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const THEMES = ['light', 'dark'] as const;

interface Hit { slug: string; project_id: string; title: string; icon_url: string; gallery: string[]; featured_gallery: string | null }

/** The most downloaded resource pack with a seeded icon and at least two screenshots. */
async function pictureBook(request: APIRequestContext): Promise<Hit> {
  const facets = encodeURIComponent('[["project_type:resourcepack"]]');
  const { hits } = await (await request.get(`/v2/search?limit=100&index=downloads&facets=${facets}`)).json() as { hits: Hit[] };
  const pack = hits.find((hit) => hit.icon_url && hit.gallery.length >= 2);
  expect(pack, 'a seeded resource pack with an icon and a gallery').toBeDefined();
  return pack!;
}

/**
 * Every image in `images` has loaded, and when `width` is given the seeded ones show at that width (other browser
 * tests upload small icons of their own to demo projects, which then appear among the recently updated).
 */
async function expectLoaded(images: Locator, width?: number): Promise<void> {
  expect(await images.count()).toBeGreaterThan(0);
  await images.evaluateAll((all: HTMLImageElement[]) => Promise.all(all.map((image) => {
    image.loading = 'eager';
    return image.decode();
  })));
  const widths = await images.evaluateAll((all: HTMLImageElement[]) => all.map((image) => image.naturalWidth));
  for (const natural of widths) expect(natural).toBeGreaterThan(0);
  if (width !== undefined) expect(widths.filter((natural) => natural === width).length).toBeGreaterThan(widths.length / 2);
}

async function snap(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A full-page picture shows what lies below the fold, which lazy images would leave blank.
  await page.locator('img').evaluateAll((all: HTMLImageElement[]) => Promise.all(all.map((image) => {
    image.loading = 'eager';
    return image.decode().catch(() => undefined);
  })));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${OUT}${name}.png`, fullPage: true });
}

test('home and search show seeded icons, and resource packs show their screenshots in the gallery layout', async ({ page }) => {
  await page.goto('/');
  await expectLoaded(page.locator('.cards img[src*="/cdn/images/project/"]'), 128);

  await page.goto('/mods');
  await expectLoaded(page.locator('.search-result-icon img[src*="/cdn/images/project/"]'), 128);

  await page.goto('/resourcepacks');
  await expect(page.getByRole('radio', { name: 'Gallery' })).toBeChecked();
  await expectLoaded(page.locator('.search-result-media img[src*="/gallery/"]'), 640);
});

test('people and organizations show seeded faces and banners', async ({ page }) => {
  await page.goto('/user/creator');
  await expectLoaded(page.locator('img.avatar[src*="/cdn/images/user/"]'), 128);
  // Other browser tests add organizations of their own to the creator's (some with small uploaded icons): the seeded
  // ones are those whose banner shows at the seeded width.
  const organizations = await (await page.request.get('/v3/user/creator/organizations')).json() as { slug: string; icon_url: string | null }[];
  const widths: number[] = [];
  for (const organization of organizations.filter((entry) => entry.icon_url?.includes('/cdn/images/organization/'))) {
    await page.goto(`/organization/${organization.slug}`);
    const icon = page.locator('.project-icon img[src*="/cdn/images/organization/"]').first();
    await expectLoaded(icon);
    widths.push(await icon.evaluate((image: HTMLImageElement) => image.naturalWidth));
  }
  expect(widths).toContain(128);
});

test('the lightbox opens a resource pack’s seeded screenshots, featured first, with the keyboard', async ({ page }) => {
  const pack = await pictureBook(page.request);
  await page.goto(`/resourcepack/${pack.slug}/gallery`);
  await expectLoaded(page.locator('.project-icon img').first(), 128);
  const thumbs = page.locator('.gallery a.thumb');
  await expect(thumbs).toHaveCount(pack.gallery.length);
  await expectLoaded(thumbs.locator('img'), 640);
  await expect(page.locator('.gallery .title').first()).toContainText('Featured');

  await thumbs.first().focus();
  await page.keyboard.press('Enter');
  const first = page.locator('.lightbox:target');
  await expect(first).toBeVisible();
  await expect(first).toContainText(`1 of ${pack.gallery.length}`);
  await expect(first.locator('figure img')).toHaveAttribute('src', pack.featured_gallery!);
  await expectLoaded(first.locator('figure img'), 640);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('.lightbox:target')).toContainText(`2 of ${pack.gallery.length}`);
  await page.keyboard.press('Escape');
  await expect(page.locator('.lightbox:target')).toHaveCount(0);
  await expect(thumbs.nth(1)).toBeFocused();
});

for (const theme of THEMES) {
  test(`pictures of home, a search page and a resource pack's gallery in ${theme}`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme });
    await context.addCookies([{ name: 'color-mode', value: theme, url: baseURL! }]);
    const page = await context.newPage();
    const pack = await pictureBook(page.request);
    const pages = [['home', '/'], ['resourcepacks', '/resourcepacks'], ['shaders', '/shaders'], ['mods', '/mods'], ['gallery', `/resourcepack/${pack.slug}/gallery`]];
    for (const [name, path] of pages) {
      await page.goto(path!);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}-mode\\b`));
      await snap(page, `seeded-${theme}-${name}`);
    }
    await page.locator('.gallery a.thumb').first().click();
    await expect(page.locator('.lightbox:target')).toBeVisible();
    await page.screenshot({ path: `${OUT}seeded-${theme}-lightbox.png` });
    await context.close();
  });
}
