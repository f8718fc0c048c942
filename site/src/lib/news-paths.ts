// URLs of the news and changelog pages and feeds, in one place so pages, feeds and the sitemap agree.
import { PRODUCT_LABELS, type ChangelogProduct } from './changelog.ts';

// Eight fills three rows on the first page, where the newest article takes two columns.
export const NEWS_PAGE_SIZE = 8;

/** Page 1 of the list is /news itself; later pages live under /news/page/N. */
export function newsPageUrl(page: number): string {
  return page <= 1 ? '/news' : `/news/page/${page}`;
}

export function articlePath(id: string): string {
  return `/news/article/${id}`;
}

export function changelogListPath(product?: ChangelogProduct): string {
  return product ? `/news/changelog/${product}` : '/news/changelog';
}

export interface FeedLink { title: string; href: string; type: 'rss' | 'atom' }

export const NEWS_FEEDS: FeedLink[] = [
  { title: 'Kiln News (RSS)', href: '/news/rss.xml', type: 'rss' },
  { title: 'Kiln News (Atom)', href: '/news/atom.xml', type: 'atom' },
];

export function changelogFeeds(product?: ChangelogProduct): FeedLink[] {
  const name = product ? `Kiln changelog: ${PRODUCT_LABELS[product]}` : 'Kiln changelog';
  const base = changelogListPath(product);
  return [
    { title: `${name} (RSS)`, href: `${base}/rss.xml`, type: 'rss' },
    { title: `${name} (Atom)`, href: `${base}/atom.xml`, type: 'atom' },
  ];
}
