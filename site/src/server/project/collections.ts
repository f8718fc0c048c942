// "Add to collection" for a signed-in viewer: each of their collections, marked where the project already is.
import type { AstroGlobal } from 'astro';
import { collectionsOfUser } from '#community';
import { pageViewer } from '../viewer.ts';

export interface CollectionEntry {
  id: string;
  name: string;
  contains: boolean;
}

/** null for visitors, who get no collection menu. */
export async function viewerCollectionEntries(astro: Pick<AstroGlobal, 'locals'>, projectId: string): Promise<CollectionEntry[] | null> {
  const viewer = await pageViewer(astro);
  if (!viewer) return null;
  const collections = await collectionsOfUser(await astro.locals.kiln.runtime(), viewer, viewer.userId);
  return collections.map((collection) => ({ id: collection.id, name: collection.name, contains: collection.projects.includes(projectId) }));
}
