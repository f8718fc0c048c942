// Searching Kiln for projects a server can run, and finding the newest version of one to install: shared by "Add
// content" and "Install a modpack".
import { useRef, useState } from 'react';
import type { SearchHit } from '#contracts/search.ts';
import type { VersionV2 } from '#contracts/wire/version.ts';
import { searchProjects } from '#site/lib/api.ts';
import { compatibleVersions } from '#site/lib/api-server-content.ts';
import { contentFacets, loadersFor, newestCompatible, type AddKind } from '#site/lib/server-content.ts';

const PAGE = 10;

export function useCompatibleSearch(loader: string, gameVersion: string) {
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [searching, setSearching] = useState(false);
  const pending = useRef<AbortController | null>(null);

  async function search(kind: AddKind, query: string) {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setSearching(true);
    try {
      const answer = await searchProjects({ query, facets: contentFacets(kind, loader, gameVersion), limit: PAGE }, { signal: controller.signal });
      setHits(answer.hits);
    } catch {
      // A superseded search is replaced by the newer one; a failed one was shown as a toast.
    } finally {
      if (pending.current === controller) setSearching(false);
    }
  }

  /** The version to install, or null when the project has none for this server. */
  async function newestFor(kind: AddKind, projectId: string): Promise<VersionV2 | null> {
    const loaders = loadersFor(kind, loader);
    return newestCompatible(await compatibleVersions(projectId, loaders, gameVersion), loaders, gameVersion);
  }

  return { hits, searching, search, newestFor };
}
