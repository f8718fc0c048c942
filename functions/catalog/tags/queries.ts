// Reads of the reference tag tables, in their canonical order.
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import type { GameVersionType } from '#contracts/enums.ts';

export const selectCategories = (db: Db) => db.select().from(t.categories).orderBy(asc(t.categories.ordering));
export const selectLoaders = (db: Db) => db.select().from(t.loaders).orderBy(asc(t.loaders.ordering));
export const selectLicenses = (db: Db) =>
  db.select({ id: t.licenses.id, name: t.licenses.name, osiApproved: t.licenses.osiApproved }).from(t.licenses).orderBy(asc(t.licenses.ordering));
export const selectDonationPlatforms = (db: Db) =>
  db.select().from(t.donationPlatforms).orderBy(asc(t.donationPlatforms.ordering));
export const selectReportTypes = (db: Db) => db.select().from(t.reportTypes).orderBy(asc(t.reportTypes.ordering));
export const selectProjectTypes = (db: Db) => db.select().from(t.projectTypes).orderBy(asc(t.projectTypes.ordering));

export function selectGameVersions(db: Db, filter: { type?: GameVersionType; major?: boolean }) {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(t.gameVersions.versionType, filter.type));
  if (filter.major !== undefined) conditions.push(eq(t.gameVersions.major, filter.major));
  return db.select().from(t.gameVersions).where(and(...conditions)).orderBy(desc(t.gameVersions.date));
}

export async function selectLicenseText(db: Db, id: string) {
  const [row] = await db.select({ name: t.licenses.name, text: t.licenses.text }).from(t.licenses).where(eq(t.licenses.id, id));
  return row;
}
