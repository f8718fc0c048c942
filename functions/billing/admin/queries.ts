// SQL over the staff audit log of billing; no decisions.
import { desc, eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { DbOrTx } from '../ledger/queries.ts';

export type AuditRow = typeof t.billingAuditLog.$inferSelect;

export async function insertAudit(db: DbOrTx, row: typeof t.billingAuditLog.$inferInsert): Promise<void> {
  await db.insert(t.billingAuditLog).values(row);
}

export async function userAudit(db: DbOrTx, userId: string): Promise<AuditRow[]> {
  return db.select().from(t.billingAuditLog).where(eq(t.billingAuditLog.userId, userId)).orderBy(desc(t.billingAuditLog.created), desc(t.billingAuditLog.id));
}
