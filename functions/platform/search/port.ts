// The SearchEngine port: the indexed document, the filter tree both adapters evaluate, and the engine operations.
import type { SearchFilterKey, SearchHit, SearchSort } from '#contracts/search.ts';

/** A v2 hit plus the fields search filters and sorts on but never sends. */
export interface SearchDocument extends SearchHit {
  project_type_v3: string;
  open_source: boolean;
  /** Unix seconds. */
  created_timestamp: number;
  modified_timestamp: number;
}

export type FieldKind = 'keywords' | 'keyword' | 'number' | 'boolean';

/** Which document property each filter key reads, and how its values compare. */
export const FILTER_FIELDS: Readonly<Record<SearchFilterKey, { property: keyof SearchDocument; kind: FieldKind }>> = {
  project_types: { property: 'all_project_types', kind: 'keywords' },
  all_project_types: { property: 'all_project_types', kind: 'keywords' },
  categories: { property: 'categories', kind: 'keywords' },
  game_versions: { property: 'versions', kind: 'keywords' },
  client_side: { property: 'client_side', kind: 'keyword' },
  server_side: { property: 'server_side', kind: 'keyword' },
  environment: { property: 'environment', kind: 'keywords' },
  disclosure_types: { property: 'disclosure_types', kind: 'keywords' },
  open_source: { property: 'open_source', kind: 'boolean' },
  license: { property: 'license', kind: 'keyword' },
  name: { property: 'title', kind: 'keyword' },
  author: { property: 'author', kind: 'keyword' },
  project_id: { property: 'project_id', kind: 'keyword' },
  downloads: { property: 'downloads', kind: 'number' },
  follows: { property: 'follows', kind: 'number' },
  created_timestamp: { property: 'created_timestamp', kind: 'number' },
  modified_timestamp: { property: 'modified_timestamp', kind: 'number' },
};

export type RangeOperator = '>' | '>=' | '<' | '<=';

/**
 * Parsed facets and filters. `in` matches when the field (or any element of an array field) equals one of the
 * values; keyword comparisons ignore case, as Meilisearch's did. `all` is an EXISTS on a field every document has.
 */
export type FilterNode =
  | { op: 'and' | 'or'; children: FilterNode[] }
  | { op: 'not'; child: FilterNode }
  | { op: 'in'; field: SearchFilterKey; values: (string | number | boolean)[] }
  | { op: 'range'; field: SearchFilterKey; operator: RangeOperator; value: number }
  | { op: 'all' };

export interface SearchRequest {
  /** Free text as typed; empty matches every document. */
  query: string;
  filter: FilterNode | null;
  sort: SearchSort;
  offset: number;
  limit: number;
}

export interface SearchResult {
  hits: SearchDocument[];
  total: number;
}

export interface SearchEngine {
  readonly name: 'embedded' | 'typesense';
  /** Swaps the whole index for these documents; searches keep answering from the old one until it is done. */
  replaceAll(docs: readonly SearchDocument[]): Promise<void>;
  upsert(docs: readonly SearchDocument[]): Promise<void>;
  remove(projectIds: readonly string[]): Promise<void>;
  search(request: SearchRequest): Promise<SearchResult>;
  /** Number of indexed documents. */
  count(): Promise<number>;
}
