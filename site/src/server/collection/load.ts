// What a collection page loads: the collection (404 when the viewer may not see it), its curator, its projects as cards,
// and whether the viewer may manage it. "/collection/following" is the signed-in viewer's automatic followed-projects list.
import type { AstroGlobal } from 'astro';
import { followedCollection } from '#community';
import { canEditCollection } from '#community';
import { collectionProjects, getCollection } from '#community';
import { FOLLOWED_COLLECTION_ID } from '#contracts/collection-write.ts';
import { getUser } from '#accounts';
import { pageViewer, setPageCaching } from '../viewer.ts';
import { projectCards } from '../project/cards.ts';
import { orNotFound } from '../project/not-found.ts';

export async function loadCollection(astro: AstroGlobal) {
  const runtime = await astro.locals.kiln.runtime();
  const { db } = runtime;
  const viewer = await pageViewer(astro);
  setPageCaching(astro, viewer);
  const id = astro.params.id ?? '';
  const automatic = id === FOLLOWED_COLLECTION_ID;
  if (automatic && !viewer) return null;
  const collection = automatic ? await followedCollection(db, viewer!) : await orNotFound(getCollection(runtime, viewer, id));
  if (!collection) return null;
  const [curator, projects] = await Promise.all([orNotFound(getUser(runtime, viewer, collection.user)), collectionProjects(runtime, viewer, collection)]);
  return {
    collection,
    curator,
    cards: await projectCards(runtime, viewer, projects),
    /** The followed-projects list is changed by unfollowing, never edited or deleted. */
    automatic,
    manageable: viewer !== null && canEditCollection(collection.user, viewer),
  };
}

export type CollectionPage = NonNullable<Awaited<ReturnType<typeof loadCollection>>>;
