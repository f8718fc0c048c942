// The search island's strings from the message files: only what it shows; {{placeholders}} stay for it to fill.
import type { TFunction } from 'i18next';
import type { ProjectType } from '#contracts/enums.ts';
import { SEARCH_SORTS } from '#contracts/search.ts';
import { PROJECT_TYPE_LABELS } from '#contracts/loaders.ts';
import type { SearchStrings } from '#site/islands/search/props.ts';
import { SEARCH_LAYOUTS } from '#site/lib/search-state.ts';

const FILTER_KEYS = [
  'heading', 'clearAll', 'apply', 'showResults', 'showMore', 'showLess', 'versionSearch', 'showAllVersions', 'noVersions', 'client', 'server',
  'openSource', 'anyLicense', 'listHint',
] as const;

/** Group ids (category headers among them) → their message keys. */
const GROUP_KEYS: Record<string, string> = {
  categories: 'categories', features: 'features', resolutions: 'resolutions', 'performance impact': 'performanceImpact',
  loaders: 'loaders', platforms: 'platforms', versions: 'versions', environment: 'environment', license: 'license',
  open_source: 'license',
};

const pick = <K extends string>(keys: readonly K[], text: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, string>;

export function searchStrings(t: TFunction, type: ProjectType): SearchStrings {
  return {
    heading: t(`search.heading.${type}`),
    placeholder: t(`search.placeholder.${type}`),
    submit: t('search.submit'),
    // Without values i18next leaves {{count}} in place, and picking the plural form is the island's job.
    results: { one: t('search.results_one'), other: t('search.results_other') },
    empty: t('search.empty'),
    emptyHint: t('search.emptyHint'),
    sortLabel: t('search.sort.label'),
    sorts: pick(SEARCH_SORTS, (sort) => t(`search.sort.${sort}`)),
    pageSize: t('search.pageSize'),
    layoutLabel: t('search.layout.label'),
    layouts: pick(SEARCH_LAYOUTS, (layout) => t(`search.layout.${layout}`)),
    filters: pick(FILTER_KEYS, (key) => t(`search.filters.${key}`)),
    groups: Object.fromEntries(Object.entries(GROUP_KEYS).map(([group, key]) => [group, t(`search.filters.${key}`)])),
    lock: {
      locked: t('search.lock.locked'),
      unlocked: t('search.lock.unlocked'),
      unlock: t('search.lock.unlock'),
      sync: t('search.lock.sync'),
      unlockLabel: t('search.lock.unlockLabel'),
      syncLabel: t('search.lock.syncLabel'),
    },
    pagination: {
      label: t('search.pagination.label'),
      previous: t('search.pagination.previous'),
      next: t('search.pagination.next'),
      page: t('search.pagination.page'),
    },
    card: {
      by: t('project.by'),
      downloads: { one: t('project.downloads_one'), other: t('project.downloads_other') },
      followers: { one: t('project.followers_one'), other: t('project.followers_other') },
      updated: t('project.updated'),
      tags: t('project.tags'),
      types: pick(PROJECT_TYPE_LABELS, (label) => t(`project.type.${label}`)),
    },
    skipToResults: t('search.skipToResults'),
    errorTitle: t('search.errorTitle'),
  };
}
