// The sandbox's stand-in for a bank's authentication page: a payment whose card asked for it waits (processing) until
// the person approves or fails it; the answer is a Stripe-shaped event like any other.
import { notFound } from '#contracts/errors.ts';
import type { Runtime } from '#access';
import { findCustomer } from '../customers.ts';
import { applyEvent } from '../events/apply.ts';
import { ledgerRow, type LedgerRow } from '../ledger/queries.ts';
import { subscription } from './queries.ts';
import { outcomeOf, type PaymentOutcome } from './service.ts';

/** A payment waiting for its person: theirs, a charge, sent to the provider and not settled. */
export async function paymentAwaitingAuthentication(runtime: Runtime, userId: string, chargeId: string): Promise<LedgerRow | null> {
  const row = await ledgerRow(runtime.db, chargeId);
  return row && row.userId === userId && row.kind === 'charge' && row.providerPaymentId && row.status === 'processing' ? row : null;
}

export async function authenticatePayment(runtime: Runtime, userId: string, chargeId: string, approve: boolean): Promise<PaymentOutcome> {
  const row = await ledgerRow(runtime.db, chargeId);
  if (!row || row.userId !== userId || row.kind !== 'charge' || !row.providerPaymentId) throw notFound('No such payment');
  if (row.status !== 'processing') return outcomeOf(row);
  const sub = row.subscriptionId ? await subscription(runtime.db, row.subscriptionId) : null;
  const customer = await findCustomer(runtime.db, userId);
  // Only payments made while the person is there can ask them to authenticate: a first payment or their own retry.
  const metadata: Record<string, string> = sub?.status === 'incomplete' || !sub
    ? { kiln_ledger_id: row.id, kiln_purpose: 'start' }
    : { kiln_ledger_id: row.id, kiln_purpose: 'manual_retry', kiln_paid_until: String(sub.periodEnd.getTime()) };
  const answer = await runtime.payments.completeAuthentication({
    paymentIntentId: row.providerPaymentId, approve, customerId: customer?.providerCustomerId ?? '', paymentMethodId: '', amount: row.amount,
    currency: row.currency, offSession: false, idempotencyKey: `authenticate:${row.id}`, metadata,
  });
  await applyEvent(runtime, answer);
  return outcomeOf((await ledgerRow(runtime.db, row.id))!);
}
