// The automatic "Following" collection: the projects a user follows, built from follows when asked and never stored.
import type { Db } from '#db/client.ts';
import type { Reading } from '#platform/runtime.ts';
import type { Viewer } from '#access';
import { FOLLOWED_COLLECTION_ID } from '#contracts/collection-write.ts';
import { isoDate } from '#lib/dates.ts';
import { visibleProjectIds } from '#catalog';
import { collectionsOfUser } from './service.ts';
import type { CollectionV3 } from '#contracts/wire/collection.ts';
import { selectFollows } from './write-queries.ts';

/**
 * Shaped like a stored collection so the same components list it; its id "following" can never clash with a
 * stored one (those are 8 characters). It is private: only its owner's dashboard shows it.
 */
export async function followedCollection(db: Db, viewer: Viewer, now = new Date()): Promise<CollectionV3> {
  const follows = await selectFollows(db, viewer.userId);
  const visible = await visibleProjectIds(db, viewer, follows.map((follow) => follow.projectId));
  return {
    id: FOLLOWED_COLLECTION_ID,
    user: viewer.userId,
    name: 'Following',
    description: null,
    icon_url: null,
    color: null,
    status: 'private',
    created: isoDate(follows[0]?.created ?? now),
    updated: isoDate(follows.at(-1)?.created ?? now),
    projects: follows.map((follow) => follow.projectId).filter((id) => visible.has(id)),
  };
}

/** The dashboard's list: the followed projects first, then the user's own collections, newest update first. */
export async function dashboardCollections(reading: Reading, viewer: Viewer): Promise<CollectionV3[]> {
  const [followed, own] = await Promise.all([followedCollection(reading.db, viewer), collectionsOfUser(reading, viewer, viewer.userId)]);
  return [followed, ...own];
}
