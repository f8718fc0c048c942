// Accounts made outside the sign-up form (external sign-in): lookup by email and creation without a password.
import type { Db } from '#db/client.ts';
import { randomId } from '#lib/ids.ts';
import { insertUser, selectNewestUsernames, selectUserByEmail, selectUsersByKeys, type UserRow, type UserWriter } from './queries.ts';

export const findUserById = async (db: Db, id: string): Promise<UserRow | undefined> =>
  (await selectUsersByKeys(db, [id])).find((row) => row.id === id);

export const findUserByEmail = (db: Db, email: string): Promise<UserRow | undefined> => selectUserByEmail(db, email);

export interface NewUser {
  username: string;
  email: string | null;
  emailVerified: boolean;
}

export async function createUser(db: UserWriter, fields: NewUser, now = new Date()): Promise<string> {
  const id = randomId();
  await insertUser(db, { id, username: fields.username, email: fields.email, emailVerified: fields.emailVerified, passwordHash: null, created: now });
  return id;
}

export const newestUsernames = (db: Db, limit: number) => selectNewestUsernames(db, limit);
