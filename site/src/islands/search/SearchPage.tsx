// The search screen island: query, toolbar, filters, results and pages, all following the URL once hydrated.
// Rendered on the server too, as a plain GET form with links, so the page works before (and without) JavaScript.
import { useEffect, useState, type MouseEvent } from 'react';
import { configureApi } from '#site/lib/api.ts';
import { parseSearchState } from '#site/lib/search-state.ts';
import FilterPanel from './FilterPanel.tsx';
import Pagination from './Pagination.tsx';
import QueryBar from './QueryBar.tsx';
import Results from './Results.tsx';
import Toolbar from './Toolbar.tsx';
import { RESULTS_ID, SEARCH_FORM_ID, type SearchIslandProps } from './props.ts';
import { useSearch } from './useSearch.ts';
import './search.css';

export default function SearchPage(props: SearchIslandProps) {
  const { path, strings, catalog, locale } = props;
  const search = useSearch(props);
  const { state, navigate } = search;
  // Whether the island has taken over (class search-live): only the filter lists' keyboard hint depends on it. Which
  // controls show is decided before first paint (search.css), so that taking over the server's page moves nothing.
  const [live, setLive] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = () => {
    setFiltersOpen(false);
    document.querySelector<HTMLElement>('.search-filters-toggle')?.focus();
  };

  useEffect(() => {
    configureApi({ errorTitle: strings.errorTitle });
    setLive(true);
  }, [strings.errorTitle]);

  // Links within this page (tags, pages, clear all, unlock, sync) change the state instead of loading a page.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || link.target) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.pathname !== path) return;
    // "Skip to results" is left to the browser, which moves focus to the results.
    if (url.hash) return;
    event.preventDefault();
    navigate(parseSearchState(url.searchParams));
    if (link.dataset.scroll !== undefined) {
      // A new page of results: keyboard and screen reader users continue from its top, not from the link.
      const results = document.getElementById(RESULTS_ID);
      results?.focus({ preventScroll: true });
      results?.scrollIntoView({ block: 'start' });
    }
  };

  return (
    <div className={`search${live ? ' search-live' : ''}${filtersOpen ? ' search-filters-open' : ''}`} onClick={onClick}>
      <h1 className="visually-hidden">{strings.heading}</h1>
      <form id={SEARCH_FORM_ID} className="search-form" action={path} method="get" role="search" onSubmit={(event) => event.preventDefault()}>
        <QueryBar search={search} strings={strings} />
        <Toolbar search={search} strings={strings} filtersOpen={filtersOpen} onToggleFilters={() => setFiltersOpen(!filtersOpen)} />
        {state.locked.map((facet) => <input key={`lf-${facet}`} type="hidden" name="lf" value={facet} />)}
        {state.unlocked.map((group) => <input key={`lu-${group}`} type="hidden" name="lu" value={group} />)}
        {search.language && <input type="hidden" name="hl" value={search.language} />}
      </form>
      <FilterPanel search={search} strings={strings} catalog={catalog} live={live} onClose={closeFilters} />
      <div className="search-body">
        <Results search={search} strings={strings} path={path} locale={locale} loaderTags={catalog.loaderGroups.length > 0} labels={catalog.labels} />
        <Pagination search={search} strings={strings} />
      </div>
    </div>
  );
}
