// Links between result pages: previous, next and numbered pages around the current one; plain links without JavaScript.
import { pageWindow } from '#site/lib/search-state.ts';
import { fill, type SearchStrings } from './props.ts';
import type { Search } from './useSearch.ts';

export default function Pagination({ search, strings }: { search: Search; strings: SearchStrings }) {
  const { state, results, href } = search;
  const last = Math.max(1, Math.ceil(results.total / state.limit));
  if (last <= 1 && state.page <= 1) return null;
  const current = Math.min(state.page, last);
  const to = (page: number) => href({ ...state, page });
  return (
    <nav className="search-pagination" aria-label={strings.pagination.label}>
      {current > 1
        ? <a className="button" href={to(current - 1)} rel="prev" data-scroll>{strings.pagination.previous}</a>
        : <span className="button search-pagination-off" aria-hidden="true">{strings.pagination.previous}</span>}
      <ol>
        {pageWindow(current, last).map((page, index) => (
          <li key={page ?? `gap-${index}`}>
            {page === null
              ? <span className="search-pagination-gap" aria-hidden="true">…</span>
              : <a href={to(page)} aria-current={page === state.page ? 'page' : undefined} aria-label={fill(strings.pagination.page, { page })} data-scroll>{page}</a>}
          </li>
        ))}
      </ol>
      {current < last
        ? <a className="button" href={to(current + 1)} rel="next" data-scroll>{strings.pagination.next}</a>
        : <span className="button search-pagination-off" aria-hidden="true">{strings.pagination.next}</span>}
    </nav>
  );
}
