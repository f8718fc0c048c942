// The Typesense SearchEngine adapter: documents imported as JSONL upserts into the collection behind an alias,
// full rebuilds into a fresh collection swapped in by moving the alias.
import { Client } from 'typesense';
import type { SearchParams } from 'typesense/lib/Typesense/Types.js';
import type { SearchDocument, SearchEngine, SearchRequest, SearchResult } from '../port.ts';
import { toFilterBy } from './filter.ts';
import { ALIAS, QUERY_BY, QUERY_BY_WEIGHTS, SORT_BY, collectionSchema } from './schema.ts';

const IMPORT_BATCH = 2000;

export interface TypesenseOptions {
  url: string;
  apiKey: string;
}

type Stored = SearchDocument & { id: string };

const isNotFound = (error: unknown) => (error as { httpStatus?: number }).httpStatus === 404;

export function createTypesenseSearchEngine(options: TypesenseOptions): SearchEngine {
  const client = new Client({
    nodes: [{ url: options.url.replace(/\/$/, '') }],
    apiKey: options.apiKey,
    connectionTimeoutSeconds: 5,
    numRetries: 2,
    retryIntervalSeconds: 0.1,
    logLevel: 'silent',
  });
  const documents = (collection: string) => client.collections<Stored>(collection).documents();

  async function importAll(collection: string, docs: readonly SearchDocument[]): Promise<void> {
    for (let i = 0; i < docs.length; i += IMPORT_BATCH) {
      const batch = docs.slice(i, i + IMPORT_BATCH).map((doc) => ({ ...doc, id: doc.project_id }));
      await documents(collection).import(batch, { action: 'upsert' });
    }
  }

  return {
    name: 'typesense',

    async replaceAll(docs) {
      const name = `${ALIAS}_${Date.now()}`;
      await client.collections().create(collectionSchema(name));
      await importAll(name, docs);
      const previous = await client.aliases(ALIAS).retrieve().then((alias) => alias.collection_name, (error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      });
      await client.aliases().upsert(ALIAS, { collection_name: name });
      if (previous && previous !== name) await client.collections(previous).delete();
    },

    async upsert(docs) {
      if (docs.length > 0) await importAll(ALIAS, docs);
    },

    async remove(projectIds) {
      if (projectIds.length === 0) return;
      const ids = projectIds.map((id) => `\`${id}\``).join(',');
      await documents(ALIAS).delete({ filter_by: `project_id:=[${ids}]` });
    },

    async search(request: SearchRequest): Promise<SearchResult> {
      const text = request.query.trim();
      const params: SearchParams<Stored> = {
        q: text === '' ? '*' : text,
        query_by: QUERY_BY,
        query_by_weights: QUERY_BY_WEIGHTS,
        prefix: true,
        num_typos: 2,
        sort_by: text === '' ? SORT_BY[request.sort].browse : SORT_BY[request.sort].text,
        // The service hands over offsets already rounded down to a multiple of the limit.
        page: Math.floor(request.offset / request.limit) + 1,
        per_page: request.limit,
      };
      const filterBy = toFilterBy(request.filter);
      if (filterBy) params.filter_by = filterBy;
      const response = await documents(ALIAS).search(params, {});
      const hits = (response.hits ?? []).map(({ document }) => {
        const { id: _id, ...doc } = document;
        return doc as SearchDocument;
      });
      return { hits, total: response.found };
    },

    async count() {
      try {
        return (await client.collections(ALIAS).retrieve()).num_documents;
      } catch (error) {
        if (isNotFound(error)) return 0;
        throw error;
      }
    },
  };
}
