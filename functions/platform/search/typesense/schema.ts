// The Typesense collection for projects: indexed fields only (the rest of each document is stored as is),
// and the search parameters that give the embedded engine's ranking on a cluster.
import type { CollectionCreateSchema } from 'typesense/lib/Typesense/Collections.js';
import type { SearchSort } from '#contracts/search.ts';
import type { SearchDocument } from '../port.ts';

/** Documents live in timestamped collections behind this alias, so a rebuild swaps atomically. */
export const ALIAS = 'projects';

const facet = (name: keyof SearchDocument, type: 'string' | 'string[]' | 'bool') => ({ name, type, facet: true });
const sortable = (name: keyof SearchDocument) => ({ name, type: 'int64' as const, sort: true });

export const collectionSchema = (name: string): CollectionCreateSchema => ({
  name,
  fields: [
    { name: 'title', type: 'string', sort: true },
    { name: 'description', type: 'string' },
    facet('categories', 'string[]'),
    facet('author', 'string'),
    facet('project_id', 'string'),
    facet('project_type', 'string'),
    facet('project_type_v3', 'string'),
    facet('all_project_types', 'string[]'),
    facet('versions', 'string[]'),
    facet('client_side', 'string'),
    facet('server_side', 'string'),
    facet('environment', 'string[]'),
    facet('disclosure_types', 'string[]'),
    facet('license', 'string'),
    facet('open_source', 'bool'),
    sortable('downloads'),
    sortable('follows'),
    sortable('created_timestamp'),
    sortable('modified_timestamp'),
  ],
  default_sorting_field: 'downloads',
});

export const QUERY_BY = 'title,description,categories,author';
/** Title outweighs description, which outweighs categories and author. */
export const QUERY_BY_WEIGHTS = '4,2,1,1';

/** Relevance buckets the text score so that, within a bucket, downloads and then age decide. */
export const SORT_BY: Record<SearchSort, { text: string; browse: string }> = {
  relevance: { text: '_text_match(buckets: 10):desc,downloads:desc,created_timestamp:desc', browse: 'downloads:desc,created_timestamp:desc' },
  downloads: { text: 'downloads:desc,created_timestamp:desc', browse: 'downloads:desc,created_timestamp:desc' },
  follows: { text: 'follows:desc,created_timestamp:desc', browse: 'follows:desc,created_timestamp:desc' },
  newest: { text: 'created_timestamp:desc', browse: 'created_timestamp:desc' },
  updated: { text: 'modified_timestamp:desc,created_timestamp:desc', browse: 'modified_timestamp:desc,created_timestamp:desc' },
};
