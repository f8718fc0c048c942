// First payments left waiting for the bank's authentication: the person may cancel one, and the billing job cancels
// those left alone for a day (Stripe ends its own incomplete subscriptions after 23 hours), so an abandoned payment
// never keeps its buyer from buying again.
import type { Runtime } from '#access';
import { findCustomer } from '../customers.ts';
import { applyEvent } from '../events/apply.ts';
import { firstPaymentsAwaiting, ledgerRow, type LedgerRow } from '../ledger/queries.ts';

export const ABANDONED_AFTER_MS = 23 * 60 * 60 * 1000;
const BATCH = 50;

async function cancelWaiting(runtime: Runtime, row: LedgerRow): Promise<void> {
  const customer = await findCustomer(runtime.db, row.userId);
  const answer = await runtime.payments.cancelPayment({
    paymentIntentId: row.providerPaymentId!, customerId: customer?.providerCustomerId ?? '', paymentMethodId: '', amount: row.amount, currency: row.currency,
    offSession: false, idempotencyKey: `abandon:${row.id}`, metadata: { kiln_ledger_id: row.id, kiln_purpose: 'start' },
  });
  await applyEvent(runtime, answer);
}

/** The person's first payments still waiting for them, oldest first. */
export const awaitingAuthentication = (runtime: Runtime, userId: string): Promise<LedgerRow[]> => firstPaymentsAwaiting(runtime.db, { userId }, BATCH);

/** Cancels the person's own waiting first payment; says whether there was one to cancel. */
export async function cancelWaitingPayment(runtime: Runtime, userId: string, chargeId: string): Promise<boolean> {
  const row = (await awaitingAuthentication(runtime, userId)).find((entry) => entry.id === chargeId);
  if (!row) return false;
  await cancelWaiting(runtime, row);
  return (await ledgerRow(runtime.db, row.id))?.status !== 'processing';
}

/** The billing job's part: first payments waiting longer than a day are cancelled. Returns how many. */
export async function cancelAbandonedPayments(runtime: Runtime, now: Date): Promise<number> {
  const rows = await firstPaymentsAwaiting(runtime.db, { before: new Date(now.getTime() - ABANDONED_AFTER_MS) }, BATCH);
  for (const row of rows) await cancelWaiting(runtime, row);
  return rows.length;
}
