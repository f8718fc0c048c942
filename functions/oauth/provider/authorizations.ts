// The applications a person has authorized: listing them and revoking one (which ends its codes and tokens).
import type { Db } from '#db/client.ts';
import { deleteAuthorization, selectAuthorization, selectAuthorizationsOf } from './queries.ts';

export const listAuthorizations = (db: Db, userId: string) => selectAuthorizationsOf(db, userId);

export async function revokeAuthorization(db: Db, userId: string, appId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const grant = await selectAuthorization(tx, appId, userId);
    if (!grant) return false;
    await deleteAuthorization(tx, grant.id);
    return true;
  });
}
