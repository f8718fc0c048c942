// /news/changelog/{product}/rss.xml: one product's changelog as RSS 2.0.
import type { APIRoute, GetStaticPaths } from 'astro';
import { CHANGELOG_PRODUCTS, type ChangelogProduct } from '#site/lib/changelog.ts';
import { changelogFeed, rssResponse, siteOrigin } from '#site/lib/content-feeds.ts';

export const getStaticPaths = (() => CHANGELOG_PRODUCTS.map((product) => ({ params: { product } }))) satisfies GetStaticPaths;

export const GET: APIRoute = (context) =>
  rssResponse(changelogFeed(siteOrigin(context), context.url.pathname, context.params.product as ChangelogProduct));
