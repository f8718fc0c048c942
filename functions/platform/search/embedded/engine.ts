// The embedded SearchEngine adapter: one in-process index, swapped whole on replaceAll and patched on upserts.
import type { SearchDocument, SearchEngine, SearchRequest, SearchResult } from '../port.ts';
import { runSearch } from './query.ts';
import { EmbeddedIndex } from './store.ts';

export function createEmbeddedSearchEngine(): SearchEngine {
  let index = EmbeddedIndex.build([]);
  return {
    name: 'embedded',
    async replaceAll(docs: readonly SearchDocument[]) {
      index = EmbeddedIndex.build(docs);
    },
    async upsert(docs: readonly SearchDocument[]) {
      index.upsert(docs);
    },
    async remove(projectIds: readonly string[]) {
      index.remove(projectIds);
    },
    async search(request: SearchRequest): Promise<SearchResult> {
      return runSearch(index, request);
    },
    async count() {
      return index.size;
    },
  };
}
