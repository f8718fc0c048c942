// Search results the site's pages render for everyone, kept a few seconds so a burst of visitors on one search page
// costs one search. Every change applied to the index starts afresh, so a page never shows results older than it.
import { LRUCache } from 'lru-cache';
import type { SearchResult } from '#platform/search/port.ts';
import type { Runtime } from '#platform/runtime.ts';

const TTL_MS = 5_000;
const MAX_ENTRIES = 500;

interface ResultCache {
  /** Bumped by every index change: a search that began before one must not fill the cache after it. */
  generation: number;
  results: LRUCache<string, SearchResult>;
}

const caches = new WeakMap<Runtime, ResultCache>();

function cacheOf(runtime: Runtime): ResultCache {
  let cache = caches.get(runtime);
  if (!cache) caches.set(runtime, (cache = { generation: 0, results: new LRUCache({ max: MAX_ENTRIES, ttl: TTL_MS }) }));
  return cache;
}

export function forgetCachedResults(runtime: Runtime): void {
  const cache = caches.get(runtime);
  if (!cache) return;
  cache.generation += 1;
  cache.results.clear();
}

export async function cachedResult(runtime: Runtime, key: string, search: () => Promise<SearchResult>): Promise<SearchResult> {
  const cache = cacheOf(runtime);
  const hit = cache.results.get(key);
  if (hit) return hit;
  const generation = cache.generation;
  const result = await search();
  if (cache.generation === generation) cache.results.set(key, result);
  return result;
}
