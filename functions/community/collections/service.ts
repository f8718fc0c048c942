// Collection reads under the visibility rules: one or several collections, a user's collections, and the projects inside.
import type { Reading } from '#platform/runtime.ts';
import type { Viewer } from '#access';
import { assertBase62List } from '#lib/base62-params.ts';
import { notFoundEmpty } from '#contracts/errors.ts';
import { projectViews, resolveVisibleProjects } from '#catalog';
import type { ProjectV2 } from '#catalog';
import { resolveUser } from '#accounts';
import { canListCollection, canViewCollection } from './policy.ts';
import {
  selectCollectionById, selectCollectionProjectIds, selectCollectionsByIds, selectCollectionsOfUser, type CollectionRow,
} from './queries.ts';
import type { CollectionV3 } from '#contracts/wire/collection.ts';
import { collectionView } from './view.ts';

/** Each collection with the ids of the projects in it that the viewer may see. */
async function views({ db, config }: Reading, viewer: Viewer | null, rows: CollectionRow[]): Promise<CollectionV3[]> {
  const ids = await selectCollectionProjectIds(db, rows.map((row) => row.id));
  const visible = new Set((await resolveVisibleProjects(db, viewer, [...new Set([...ids.values()].flat())])).map(({ row }) => row.id));
  return rows.map((row) => collectionView(row, ids.get(row.id)!.filter((id) => visible.has(id)), config.cdnUrl));
}

/** A collection the viewer may not see is a 404, like one that does not exist. */
export async function getCollection(reading: Reading, viewer: Viewer | null, id: string): Promise<CollectionV3> {
  const row = await selectCollectionById(reading.db, id);
  if (!row || !canViewCollection(row.status, row.userId, viewer)) throw notFoundEmpty();
  const [view] = await views(reading, viewer, [row]);
  return view!;
}

/** The ones the viewer may see among `ids`; unknown and hidden ids are left out. */
export async function getCollections(reading: Reading, viewer: Viewer | null, ids: string[]): Promise<CollectionV3[]> {
  const rows = await selectCollectionsByIds(reading.db, assertBase62List(ids));
  return views(reading, viewer, rows.filter((row) => canViewCollection(row.status, row.userId, viewer)));
}

export async function userCollections(reading: Reading, viewer: Viewer | null, userKey: string): Promise<CollectionV3[]> {
  return collectionsOfUser(reading, viewer, (await resolveUser(reading.db, userKey)).id);
}

export async function collectionsOfUser(reading: Reading, viewer: Viewer | null, userId: string): Promise<CollectionV3[]> {
  const rows = (await selectCollectionsOfUser(reading.db, userId)).filter((row) => canListCollection(row.status, row.userId, viewer));
  return views(reading, viewer, rows);
}

/** The collection's projects, most downloaded first. */
export async function collectionProjects(reading: Reading, viewer: Viewer | null, collection: CollectionV3): Promise<ProjectV2[]> {
  const visible = await resolveVisibleProjects(reading.db, viewer, collection.projects);
  const projects = await projectViews(reading, visible.map(({ row }) => row));
  return projects.sort((a, b) => b.downloads - a.downloads);
}
