// Which blobs rows still point at, for the blob sweep. A key of a shape named here belongs to a row it can be checked
// against; any other key counts as referenced, so a blob the sweep does not understand is never deleted.
import type { Db } from '#db/client.ts';
import { selectOwnerTexts, selectPublishedSha1s, selectStagedBlobKeys, type BlobOwner } from './queries.ts';

/** Version files and staged uploads: `files/{sha1[0..2]}/{sha1}`, the key every file row derives from its sha1. */
const VERSION_FILE = /^files\/[0-9a-f]{2}\/([0-9a-f]{40})$/;
/** Uploaded images, under their owner's folder: icons and avatars, project gallery pictures and body images. */
const IMAGE = /^images\/(project|user|organization|collection)\/([^/]+)\/(?:(?:gallery|body)\/)?[^/]+$/;
/** OAuth application icons, by application. */
const APP_ICON = /^oauth-icons\/([^/]+)\/[^/]+$/;

const OWNERS: readonly BlobOwner[] = ['project', 'user', 'organization', 'collection', 'app'];

/** Of these keys (a batch of a few hundred), those a row points at, or whose shape the sweep does not know. */
export async function referencedBlobKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  const fileSha1s = new Map<string, string>();
  const owned = new Map<string, { owner: BlobOwner; id: string }>();
  for (const key of keys) {
    const file = VERSION_FILE.exec(key);
    const image = IMAGE.exec(key);
    const icon = APP_ICON.exec(key);
    if (file) fileSha1s.set(key, file[1]!);
    else if (image) owned.set(key, { owner: image[1] as BlobOwner, id: image[2]! });
    else if (icon) owned.set(key, { owner: 'app', id: icon[1]! });
    else referenced.add(key);
  }

  const published = await selectPublishedSha1s(db, [...fileSha1s.values()]);
  const staged = await selectStagedBlobKeys(db, [...fileSha1s.keys()]);
  for (const [key, sha1] of fileSha1s) if (published.has(sha1) || staged.has(key)) referenced.add(key);

  for (const owner of OWNERS) {
    const mine = [...owned].filter(([, entry]) => entry.owner === owner);
    const texts = await selectOwnerTexts(db, owner, [...new Set(mine.map(([, entry]) => entry.id))]);
    for (const [key, { id }] of mine) if (texts.get(id)?.some((text) => text.includes(key))) referenced.add(key);
  }
  return referenced;
}
