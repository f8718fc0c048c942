// SQL for the staff servers list: every live server with its owner's name; no decisions.
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { DbOrTx, ServerRow } from '../records/queries.ts';

export interface ServerWithOwner {
  row: ServerRow;
  owner: string;
}

/** Newest first; `search` matches part of the server's name or its owner's username, in any case. */
export async function serversWithOwners(db: DbOrTx, search?: string): Promise<ServerWithOwner[]> {
  const needle = search?.toLowerCase();
  const matches = needle
    ? or(sql`instr(lower(${t.servers.name}), ${needle}) > 0`, sql`instr(lower(${t.users.username}), ${needle}) > 0`)
    : undefined;
  const rows = await db.select({ row: t.servers, owner: t.users.username }).from(t.servers)
    .innerJoin(t.users, eq(t.users.id, t.servers.ownerId))
    .where(and(ne(t.servers.status, 'deleted'), matches))
    .orderBy(desc(t.servers.created), desc(t.servers.id));
  return rows;
}
