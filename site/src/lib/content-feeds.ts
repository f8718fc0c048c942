// Turns the news and changelog collections into Feed documents for the feed endpoints.
import type { APIContext } from 'astro';
import { changelogEntries, publishedArticles } from './collections.ts';
import { PRODUCT_LABELS, changelogDay, changelogPath, type ChangelogProduct } from './changelog.ts';
import { formatDay } from './long-date.ts';
import { articlePath, changelogListPath } from './news-paths.ts';
import { ATOM_CONTENT_TYPE, RSS_CONTENT_TYPE, atomFeed, rssFeed, type Feed } from './feeds.ts';

/** No `site` is configured, so feeds use the origin they were built or requested for. */
export function siteOrigin(context: Pick<APIContext, 'site' | 'url'>): string {
  return (context.site ?? context.url).origin;
}

/** Feed readers show content out of context, so root-relative links in the HTML must become absolute. */
function absoluteLinks(html: string, origin: string): string {
  return html.replace(/(href|src)="\//g, `$1="${origin}/`);
}

export async function newsFeed(origin: string, feedPath: string): Promise<Feed> {
  const articles = await publishedArticles();
  return {
    title: 'Kiln News',
    description: 'Announcements and stories from the Kiln team.',
    pageUrl: `${origin}/news`,
    feedUrl: `${origin}${feedPath}`,
    items: articles.map((article) => ({
      title: article.data.title,
      link: `${origin}${articlePath(article.id)}`,
      date: article.data.date,
      summary: article.data.summary,
      html: article.rendered?.html && absoluteLinks(article.rendered.html, origin),
      authors: article.data.authors,
      categories: article.data.tags,
    })),
  };
}

export async function changelogFeed(origin: string, feedPath: string, product?: ChangelogProduct): Promise<Feed> {
  const entries = await changelogEntries(product);
  const name = product ? PRODUCT_LABELS[product] : 'all products';
  return {
    title: product ? `Kiln changelog: ${PRODUCT_LABELS[product]}` : 'Kiln changelog',
    description: `What changed on Kiln (${name}), release by release.`,
    pageUrl: `${origin}${changelogListPath(product)}`,
    feedUrl: `${origin}${feedPath}`,
    items: entries.map((entry) => {
      const label = PRODUCT_LABELS[entry.data.product];
      return {
        title: `${label}${entry.data.version ? ` ${entry.data.version}` : ''}, ${formatDay(changelogDay(entry.data.date))}`,
        link: `${origin}${changelogPath(entry.data.product, entry.data.date)}`,
        date: new Date(entry.data.date),
        html: entry.rendered?.html && absoluteLinks(entry.rendered.html, origin),
        categories: [label],
      };
    }),
  };
}

export async function rssResponse(feed: Promise<Feed>): Promise<Response> {
  return new Response(await rssFeed(await feed), { headers: { 'Content-Type': RSS_CONTENT_TYPE } });
}

export async function atomResponse(feed: Promise<Feed>): Promise<Response> {
  return new Response(atomFeed(await feed), { headers: { 'Content-Type': ATOM_CONTENT_TYPE } });
}
