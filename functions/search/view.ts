// Search documents to the v2 wire shapes: hits carry exactly the fields of api-compat §search-hits, never the internal ones.
// Documents hold stored image keys, so the index never freezes an origin; the URLs are composed per answer.
import { SEARCH_HIT_FIELDS, type SearchHit, type SearchResponse } from '#contracts/search.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import type { SearchDocument } from '#platform/search/port.ts';

function searchHitView(doc: SearchDocument, cdnUrl: string): SearchHit {
  const hit: Record<string, unknown> = {};
  for (const field of SEARCH_HIT_FIELDS) hit[field] = doc[field];
  // A project without an icon has an empty icon_url, as on Modrinth.
  hit.icon_url = doc.icon_url && storedFileUrl(cdnUrl, doc.icon_url);
  hit.gallery = doc.gallery.map((stored) => storedFileUrl(cdnUrl, stored));
  hit.featured_gallery = storedFileUrl(cdnUrl, doc.featured_gallery);
  return hit as unknown as SearchHit;
}

/** `cdnUrl`: the root the stored images are served from. */
export const searchResponseView = (page: { hits: SearchDocument[]; total: number; offset: number; limit: number }, cdnUrl: string): SearchResponse => ({
  hits: page.hits.map((doc) => searchHitView(doc, cdnUrl)),
  offset: page.offset,
  limit: page.limit,
  total_hits: page.total,
});
