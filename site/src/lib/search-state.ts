// Search page state in the URL (?q=&f=&g=&l=&e=&s=&m=&page=&layout=&lf=&lu=) and the /v2/search request it stands for.
import { SEARCH_SORTS, type SearchSort } from '#contracts/search.ts';
import type { SearchDisplayMode } from '#contracts/cosmetics.ts';
import type { ProjectType } from '#contracts/enums.ts';
import { projectTypeFacet } from './project-type-facet.ts';

// Kept here rather than imported: the contract module builds zod schemas, which islands must not ship.
export const SEARCH_LAYOUTS = ['list', 'grid', 'gallery'] as const satisfies readonly SearchDisplayMode[];
export const PAGE_SIZES = [5, 10, 15, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_SORT: SearchSort = 'relevance';
export const ENVIRONMENTS = ['client', 'server'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export interface SearchState {
  query: string;
  /** `f`: facet strings such as `categories:adventure`, `license:MIT`, `open_source:true`. */
  facets: string[];
  /** `g`: game versions. */
  versions: string[];
  /** `l`: loaders. */
  loaders: string[];
  /** `e`: environments. */
  environments: Environment[];
  sort: SearchSort;
  limit: number;
  page: number;
  /** Only when it differs from the layout the visitor chose last (kept in the cosmetics cookie). */
  layout: SearchDisplayMode | null;
  /**
   * `lf`: facets a linking context (a server's content browser) provides, e.g. `categories:fabric`, `versions:1.21.1`.
   * Each holds its filter group (loaders, versions, a category header, environment, license): the group shows the
   * provided values, checked and disabled, and the user's own picks there do not apply.
   */
  locked: string[];
  /** `lu`: groups the visitor unlocked to choose freely; Sync drops the group from here and relocks it. */
  unlocked: string[];
}

/** What the facets need to know about the page's tags: loaders are categories in search, told apart by name. */
export interface FilterCatalog {
  /** Category name → its header (categories, features, resolutions, performance impact). */
  headers: Readonly<Record<string, string>>;
  loaders: readonly string[];
}

const USER_FACET = /^(categories:.+|license:.+|open_source:true)$/;
const LOCKED_FACET = /^(categories:.+|versions:.+|environment:(client|server)|license:.+|open_source:true)$/;

const unique = <T>(values: Iterable<T>) => [...new Set(values)];
const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => list.includes(value as T);

function positive(value: string | null, fallback: number): number {
  const number = value !== null && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : fallback;
}

export function parseSearchState(params: URLSearchParams): SearchState {
  const all = (name: string, keep: (value: string) => boolean = Boolean) => unique(params.getAll(name).filter(keep));
  const sort = params.get('s');
  const limit = Number(params.get('m'));
  const layout = params.get('layout');
  return {
    query: params.get('q') ?? '',
    facets: all('f', (value) => USER_FACET.test(value)),
    versions: all('g', (value) => value.trim() !== ''),
    loaders: all('l', (value) => /^[a-z0-9._-]+$/.test(value)),
    environments: all('e', (value) => isOneOf(ENVIRONMENTS, value)) as Environment[],
    sort: isOneOf(SEARCH_SORTS, sort) ? sort : DEFAULT_SORT,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    page: positive(params.get('page'), 1),
    layout: isOneOf(SEARCH_LAYOUTS, layout) ? layout : null,
    locked: all('lf', (value) => LOCKED_FACET.test(value)),
    unlocked: all('lu', (value) => /^[a-z_ ]+$/.test(value)),
  };
}

/** The canonical query string: defaults left out, so equal states share one link. */
export function searchQueryString(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  for (const [name, values] of [['f', state.facets], ['g', state.versions], ['l', state.loaders], ['e', state.environments]] as const) {
    for (const value of values) params.append(name, value);
  }
  if (state.sort !== DEFAULT_SORT) params.set('s', state.sort);
  if (state.limit !== DEFAULT_PAGE_SIZE) params.set('m', String(state.limit));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.layout) params.set('layout', state.layout);
  for (const value of state.locked) params.append('lf', value);
  for (const value of state.unlocked) params.append('lu', value);
  // Facets read better as `categories:magic` than `categories%3Amagic`, and both mean the same.
  const text = params.toString().replace(/%3A/g, ':');
  return text ? `?${text}` : '';
}

// --- Filter groups and the locks on them -------------------------------------------------------------------------

type Slot = 'facets' | 'versions' | 'loaders' | 'environments';
interface Placed { slot: Slot; value: string; group: string }

const splitFacet = (facet: string): [string, string] => {
  const at = facet.indexOf(':');
  return [facet.slice(0, at), facet.slice(at + 1)];
};

/** The group a user facet (`f=`) belongs to: its category header, or its key. */
export function facetGroup(facet: string, catalog: FilterCatalog): string {
  const [key, value = ''] = splitFacet(facet);
  return key === 'categories' ? (catalog.headers[value] ?? 'categories') : key;
}

/** Where a provided (`lf=`) value lives among the user's filters, and which group it locks. */
export function placeLocked(facet: string, catalog: FilterCatalog): Placed {
  const [key, value] = splitFacet(facet);
  if (key === 'versions') return { slot: 'versions', value, group: 'versions' };
  if (key === 'environment') return { slot: 'environments', value, group: 'environment' };
  if (key === 'categories' && catalog.loaders.includes(value)) return { slot: 'loaders', value, group: 'loaders' };
  return { slot: 'facets', value: facet, group: facetGroup(facet, catalog) };
}

const SLOT_GROUPS: Record<Exclude<Slot, 'facets'>, string> = { versions: 'versions', loaders: 'loaders', environments: 'environment' };

function groupOf(slot: Slot, value: string, catalog: FilterCatalog): string {
  return slot === 'facets' ? facetGroup(value, catalog) : SLOT_GROUPS[slot];
}

export type LockStatus = 'none' | 'locked' | 'unlocked';

export function lockStatus(state: SearchState, group: string, catalog: FilterCatalog): LockStatus {
  if (!state.locked.some((facet) => placeLocked(facet, catalog).group === group)) return 'none';
  return state.unlocked.includes(group) ? 'unlocked' : 'locked';
}

const SLOTS = ['facets', 'versions', 'loaders', 'environments'] as const;
type Filters = Record<Slot, string[]>;

/** Environments are checked on parsing; among filters they are strings like the rest. */
const withFilters = (state: SearchState, filters: Filters): SearchState =>
  ({ ...state, ...filters, environments: filters.environments as Environment[] });

/** The filters in force: a locked group takes its provided values in place of whatever the user picked there. */
export function effectiveFilters(state: SearchState, catalog: FilterCatalog): Pick<SearchState, Slot> {
  const placed = state.locked.map((facet) => placeLocked(facet, catalog));
  const lockedGroups = new Set(placed.map((entry) => entry.group).filter((group) => !state.unlocked.includes(group)));
  const filters = {} as Filters;
  for (const slot of SLOTS) filters[slot] = state[slot].filter((value) => !lockedGroups.has(groupOf(slot, value, catalog)));
  for (const entry of placed) if (lockedGroups.has(entry.group)) filters[entry.slot] = unique([...filters[entry.slot], entry.value]);
  return { ...filters, environments: filters.environments as Environment[] };
}

/** Unlock: the group becomes the user's to edit, starting from the provided values so the results stay put. */
export function unlockGroup(state: SearchState, group: string, catalog: FilterCatalog): SearchState {
  const filters: Filters = { facets: state.facets, versions: state.versions, loaders: state.loaders, environments: state.environments };
  for (const entry of state.locked.map((facet) => placeLocked(facet, catalog))) {
    if (entry.group === group) filters[entry.slot] = unique([...filters[entry.slot], entry.value]);
  }
  return { ...withFilters(state, filters), unlocked: unique([...state.unlocked, group]), page: 1 };
}

/** Sync: back to exactly the provided values, locked again; the user's picks in the group are dropped. */
export function syncGroup(state: SearchState, group: string, catalog: FilterCatalog): SearchState {
  const filters = {} as Filters;
  for (const slot of SLOTS) filters[slot] = state[slot].filter((value) => groupOf(slot, value, catalog) !== group);
  return { ...withFilters(state, filters), unlocked: state.unlocked.filter((entry) => entry !== group), page: 1 };
}

/** Clear all: the user's filters go; the query, provided values, sort, page size and layout stay. */
export const clearFilters = (state: SearchState): SearchState =>
  ({ ...state, facets: [], versions: [], loaders: [], environments: [], page: 1 });

export const hasUserFilters = (state: SearchState) =>
  state.facets.length + state.versions.length + state.loaders.length + state.environments.length > 0;

export function toggle<T extends string>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? unique([...values, value]) : values.filter((entry) => entry !== value);
}

