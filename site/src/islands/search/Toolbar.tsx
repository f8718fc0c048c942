// Sort, page size and layout above the results, and the filters toggle on narrow screens.
import { SEARCH_SORTS } from '#contracts/search.ts';
import { PAGE_SIZES, SEARCH_LAYOUTS, hasUserFilters } from '#site/lib/search-state.ts';
import CommitSelect from './CommitSelect.tsx';
import type { SearchStrings } from './props.ts';
import type { Search } from './useSearch.ts';

interface Props {
  search: Search;
  strings: SearchStrings;
  filtersOpen: boolean;
  onToggleFilters: () => void;
}

export default function Toolbar({ search, strings, filtersOpen, onToggleFilters }: Props) {
  const { state, navigate, layout, chooseLayout } = search;
  const active = state.facets.length + state.versions.length + state.loaders.length + state.environments.length;
  return (
    <div className="search-toolbar">
      <button type="button" className="button search-filters-toggle search-scripted" aria-expanded={filtersOpen} aria-controls="search-filters"
        onClick={onToggleFilters}>
        <span className="search-icon search-icon-filters" aria-hidden="true" />
        {strings.filters.heading}
        {hasUserFilters(state) && <span className="search-badge">{active}</span>}
      </button>
      <label className="search-select">
        <span>{strings.sortLabel}</span>
        <CommitSelect name="s" value={state.sort} onCommit={(sort) => navigate({ ...state, sort: sort as typeof state.sort, page: 1 })}>
          {SEARCH_SORTS.map((sort) => <option key={sort} value={sort}>{strings.sorts[sort]}</option>)}
        </CommitSelect>
      </label>
      <label className="search-select search-select-size">
        <span>{strings.pageSize}</span>
        <CommitSelect name="m" value={state.limit} onCommit={(size) => navigate({ ...state, limit: Number(size), page: 1 })}>
          {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
        </CommitSelect>
      </label>
      <fieldset className="search-layouts">
        <legend className="visually-hidden">{strings.layoutLabel}</legend>
        {SEARCH_LAYOUTS.map((mode) => (
          <label key={mode} className="search-layout" title={strings.layouts[mode]}>
            <input type="radio" name="layout" value={mode} checked={layout === mode} onChange={() => chooseLayout(mode)} />
            <span className={`search-icon search-icon-${mode}`} aria-hidden="true" />
            <span className="visually-hidden">{strings.layouts[mode]}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
