// SQL over the servers table and its sub-users; no decisions.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
export type ServerRow = typeof t.servers.$inferSelect;
export type NewServerRow = typeof t.servers.$inferInsert;

const live = ne(t.servers.status, 'deleted');

export async function serverRow(db: DbOrTx, id: string): Promise<ServerRow | null> {
  const [row] = await db.select().from(t.servers).where(and(eq(t.servers.id, id), live));
  return row ?? null;
}

export async function serverBySubscription(db: DbOrTx, subscriptionId: string): Promise<ServerRow | null> {
  const [row] = await db.select().from(t.servers).where(eq(t.servers.subscriptionId, subscriptionId));
  return row ?? null;
}

/** The servers a person owns or was invited to, with what the invitation allows (null for their own). */
export async function serversOfUser(db: DbOrTx, userId: string): Promise<{ row: ServerRow; subuserBits: number | null }[]> {
  const owned = await db.select().from(t.servers).where(and(eq(t.servers.ownerId, userId), live)).orderBy(asc(t.servers.created));
  const shared = await db.select({ row: t.servers, bits: t.serverSubusers.permissions }).from(t.serverSubusers)
    .innerJoin(t.servers, eq(t.servers.id, t.serverSubusers.serverId))
    .where(and(eq(t.serverSubusers.userId, userId), live)).orderBy(asc(t.servers.created));
  return [...owned.map((row) => ({ row, subuserBits: null })), ...shared.map((entry) => ({ row: entry.row, subuserBits: entry.bits }))];
}

export async function allLiveServers(db: DbOrTx): Promise<ServerRow[]> {
  return db.select().from(t.servers).where(live).orderBy(asc(t.servers.created));
}

export async function serversWithStatus(db: DbOrTx, statuses: ServerRow['status'][]): Promise<ServerRow[]> {
  return db.select().from(t.servers).where(inArray(t.servers.status, statuses));
}

/** A node's servers in the given states. */
export async function serversOnNode(db: DbOrTx, nodeId: string, statuses: ServerRow['status'][]): Promise<ServerRow[]> {
  return db.select().from(t.servers).where(and(eq(t.servers.nodeId, nodeId), inArray(t.servers.status, statuses)));
}

export async function insertServer(db: DbOrTx, row: NewServerRow): Promise<void> {
  await db.insert(t.servers).values(row);
}

export async function updateServer(db: DbOrTx, id: string, values: Partial<NewServerRow>): Promise<void> {
  await db.update(t.servers).set(values).where(eq(t.servers.id, id));
}

/** A purchase whose first payment was declined or abandoned holds nothing, even before the reconcile job removes it. */
const unpaidForGood = sql`${t.servers.status} = 'pending_payment' and exists (
  select 1 from ${t.subscriptions} s where s.id = ${t.servers.subscriptionId} and s.status = 'incomplete_expired')`;

/** Memory sold on each node, counting every server that is paid for or being paid for. */
export async function memorySoldByNode(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ nodeId: t.servers.nodeId, ram: sql<number>`sum(max(${t.servers.ramMb}, coalesce(${t.servers.upgradeRamMb}, 0)))` })
    .from(t.servers).where(and(live, sql`not (${unpaidForGood})`)).groupBy(t.servers.nodeId);
  return new Map(rows.map((row) => [row.nodeId, Number(row.ram)]));
}

export async function portsInUse(db: DbOrTx, nodeId: string): Promise<Set<number>> {
  const rows = await db.select({ port: t.servers.port }).from(t.servers).where(eq(t.servers.nodeId, nodeId));
  return new Set(rows.map((row) => row.port));
}

export async function subdomainTaken(db: DbOrTx, subdomain: string, exceptServer: string): Promise<boolean> {
  const [row] = await db.select({ id: t.servers.id }).from(t.servers)
    .where(and(eq(t.servers.subdomain, subdomain), ne(t.servers.id, exceptServer), live));
  return row !== undefined;
}

export async function subuserBits(db: DbOrTx, serverId: string, userId: string): Promise<number | null> {
  const [row] = await db.select({ bits: t.serverSubusers.permissions }).from(t.serverSubusers)
    .where(and(eq(t.serverSubusers.serverId, serverId), eq(t.serverSubusers.userId, userId)));
  return row?.bits ?? null;
}
