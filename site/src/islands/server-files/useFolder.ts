// The folder the Files page shows: starts from what the server rendered (one page of it), then fetches the whole
// folder through the API; moving to another folder fetches it and records it in the address (?path=), so Back works.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileEntryView } from '#contracts/server-files.ts';
import { normalizeFolder } from './paths.ts';
import type { FilesApi } from './api.ts';

export interface FolderState {
  folder: string;
  entries: FileEntryView[];
  /** False while only the server-rendered page is known. */
  complete: boolean;
  loading: boolean;
  error: string | null;
}

const addressFor = (folder: string) => {
  const url = new URL(window.location.href);
  url.searchParams.delete('page');
  if (folder) url.searchParams.set('path', folder);
  else url.searchParams.delete('path');
  return url.toString();
};

export function useFolder(api: FilesApi, initialFolder: string, initialEntries: FileEntryView[], initialError: string | null) {
  const [state, setState] = useState<FolderState>({ folder: initialFolder, entries: initialEntries, complete: false, loading: true, error: initialError });
  const latest = useRef(0);

  const load = useCallback(async (folder: string) => {
    const request = ++latest.current;
    setState((current) => ({ ...current, loading: true, error: null }));
    try {
      const listing = await api.list(folder);
      if (request === latest.current) setState({ folder, entries: listing.entries, complete: true, loading: false, error: null });
    } catch (error) {
      if (request === latest.current) setState((current) => ({ ...current, folder, loading: false, error: (error as Error).message }));
    }
  }, [api]);

  const open = useCallback((folder: string) => {
    const target = normalizeFolder(folder);
    window.history.pushState({ folder: target }, '', addressFor(target));
    void load(target);
  }, [load]);

  useEffect(() => {
    void load(initialFolder);
    const back = () => void load(normalizeFolder(new URL(window.location.href).searchParams.get('path') ?? ''));
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, [initialFolder, load]);

  return { ...state, open, refresh: () => load(state.folder) };
}
