// SQL the purchase folder reads beyond the server records: which live server of a person each subscription pays for.
import { and, eq, inArray, ne } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { DbOrTx } from '../records/queries.ts';

export async function ownServersOfSubscriptions(db: DbOrTx, ownerId: string, subscriptionIds: readonly string[]): Promise<{ id: string; subscriptionId: string }[]> {
  if (subscriptionIds.length === 0) return [];
  const rows = await db.select({ id: t.servers.id, subscriptionId: t.servers.subscriptionId }).from(t.servers)
    .where(and(eq(t.servers.ownerId, ownerId), inArray(t.servers.subscriptionId, [...subscriptionIds]), ne(t.servers.status, 'deleted')));
  return rows.flatMap((row) => (row.subscriptionId ? [{ id: row.id, subscriptionId: row.subscriptionId }] : []));
}
