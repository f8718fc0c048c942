// Organization rows to the v3 Organization shape, without members (those come from the teams service).
import { isoDate } from '#lib/dates.ts';
import type { OrganizationRow } from './queries.ts';

export function organizationView(row: OrganizationRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    team_id: row.teamId,
    description: row.description,
    icon_url: row.iconUrl,
    color: row.color,
    created: isoDate(row.created),
    /** The edit stamp, answered as the ETag too; an organization never edited carries its creation date. */
    updated: isoDate(row.updated ?? row.created),
  };
}

export type OrganizationView = ReturnType<typeof organizationView>;
