// The /v2/search wire contract: sort indexes and their aliases, page limits, facet key aliases and the hit shape (api-compat §search-hits, §search, §facets).
import type { SideType } from './enums.ts';

export const SEARCH_SORTS = ['relevance', 'downloads', 'follows', 'newest', 'updated'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Every accepted `index` value and the sort it names. */
export const SEARCH_INDEX_ALIASES: Readonly<Record<string, SearchSort>> = {
  relevance: 'relevance',
  downloads: 'downloads',
  follows: 'follows',
  newest: 'newest',
  date_created: 'newest',
  updated: 'updated',
  date_modified: 'updated',
};

export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 100;
/** How deep parentheses and NOTs may nest in a filter or facet (api-compat §limits). */
export const SEARCH_FILTER_DEPTH_MAX = 32;

/** Filter keys clients may use, with the v2 aliases the server rewrites (api-compat §facets). */
export const SEARCH_FILTER_KEYS = [
  'project_types', 'all_project_types', 'categories', 'game_versions', 'client_side', 'server_side', 'environment',
  'disclosure_types', 'open_source', 'license', 'name', 'author', 'project_id', 'downloads', 'follows',
  'created_timestamp', 'modified_timestamp',
] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

export const SEARCH_KEY_ALIASES: Readonly<Record<string, SearchFilterKey>> = {
  versions: 'game_versions',
  project_type: 'project_types',
  title: 'name',
};

/** One v2 search hit, exactly the fields labrinth sends. */
export interface SearchHit {
  project_id: string;
  project_type: string;
  all_project_types: string[];
  slug: string | null;
  author: string;
  author_id: string | null;
  organization: string | null;
  organization_id: string | null;
  title: string;
  description: string;
  categories: string[];
  display_categories: string[];
  versions: string[];
  downloads: number;
  follows: number;
  icon_url: string;
  date_created: string;
  date_modified: string;
  latest_version: string;
  license: string;
  client_side: SideType;
  server_side: SideType;
  environment: string[];
  disclosure_types: string[];
  gallery: string[];
  featured_gallery: string | null;
  color: number | null;
}

export const SEARCH_HIT_FIELDS = [
  'project_id', 'project_type', 'all_project_types', 'slug', 'author', 'author_id', 'organization', 'organization_id',
  'title', 'description', 'categories', 'display_categories', 'versions', 'downloads', 'follows', 'icon_url',
  'date_created', 'date_modified', 'latest_version', 'license', 'client_side', 'server_side', 'environment',
  'disclosure_types', 'gallery', 'featured_gallery', 'color',
] as const satisfies readonly (keyof SearchHit)[];

export interface SearchResponse {
  hits: SearchHit[];
  offset: number;
  limit: number;
  total_hits: number;
}
