// Every pre-rendered public page, with when it last changed where the content says so: the static sitemap's source.
import { changelogEntries, legalPages, publishedArticles } from './collections.ts';
import { CHANGELOG_PRODUCTS, changelogPath } from './changelog.ts';
import { NEWS_PAGE_SIZE, articlePath, changelogListPath, newsPageUrl } from './news-paths.ts';
import { APP_PLATFORMS } from './app-downloads.ts';
import type { SitemapUrl } from './sitemap.ts';

const MARKETING_PAGES = ['/plus', '/servers', '/app', '/frog', '/flags', '/legal'];

export async function staticRoutes(origin: string): Promise<SitemapUrl[]> {
  const [articles, entries, legal] = await Promise.all([publishedArticles(), changelogEntries(), legalPages()]);
  const newest = (dates: Date[]) => dates.reduce<Date | undefined>((latest, date) => (!latest || date > latest ? date : latest), undefined);
  const entryDate = (product?: string) => newest(entries.filter((entry) => !product || entry.data.product === product).map((entry) => new Date(entry.data.date)));
  const pageCount = Math.max(1, Math.ceil(articles.length / NEWS_PAGE_SIZE));
  const paths: SitemapUrl[] = [
    ...Array.from({ length: pageCount }, (_, index) => ({ loc: newsPageUrl(index + 1), lastmod: index === 0 ? newest(articles.map((article) => article.data.date)) : undefined })),
    ...articles.map((article) => ({ loc: articlePath(article.id), lastmod: article.data.date })),
    { loc: changelogListPath(), lastmod: entryDate() },
    ...CHANGELOG_PRODUCTS.map((product) => ({ loc: changelogListPath(product), lastmod: entryDate(product) })),
    ...entries.map((entry) => ({ loc: changelogPath(entry.data.product, entry.data.date), lastmod: new Date(entry.data.date) })),
    ...legal.map((page) => ({ loc: `/legal/${page.id}`, lastmod: page.data.updated })),
    ...MARKETING_PAGES.map((loc) => ({ loc })),
    ...APP_PLATFORMS.map((platform) => ({ loc: `/app/download/${platform.id}` })),
  ];
  return [{ loc: '/' }, ...paths].map((url) => ({ ...url, loc: `${origin}${url.loc}` }));
}
