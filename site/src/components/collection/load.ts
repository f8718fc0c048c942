// What a collection page loads: the collection (404 when the viewer may not see it), its curator and its projects as cards.
import type { AstroGlobal } from 'astro';
import { collectionProjects, getCollection } from '../../../../functions/collections/service.ts';
import { getRuntime } from '../../../../functions/platform/runtime.ts';
import { getUser } from '../../../../functions/users/service.ts';
import { pageViewer, setPageCaching } from '../../lib/viewer.ts';
import { projectCards } from '../project/cards.ts';
import { orNotFound } from '../project/not-found.ts';

export async function loadCollection(astro: AstroGlobal) {
  const { db } = await getRuntime();
  const viewer = await pageViewer(astro);
  setPageCaching(astro, viewer);
  const collection = await orNotFound(getCollection(db, viewer, astro.params.id ?? ''));
  if (!collection) return null;
  const [curator, projects] = await Promise.all([orNotFound(getUser(db, viewer, collection.user)), collectionProjects(db, viewer, collection)]);
  return { collection, curator, cards: await projectCards(db, viewer, projects) };
}

export type CollectionPage = NonNullable<Awaited<ReturnType<typeof loadCollection>>>;
