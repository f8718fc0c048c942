// User reads: profiles by id or username and the caller's own account.
import type { Db } from '#db/client.ts';
import type { Viewer } from '#access';
import { notFoundEmpty } from '#contracts/errors.ts';
import { selectUsersByKeys, type UserRow } from './queries.ts';
import { authProvidersOf } from '../external-auth/service.ts';
import { twoFactorIsEnabled } from '../two-factor/queries.ts';
import { seesPrivateFields, userV2View } from './view.ts';

export async function resolveUser(db: Db, key: string): Promise<UserRow> {
  const [row] = await selectUsersByKeys(db, [key]);
  if (!row) throw notFoundEmpty();
  return row;
}

/** The full view of one user, with how they sign in when the viewer may see private fields. */
async function fullView(db: Db, viewer: Viewer | null, row: UserRow) {
  if (!seesPrivateFields(row, viewer)) return userV2View(row, viewer);
  const [authProviders, hasTotp] = await Promise.all([authProvidersOf(db, row.id), twoFactorIsEnabled(db, row.id)]);
  return userV2View(row, viewer, { authProviders, hasTotp });
}

export async function getUser(db: Db, viewer: Viewer | null, key: string) {
  return fullView(db, viewer, await resolveUser(db, key));
}

export async function getUsers(db: Db, viewer: Viewer | null, keys: string[]) {
  return (await selectUsersByKeys(db, keys)).map((row) => userV2View(row, viewer));
}

export async function currentUser(db: Db, viewer: Viewer) {
  return fullView(db, viewer, await resolveUser(db, viewer.userId));
}
