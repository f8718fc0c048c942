// Listing cards straight from the search engine (already sorted and visibility-filtered), for server-rendered lists.
import type { SearchSort } from '#contracts/search.ts';
import type { AstroGlobal } from 'astro';
import type { ProjectCard } from '#catalog';
import { searchProjectsForPage, searchResponseView } from '#search';
import { listLoaders } from '#catalog';
import { toResultCard } from '#site/islands/search/results.ts';

export async function searchCards(astro: Pick<AstroGlobal, 'locals'>, sort: SearchSort, limit: number): Promise<{ cards: ProjectCard[]; total: number }> {
  const runtime = await astro.locals.kiln.runtime();
  const [result, loaders] = await Promise.all([
    searchProjectsForPage(runtime, { query: '', filter: null, sort, offset: 0, limit }),
    listLoaders(runtime.db),
  ]);
  const response = searchResponseView({ ...result, offset: 0, limit }, runtime.config.cdnUrl);
  const catalog = { tagOrder: [], loaders: loaders.map((loader) => loader.name) };
  const cards = response.hits.map((hit): ProjectCard => {
    const card = toResultCard(hit, catalog);
    return {
      id: card.id, slug: hit.slug, url: card.url, projectType: hit.project_type, title: card.title, description: card.description,
      iconUrl: card.icon, color: card.color, downloads: card.downloads, followers: card.follows, updated: card.updated,
      author: card.author || null, categories: card.categories, loaders: card.loaders,
    };
  });
  return { cards, total: response.total_hits };
}
