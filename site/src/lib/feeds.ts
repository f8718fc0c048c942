// RSS 2.0 (through @astrojs/rss) and Atom 1.0 documents built from plain feed items; the feed endpoints' one builder.
import { getRssString } from '@astrojs/rss';

export interface FeedItem {
  title: string;
  /** Absolute URL of the item's page; also its permanent ID. */
  link: string;
  date: Date;
  summary?: string;
  /** Full HTML content. */
  html?: string;
  authors?: string[];
  categories?: string[];
}

export interface Feed {
  title: string;
  description: string;
  /** Absolute URL of the HTML page the feed mirrors. */
  pageUrl: string;
  /** Absolute URL of this feed document. */
  feedUrl: string;
  items: FeedItem[];
}

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`);
}

export async function rssFeed(feed: Feed): Promise<string> {
  return getRssString({
    title: feed.title,
    description: feed.description,
    site: feed.pageUrl,
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en</language><atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    items: feed.items.map((item) => ({
      title: item.title,
      link: item.link,
      pubDate: item.date,
      description: item.summary,
      content: item.html,
      categories: item.categories,
    })),
  });
}

export function atomFeed(feed: Feed): string {
  const updated = feed.items.reduce((latest, item) => Math.max(latest, item.date.getTime()), 0);
  const entries = feed.items.map((item) => [
    '<entry>',
    `<title>${escapeXml(item.title)}</title>`,
    `<id>${escapeXml(item.link)}</id>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(item.link)}"/>`,
    `<published>${item.date.toISOString()}</published>`,
    `<updated>${item.date.toISOString()}</updated>`,
    ...(item.authors ?? ['Kiln']).map((name) => `<author><name>${escapeXml(name)}</name></author>`),
    ...(item.categories ?? []).map((term) => `<category term="${escapeXml(term)}"/>`),
    item.summary ? `<summary>${escapeXml(item.summary)}</summary>` : '',
    item.html ? `<content type="html">${escapeXml(item.html)}</content>` : '',
    '</entry>',
  ].join(''));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<title>${escapeXml(feed.title)}</title>`,
    `<subtitle>${escapeXml(feed.description)}</subtitle>`,
    `<id>${escapeXml(feed.feedUrl)}</id>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.feedUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    // An empty feed still needs a valid <updated>; the epoch says "nothing yet".
    `<updated>${new Date(updated).toISOString()}</updated>`,
    ...entries,
    '</feed>',
  ].join('\n');
}