// --- The /v2/search request ------------------------------------------------------------------------------------

/** Client: runs without the server needing it; server: runs without clients needing it; both: needed on both. */
function environmentFacets(environments: readonly Environment[]): string[][] {
  const client = environments.includes('client');
  const server = environments.includes('server');
  if (client && server) return [['client_side:required'], ['server_side:required']];
  if (client) return [['client_side:optional', 'client_side:required'], ['server_side:optional', 'server_side:unsupported']];
  if (server) return [['client_side:optional', 'client_side:unsupported'], ['server_side:optional', 'server_side:required']];
  return [];
}

/** Facet groups: OR within a filter group, AND across groups (api-compat §facets). */
export function buildFacets(type: ProjectType, state: SearchState, catalog: FilterCatalog): string[][] {
  const filters = effectiveFilters(state, catalog);
  const groups = new Map<string, string[]>();
  for (const facet of filters.facets) {
    const group = facetGroup(facet, catalog);
    groups.set(group, [...(groups.get(group) ?? []), facet]);
  }
  const facets: string[][] = [[projectTypeFacet(type)], ...groups.values()];
  if (filters.loaders.length > 0) facets.push(filters.loaders.map((loader) => `categories:${loader}`));
  if (filters.versions.length > 0) facets.push(filters.versions.map((version) => `versions:${version}`));
  return [...facets, ...environmentFacets(filters.environments)];
}

export interface SearchRequest {
  query: string;
  facets: string[][];
  index: SearchSort;
  offset: number;
  limit: number;
}

export function searchRequest(type: ProjectType, state: SearchState, catalog: FilterCatalog): SearchRequest {
  return {
    query: state.query.trim(),
    facets: buildFacets(type, state, catalog),
    index: state.sort,
    offset: (state.page - 1) * state.limit,
    limit: state.limit,
  };
}

/** The numbered pages to link around the current one; null marks a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const wanted = unique([1, current - 1, current, current + 1, last]).filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  const pages: (number | null)[] = [];
  for (const page of wanted) {
    const previous = pages.at(-1);
    if (typeof previous === 'number' && page - previous === 2) pages.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) pages.push(null);
    pages.push(page);
  }
  return pages;
}
