// Whether the viewer follows a project, shared by the Follow button and the follower count beside it, so the count
// moves the moment the button does. Plain module state rather than a nanostore: pages without these islands (search)
// would otherwise load the store library as a chunk of its own, and the search page has no room for it.
import { useCallback, useSyncExternalStore } from 'react';

const followed = new Map<string, boolean>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The viewer's follow of the project: as the page was rendered until an island changes it. */
export function useFollowing(projectId: string, rendered: boolean): [boolean, (following: boolean) => void] {
  const read = () => followed.get(projectId) ?? rendered;
  const following = useSyncExternalStore(subscribe, read, read);
  const set = useCallback((value: boolean) => {
    followed.set(projectId, value);
    for (const listener of listeners) listener();
  }, [projectId]);
  return [following, set];
}
