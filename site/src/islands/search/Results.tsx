// The result count (announced politely), then the results in the chosen layout, or the empty state.
import { formatNumber } from '#site/lib/format.ts';
import ResultItem from './ResultItem.tsx';
import { plural, RESULTS_ID, type SearchStrings } from './props.ts';
import type { Search } from './useSearch.ts';

interface Props {
  search: Search;
  strings: SearchStrings;
  path: string;
  locale: string;
  /** Data packs and resource packs have one loader each, which says nothing on their own pages. */
  loaderTags: boolean;
  labels: Record<string, string>;
}

export default function Results({ search, strings, path, locale, loaderTags, labels }: Props) {
  const { results, busy, layout } = search;
  return (
    <section id={RESULTS_ID} className="search-results" aria-labelledby="search-count" aria-busy={busy} tabIndex={-1}>
      <p id="search-count" className="search-count" role="status">
        {plural(strings.results, results.total, locale, formatNumber(results.total, locale))}
      </p>
      {results.results.length === 0 ? (
        <div className="search-empty card">
          <p className="search-empty-title">{strings.empty}</p>
          <p className="muted">{strings.emptyHint}</p>
        </div>
      ) : (
        <ol className={`search-list search-list-${layout}`}>
          {results.results.map((card) => (
            <li key={card.id}>
              <ResultItem card={loaderTags ? card : { ...card, loaders: [] }} layout={layout} strings={strings} path={path} locale={locale} labels={labels} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
