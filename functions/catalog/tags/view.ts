// Tag rows to their v2 wire shapes (api-compat §tags).
import type { CategoryTag, DonationPlatformTag, GameVersionTag, LicenseTag, LoaderTag } from '#contracts/wire/tag.ts';
import type * as t from '#db/schema/index.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export const categoryView = (row: Row<typeof t.categories>): CategoryTag => ({
  icon: row.icon,
  name: row.name,
  project_type: row.projectType,
  header: row.header,
});

export const loaderView = (row: Row<typeof t.loaders>): LoaderTag => ({
  icon: row.icon,
  name: row.name,
  supported_project_types: row.supportedProjectTypes,
});

export const gameVersionView = (row: Row<typeof t.gameVersions>): GameVersionTag => ({
  version: row.version,
  version_type: row.versionType,
  date: row.date.toISOString().replace('.000Z', 'Z'),
  major: row.major,
});

export const licenseView = (row: Pick<Row<typeof t.licenses>, 'id' | 'name'>): LicenseTag => ({ short: row.id, name: row.name });

export const donationPlatformView = (row: Row<typeof t.donationPlatforms>): DonationPlatformTag => ({ short: row.short, name: row.name });
