// Organization rows to the v3 Organization shape, without members (those come from the teams service).
import type { OrganizationV3 } from '#contracts/wire/organization.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import { isoDate } from '#lib/dates.ts';
import type { OrganizationRow } from './queries.ts';

export type OrganizationView = Omit<OrganizationV3, 'members'>;

export function organizationView(row: OrganizationRow, cdnUrl: string): OrganizationView {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    team_id: row.teamId,
    description: row.description,
    icon_url: storedFileUrl(cdnUrl, row.iconUrl),
    color: row.color,
    created: isoDate(row.created),
    updated: isoDate(row.updated ?? row.created),
  };
}
