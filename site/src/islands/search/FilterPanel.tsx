// The filter sidebar: categories by header, loaders, game versions, environment and license, with clear all.
import {
  clearFilters, effectiveFilters, hasUserFilters, lockStatus, syncGroup, toggle, unlockGroup, type Environment, type SearchState,
} from '#site/lib/search-state.ts';
import CheckGroup from './CheckGroup.tsx';
import LicenseFilter from './LicenseFilter.tsx';
import LockNote from './LockNote.tsx';
import { rovingList } from '../shared/roving-list.ts';
import VersionFilter from './VersionFilter.tsx';
import { LIST_HINT_ID, RESULTS_ID, SEARCH_FORM_ID, type SearchCatalog, type SearchStrings } from './props.ts';
import type { Search } from './useSearch.ts';

interface Props {
  search: Search;
  strings: SearchStrings;
  catalog: SearchCatalog;
  live: boolean;
  /** Closes the panel on narrow screens, where it opens over the results. */
  onClose: () => void;
}


export default function FilterPanel({ search, strings, catalog, live, onClose }: Props) {
  const { state, navigate, href } = search;
  const filters = effectiveFilters(state, catalog);
  const change = (next: Partial<SearchState>) => navigate({ ...state, ...next, page: 1 });
  const lock = (group: string, showNote = true) => {
    const status = lockStatus(state, group, catalog);
    const note = showNote && (
      <LockNote status={status} group={strings.groups[group] ?? group} strings={strings}
        unlockHref={href(unlockGroup(state, group, catalog))} syncHref={href(syncGroup(state, group, catalog))} />
    );
    return { locked: status === 'locked', note, live, strings };
  };
  const toggleFacet = (value: string, on: boolean) => change({ facets: toggle(state.facets, value, on) });
  const asOptions = (names: readonly string[], value: (name: string) => string = (name) => name) =>
    names.map((name) => ({ value: value(name), label: catalog.labels[name] ?? name }));

  return (
    <aside id="search-filters" className="search-filters" aria-labelledby="search-filters-heading" onFocus={rovingList.onFocus}
      onKeyDown={(event) => (event.key === 'Escape' ? onClose() : rovingList.onKeyDown(event))}>
      <a className="search-skip" href={`#${RESULTS_ID}`}>{strings.skipToResults}</a>
      {live && <p id={LIST_HINT_ID} hidden>{strings.filters.listHint}</p>}
      <div className="search-filters-head">
        <h2 id="search-filters-heading">{strings.filters.heading}</h2>
        {hasUserFilters(state) && <a className="search-clear" href={href(clearFilters(state))}>{strings.filters.clearAll}</a>}
      </div>
      {catalog.categoryGroups.map((group) => (
        <CheckGroup key={group.header} legend={strings.groups[group.header] ?? group.header} name="f" {...lock(group.header)}
          options={asOptions(group.names, (name) => `categories:${name}`)} selected={filters.facets} onToggle={toggleFacet} />
      ))}
      {catalog.loaderGroups.map((group, index) => (
        <CheckGroup key={group.id} legend={strings.groups[group.id] ?? group.id} name="l" {...lock('loaders', index === 0)}
          options={asOptions(group.names)} more={asOptions(group.more)} selected={filters.loaders}
          onToggle={(value, on) => change({ loaders: toggle(state.loaders, value, on) })} />
      ))}
      <VersionFilter releases={catalog.releases} selected={filters.versions} {...lock('versions')}
        onToggle={(value, on) => change({ versions: toggle(state.versions, value, on) })} />
      {catalog.environment && (
        <CheckGroup legend={strings.groups.environment ?? 'environment'} name="e" {...lock('environment')}
          options={[{ value: 'client', label: strings.filters.client }, { value: 'server', label: strings.filters.server }]}
          selected={filters.environments} onToggle={(value, on) => change({ environments: toggle(state.environments, value as Environment, on) })} />
      )}
      <LicenseFilter licenses={catalog.licenses} facets={filters.facets} strings={strings} openSourceLock={lock('open_source')} licenseLock={lock('license')}
        onChange={(facets) => change({ facets })} current={state.facets} />
      <button className="button button-primary search-show-results search-scripted" type="button" onClick={onClose}>{strings.filters.showResults}</button>
      <button className="button button-primary search-apply search-unscripted" type="submit" form={SEARCH_FORM_ID}>{strings.filters.apply}</button>
    </aside>
  );
}
