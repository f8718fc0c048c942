// Collection rows to the v3 Collection shape: the project ids are the ones the viewer may see.
import type { CollectionV3 } from '#contracts/wire/collection.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import { isoDate } from '#lib/dates.ts';
import type { CollectionRow } from './queries.ts';

export function collectionView(row: CollectionRow, projectIds: string[], cdnUrl: string): CollectionV3 {
  return {
    id: row.id,
    user: row.userId,
    name: row.name,
    description: row.description,
    icon_url: storedFileUrl(cdnUrl, row.iconUrl),
    color: row.color,
    status: row.status,
    created: isoDate(row.created),
    updated: isoDate(row.updated),
    projects: projectIds,
  };
}
