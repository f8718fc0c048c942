// /news/changelog/{product}/atom.xml: one product's changelog as Atom 1.0.
import type { APIRoute, GetStaticPaths } from 'astro';
import { CHANGELOG_PRODUCTS, type ChangelogProduct } from '#site/lib/changelog.ts';
import { atomResponse, changelogFeed, siteOrigin } from '#site/lib/content-feeds.ts';

export const getStaticPaths = (() => CHANGELOG_PRODUCTS.map((product) => ({ params: { product } }))) satisfies GetStaticPaths;

export const GET: APIRoute = (context) =>
  atomResponse(changelogFeed(siteOrigin(context), context.url.pathname, context.params.product as ChangelogProduct));
