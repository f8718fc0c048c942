// The query box: results follow as you type (after a short pause), Enter searches at once.
import { useEffect, useRef, useState } from 'react';
import type { SearchStrings } from './props.ts';
import type { Search } from './useSearch.ts';

const DEBOUNCE_MS = 250;

export default function QueryBar({ search, strings }: { search: Search; strings: SearchStrings }) {
  const { state, navigate } = search;
  const [draft, setDraft] = useState(state.query);
  const committed = useRef(state.query);
  const timer = useRef<number | undefined>(undefined);

  // Back, forward and links change the query from outside; what was typed here is already in the state.
  useEffect(() => {
    if (state.query !== committed.current) setDraft(state.query);
    committed.current = state.query;
  }, [state.query]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (query: string) => {
    window.clearTimeout(timer.current);
    if (query === committed.current) return;
    committed.current = query;
    navigate({ ...state, query, page: 1 }, 'query');
  };

  const onChange = (value: string) => {
    setDraft(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(value), DEBOUNCE_MS);
  };

  return (
    <div className="search-query">
      <label className="visually-hidden" htmlFor="search-query-input">{strings.heading}</label>
      <span className="search-icon search-icon-query search-query-icon" aria-hidden="true" />
      <input
        id="search-query-input"
        type="search"
        name="q"
        value={draft}
        placeholder={strings.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(draft);
        }}
      />
      {/* Without JavaScript the form needs a way to submit; with it, results follow the typing. */}
      <button className="button button-primary search-unscripted" type="submit">{strings.submit}</button>
    </div>
  );
}
