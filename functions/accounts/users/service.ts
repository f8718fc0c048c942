// User reads: profiles by id or username and the caller's own account.
import type { Db } from '#db/client.ts';
import type { Reading } from '#platform/runtime.ts';
import type { Viewer } from '#access';
import { notFoundEmpty } from '#contracts/errors.ts';
import { selectUsersByKeys, type UserRow } from './queries.ts';
import { authProvidersOf } from '../external-auth/service.ts';
import { twoFactorIsEnabled } from '../two-factor/queries.ts';
import { seesPrivateFields, userV2View } from './view.ts';

/** A user by id or username, or null. */
export async function findUserByKey(db: Db, key: string): Promise<UserRow | null> {
  const [row] = await selectUsersByKeys(db, [key]);
  return row ?? null;
}

export async function resolveUser(db: Db, key: string): Promise<UserRow> {
  const row = await findUserByKey(db, key);
  if (!row) throw notFoundEmpty();
  return row;
}

/** The full view of one user, with how they sign in when the viewer may see private fields. */
async function fullView({ db, config }: Reading, viewer: Viewer | null, row: UserRow) {
  if (!seesPrivateFields(row, viewer)) return userV2View(row, config.cdnUrl, viewer);
  const [authProviders, hasTotp] = await Promise.all([authProvidersOf(db, row.id), twoFactorIsEnabled(db, row.id)]);
  return userV2View(row, config.cdnUrl, viewer, { authProviders, hasTotp });
}

export async function getUser(reading: Reading, viewer: Viewer | null, key: string) {
  return fullView(reading, viewer, await resolveUser(reading.db, key));
}

export async function getUsers({ db, config }: Reading, viewer: Viewer | null, keys: string[]) {
  return (await selectUsersByKeys(db, keys)).map((row) => userV2View(row, config.cdnUrl, viewer));
}

export async function currentUser(reading: Reading, viewer: Viewer) {
  return fullView(reading, viewer, await resolveUser(reading.db, viewer.userId));
}
