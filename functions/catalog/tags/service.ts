// Tag lists for the API and the pages; reference data changes only on deploy, so answers are memoised per database.
import type { Db } from '#db/client.ts';
import { ALL_RIGHTS_RESERVED } from '#contracts/license.ts';
import { ApiError } from '#contracts/errors.ts';
import { SIDE_TYPES, type GameVersionType } from '#contracts/enums.ts';
import * as q from './queries.ts';
import { categoryView, donationPlatformView, gameVersionView, licenseView, loaderView } from './view.ts';

const memo = new WeakMap<Db, Map<string, Promise<unknown>>>();

function remember<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let entries = memo.get(db);
  if (!entries) memo.set(db, (entries = new Map()));
  let value = entries.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    entries.set(key, value);
    value.catch(() => entries.delete(key));
  }
  return value;
}

export const listCategories = (db: Db) =>
  remember(db, 'categories', async () => (await q.selectCategories(db)).map(categoryView));

export const listLoaders = (db: Db) =>
  remember(db, 'loaders', async () => (await q.selectLoaders(db)).map(loaderView));

export const listGameVersions = (db: Db, filter: { type?: GameVersionType; major?: boolean } = {}) =>
  remember(db, `game_versions:${filter.type ?? ''}:${filter.major ?? ''}`, async () =>
    (await q.selectGameVersions(db, filter)).map(gameVersionView));

export const listLicenses = (db: Db) =>
  remember(db, 'licenses', async () => (await q.selectLicenses(db)).map(licenseView));

export const listDonationPlatforms = (db: Db) =>
  remember(db, 'donation_platforms', async () => (await q.selectDonationPlatforms(db)).map(donationPlatformView));

export const listReportTypes = (db: Db) =>
  remember(db, 'report_types', async () => (await q.selectReportTypes(db)).map((row) => row.name));

export const listProjectTypes = (db: Db) =>
  remember(db, 'project_types', async () => (await q.selectProjectTypes(db)).map((row) => row.name));

const SIDE_TYPE_LIST: readonly string[] = [...SIDE_TYPES];
export const listSideTypes = () => SIDE_TYPE_LIST;

/** SPDX id → full name, for naming a project's license expression. */
export const licenseNames = (db: Db) =>
  remember(db, 'license_names', async () => new Map((await q.selectLicenses(db)).map((row) => [row.id, row.name])));

/** The text of one license; an id that is not a known license is a bad request (api-compat §tags). */
export async function licenseText(db: Db, id: string): Promise<{ title: string; body: string }> {
  if (id === ALL_RIGHTS_RESERVED) return { title: 'All Rights Reserved', body: 'All rights reserved unless explicitly stated.' };
  const row = await q.selectLicenseText(db, id);
  if (!row) throw new ApiError('request_error', `Invalid SPDX identifier specified: ${id}`);
  return { title: row.name, body: row.text };
}
