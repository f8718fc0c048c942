// What a search page needs from the server: its project type from the path, the filters, the first page of results
// (searched in-process, as /v2/search would, through the pages' short result cache) and the visitor's remembered layout.
import type { AstroGlobal } from 'astro';
import { COSMETICS_COOKIE, parseCosmetics } from '#contracts/cosmetics.ts';
import { parseSearchFilter, searchProjectsForPage, searchResponseView } from '#search';
import { pageLanguage } from '#site/i18n/page.ts';
import type { SearchIslandProps } from '#site/islands/search/props.ts';
import { toResultCard } from '#site/islands/search/results.ts';
import { pluralType, typeFromPlural } from '#site/lib/project-urls.ts';
import { parseSearchState, searchRequest } from '#site/lib/search-state.ts';
import { tagNames } from '#site/lib/project-labels.ts';
import { loadCatalog } from './catalog.ts';
import { searchStrings } from '#site/components/search/strings.ts';

/** The island's props, or null when the path names no project type (the page answers 404). */
export async function loadSearchPage(astro: AstroGlobal): Promise<SearchIslandProps | null> {
  const type = typeFromPlural(astro.params.searchType);
  if (!type) return null;
  const runtime = await astro.locals.kiln.runtime();
  const { formatLocale, t } = pageLanguage(astro);
  const catalog = await loadCatalog(runtime.db, type, tagNames(t));
  const request = searchRequest(type, parseSearchState(astro.url.searchParams), catalog);
  const result = await searchProjectsForPage(runtime, {
    query: request.query,
    filter: parseSearchFilter({ facets: JSON.stringify(request.facets) }),
    sort: request.index,
    offset: request.offset,
    limit: request.limit,
  });
  const response = searchResponseView({ ...result, offset: request.offset, limit: request.limit }, runtime.config.cdnUrl);
  return {
    type,
    path: `/${pluralType(type)}`,
    search: astro.url.search,
    remembered: parseCosmetics(astro.cookies.get(COSMETICS_COOKIE)?.value).searchDisplayMode[type],
    initial: { results: response.hits.map((hit) => toResultCard(hit, catalog)), total: response.total_hits },
    catalog,
    locale: formatLocale,
    strings: searchStrings(t, type),
  };
}
