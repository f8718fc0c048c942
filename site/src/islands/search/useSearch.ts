// The search island's state: the URL is the state (a history entry per change, back and forward via popstate),
// and the results follow it through the API client, with answers kept so going back is instant.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SearchDisplayMode } from '#contracts/cosmetics.ts';
import { searchProjects } from '#site/lib/api.ts';
import { parseSearchState, searchQueryString, searchRequest, type SearchState } from '#site/lib/search-state.ts';
import type { SearchIslandProps } from './props.ts';
import { rememberLayout } from './remember-layout.ts';
import { toResultCard } from './results.ts';

type Results = SearchIslandProps['initial'];
const MAX_ANSWERS = 50;
/** Typing makes one history entry per search, not one per pause. */
export type ChangeKind = 'query' | 'other';

export function useSearch({ type, path, search, remembered: rememberedAtLoad, initial, catalog }: SearchIslandProps) {
  const [state, setState] = useState(() => parseSearchState(new URLSearchParams(search)));
  const [results, setResults] = useState<Results>(initial);
  const [busy, setBusy] = useState(false);
  const [remembered, setRemembered] = useState(rememberedAtLoad);
  const lastChange = useRef<ChangeKind>('other');
  // The page language (?hl=) is not search state, but a link should keep it.
  const language = useMemo(() => new URLSearchParams(search).get('hl'), [search]);

  const href = useCallback((next: SearchState) => {
    const query = searchQueryString(next);
    if (!language) return `${path}${query}`;
    return `${path}${query ? `${query}&` : '?'}hl=${encodeURIComponent(language)}`;
  }, [path, language]);

  const navigate = useCallback((next: SearchState, kind: ChangeKind = 'other') => {
    const replace = kind === 'query' && lastChange.current === 'query';
    history[replace ? 'replaceState' : 'pushState'](null, '', href(next));
    lastChange.current = kind;
    setState(next);
  }, [href]);

  useEffect(() => {
    const onPop = () => {
      lastChange.current = 'other';
      setState(parseSearchState(new URLSearchParams(location.search)));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const request = useMemo(() => searchRequest(type, state, catalog), [type, state, catalog]);
  const key = JSON.stringify(request);
  const answers = useRef(new Map([[key, initial]]));
  const shown = useRef(key);

  useEffect(() => {
    if (shown.current === key) return;
    const known = answers.current.get(key);
    if (known) {
      shown.current = key;
      setResults(known);
      setBusy(false);
      return;
    }
    const controller = new AbortController();
    setBusy(true);
    searchProjects(request, { signal: controller.signal }).then(
      (response) => {
        const answer = { results: response.hits.map((hit) => toResultCard(hit, catalog)), total: response.total_hits };
        answers.current.set(key, answer);
        // Enough for a session's back and forward; the oldest answers go first.
        if (answers.current.size > MAX_ANSWERS) answers.current.delete(answers.current.keys().next().value!);
        shown.current = key;
        setResults(answer);
        setBusy(false);
      },
      // The API client has already shown the failure; the last good results stay up.
      () => {
        if (!controller.signal.aborted) setBusy(false);
      },
    );
    return () => controller.abort();
  }, [key, request, catalog]);

  const layout: SearchDisplayMode = state.layout ?? remembered;

  const chooseLayout = useCallback((next: SearchDisplayMode) => {
    rememberLayout(type, next);
    setRemembered(next);
    // The choice is now the remembered one, so the link no longer needs to carry it.
    history.replaceState(null, '', href({ ...state, layout: null }));
    setState({ ...state, layout: null });
  }, [type, href, state]);

  return { state, results, busy, layout, language, href, navigate, chooseLayout };
}

export type Search = ReturnType<typeof useSearch>;
