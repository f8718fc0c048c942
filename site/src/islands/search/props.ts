// What the server hands the search island: the page's filter catalog, its strings and the first page of results.
import type { SearchDisplayMode } from '#contracts/cosmetics.ts';
import type { SearchSort } from '#contracts/search.ts';
import type { ProjectType } from '#contracts/enums.ts';
import type { ProjectTypeLabel } from '#contracts/loaders.ts';
import type { FilterCatalog } from '#site/lib/search-state.ts';
import type { ResultCard } from './results.ts';

/** The GET form every control belongs to, wherever it sits on the page (inputs name it with `form=`). */
export const SEARCH_FORM_ID = 'search-form';
/** The results section, which "Skip to results" and a new page of results move focus to. */
export const RESULTS_ID = 'search-results';
/** The filter panel's one hint on moving within a list, which each list's group points to. */
export const LIST_HINT_ID = 'search-list-hint';

export interface LoaderGroup {
  id: 'loaders' | 'platforms';
  names: string[];
  /** Rarely used loaders, behind "Show more". */
  more: string[];
}

export interface SearchCatalog extends FilterCatalog {
  /** Category groups by header, in the spec's header and tag order. */
  categoryGroups: { header: string; names: string[] }[];
  /** Every category in display order, for ordering result tags. */
  tagOrder: string[];
  /** Display names of the page's categories and loaders, resolved on the server so the island ships no label rules. */
  labels: Record<string, string>;
  loaderGroups: LoaderGroup[];
  /** Release game versions, newest first; snapshots load on "Show all versions". */
  releases: string[];
  licenses: { id: string; name: string }[];
  environment: boolean;
}

export interface SearchStrings {
  heading: string;
  placeholder: string;
  submit: string;
  results: PluralForms;
  empty: string;
  emptyHint: string;
  sortLabel: string;
  sorts: Record<SearchSort, string>;
  pageSize: string;
  layoutLabel: string;
  layouts: Record<SearchDisplayMode, string>;
  filters: Record<
    | 'heading' | 'clearAll' | 'apply' | 'showResults' | 'showMore' | 'showLess' | 'versionSearch' | 'showAllVersions' | 'noVersions'
    | 'client' | 'server' | 'openSource' | 'anyLicense' | 'listHint',
    string
  >;
  /** Filter group names by group id (category headers, loaders, platforms, versions, environment, license). */
  groups: Record<string, string>;
  lock: Record<'locked' | 'unlocked' | 'unlock' | 'sync' | 'unlockLabel' | 'syncLabel', string>;
  pagination: Record<'label' | 'previous' | 'next' | 'page', string>;
  card: Record<'by' | 'updated' | 'tags', string> & Record<'downloads' | 'followers', PluralForms> & { types: Record<ProjectTypeLabel, string> };
  skipToResults: string;
  errorTitle: string;
}

export interface SearchIslandProps {
  type: ProjectType;
  /** The page's path, e.g. /mods. */
  path: string;
  /** The query string the page was rendered for. */
  search: string;
  /** The layout last chosen for this type (cosmetics cookie), or the type's default. */
  remembered: SearchDisplayMode;
  initial: { results: ResultCard[]; total: number };
  catalog: SearchCatalog;
  /** The page's format locale: numbers, dates and plural forms. */
  locale: string;
  strings: SearchStrings;
}

/**
 * Fills `{{name}}` placeholders; the server hands templates over with them left in. The search island keeps its own
 * copy of islands/shared/fill.ts: a module shared with the other islands becomes a chunk of its own, which the search
 * page's script budget pays for.
 */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));

export interface PluralForms {
  one: string;
  other: string;
}

export function plural(forms: PluralForms, count: number, locale: string, shown: string): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count: shown });
}
