// Console tickets: a browser's EventSource cannot send an Authorization header, so the panel first asks for a
// ticket (with its session or token) and opens the stream with it. A ticket is single-use and lives a minute;
// only its hash is stored.
import { and, eq, gt, lt } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { ApiError } from '#contracts/errors.ts';
import { hashToken, randomSecret, type Viewer } from '#access';
import type { Runtime } from '../runtime.ts';
import { serverAccess } from '../access/policy.ts';

const TICKET_LIFETIME_MS = 60_000;

export async function issueConsoleTicket(runtime: Runtime, viewer: Viewer, serverId: string): Promise<{ ticket: string; expires: Date }> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'console');
  const ticket = randomSecret();
  const now = runtime.clock.now();
  const expires = new Date(now.getTime() + TICKET_LIFETIME_MS);
  await runtime.db.delete(t.serverConsoleTickets).where(lt(t.serverConsoleTickets.expires, now));
  await runtime.db.insert(t.serverConsoleTickets).values({ tokenHash: hashToken(ticket), serverId: row.id, userId: viewer.userId, expires });
  return { ticket, expires };
}

/** Spends a ticket for this server: the user it was issued to, or a refusal. */
export async function redeemConsoleTicket(runtime: Runtime, serverId: string, ticket: string): Promise<string> {
  const [spent] = await runtime.db.delete(t.serverConsoleTickets)
    .where(and(eq(t.serverConsoleTickets.tokenHash, hashToken(ticket)), eq(t.serverConsoleTickets.serverId, serverId), gt(t.serverConsoleTickets.expires, runtime.clock.now())))
    .returning({ userId: t.serverConsoleTickets.userId });
  if (!spent) throw new ApiError('auth_error', 'The console ticket is not valid: ask for a new one');
  return spent.userId;
}
