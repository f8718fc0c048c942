// The one event handler: Stripe's webhooks and the sandbox's answers alike. Each event is recorded by id in the same
// transaction as its effects, so a redelivered event is found and changes nothing twice.
import * as t from '#db/schema/index.ts';
import type { Runtime } from '#access';
import type { PaymentEvent, PaymentIntentObject, RefundObject } from '#platform/payments/index.ts';
import { eq } from 'drizzle-orm';
import { ledgerRow, updateLedgerRow, type LedgerRow, type Tx } from '../ledger/queries.ts';
import { billingNow } from '../clock.ts';
import { sendBillingMail, type BillingMail } from '../mail/send.ts';
import { chargeFailed, chargeSucceeded, refundSucceeded, type ChargeContext, type ChargePurpose } from './settle.ts';

export type ApplyOutcome = 'applied' | 'duplicate' | 'ignored';

const PURPOSES: readonly ChargePurpose[] = ['start', 'renewal', 'manual_retry', 'upgrade'];

/** The ledger row a payment is about: named in its metadata by Kiln, else found by the provider's id. */
async function rowFor(tx: Tx, providerId: string, metadata: Record<string, string> | null): Promise<LedgerRow | null> {
  const named = metadata?.kiln_ledger_id ? await ledgerRow(tx, metadata.kiln_ledger_id) : null;
  if (named) return named;
  const [row] = await tx.select().from(t.ledger).where(eq(t.ledger.providerPaymentId, providerId));
  return row ?? null;
}

function contextOf(metadata: Record<string, string>): ChargeContext {
  const purpose = PURPOSES.find((entry) => entry === metadata.kiln_purpose) ?? 'manual_retry';
  const paidUntil = Number(metadata.kiln_paid_until);
  return { purpose, paidUntil: Number.isSafeInteger(paidUntil) && paidUntil > 0 ? paidUntil : null };
}

async function applyPaymentIntent(tx: Tx, type: string, intent: PaymentIntentObject, now: Date, mails: BillingMail[]): Promise<ApplyOutcome> {
  const row = await rowFor(tx, intent.id, intent.metadata);
  if (!row || row.kind !== 'charge') return 'ignored';
  if (!row.providerPaymentId) await updateLedgerRow(tx, row.id, { providerPaymentId: intent.id });
  const context = contextOf(intent.metadata ?? {});
  if (type === 'payment_intent.succeeded') await chargeSucceeded(tx, row, context, now, mails);
  else if (type === 'payment_intent.payment_failed') {
    await chargeFailed(tx, row, context, intent.last_payment_error?.message ?? 'The payment failed.', now, mails);
  } else if (type === 'payment_intent.canceled') await chargeFailed(tx, row, context, 'The payment was cancelled before it was completed.', now, mails);
  return 'applied';
}

async function applyRefund(tx: Tx, refund: RefundObject, now: Date): Promise<ApplyOutcome> {
  if (refund.status !== 'succeeded') return 'ignored';
  const row = await rowFor(tx, refund.id, refund.metadata);
  if (!row || row.kind !== 'refund') return 'ignored';
  if (!row.providerPaymentId) await updateLedgerRow(tx, row.id, { providerPaymentId: refund.id });
  await refundSucceeded(tx, row, now);
  return 'applied';
}

export async function applyEvent(runtime: Runtime, event: PaymentEvent): Promise<ApplyOutcome> {
  const now = await billingNow(runtime);
  const mails: BillingMail[] = [];
  const outcome = await runtime.db.transaction(async (tx) => {
    const recorded = await tx.insert(t.billingEvents).values({ id: event.id, type: event.type, providerCreated: event.created, received: now })
      .onConflictDoNothing().returning({ id: t.billingEvents.id });
    if (recorded.length === 0) return 'duplicate' as const;
    const object = event.data.object;
    if (object.object === 'payment_intent' && event.type.startsWith('payment_intent.')) return applyPaymentIntent(tx, event.type, object as PaymentIntentObject, now, mails);
    if (object.object === 'refund') return applyRefund(tx, object as RefundObject, now);
    return 'ignored' as const;
  });
  for (const mail of mails) await sendBillingMail(runtime, mail);
  return outcome;
}
