// Search documents to the v2 wire shapes: hits carry exactly the fields of api-compat §search-hits, never the internal ones.
import { SEARCH_HIT_FIELDS, type SearchHit, type SearchResponse } from '#contracts/search.ts';
import type { SearchDocument } from '#platform/search/port.ts';

function searchHitView(doc: SearchDocument): SearchHit {
  const hit: Record<string, unknown> = {};
  for (const field of SEARCH_HIT_FIELDS) hit[field] = doc[field];
  return hit as unknown as SearchHit;
}

export const searchResponseView = (page: { hits: SearchDocument[]; total: number; offset: number; limit: number }): SearchResponse => ({
  hits: page.hits.map(searchHitView),
  offset: page.offset,
  limit: page.limit,
  total_hits: page.total,
});
