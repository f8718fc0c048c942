// What a settled payment does, inside the transaction that records it: the ledger row's status, the subscription's
// state machine (incomplete → active; renewals move the period; failures go past due, then expire), the Plus badge and
// the creator pool's share. Transitions only go forward, so a late or repeated event changes nothing.
import { CREATOR_POOL_SHARE_PERCENT, PLUS_PRODUCT, RETRY_SCHEDULE_DAYS } from '#contracts/billing.ts';
import { addPlusRevenue, ledgerRow, updateLedgerRow, type LedgerRow, type Tx } from '../ledger/queries.ts';
import { subscription, updateSubscription, type SubscriptionRow } from '../subscriptions/queries.ts';
import { addDays } from '../clock.ts';
import { periodEnd } from '../catalog/products.ts';
import type { BillingMail } from '../mail/send.ts';
import { setPlusBadge } from '../entitlement/plus-badge.ts';

/** Why a charge was made, carried in the payment's metadata: the first payment, the renewal of one period, or the
 * rest of the period at a dearer product's price (its ledger row names the product). */
export type ChargePurpose = 'start' | 'renewal' | 'manual_retry' | 'upgrade';

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

async function poolShare(tx: Tx, charge: LedgerRow, amount: number, when: Date): Promise<void> {
  // Credit staff granted is not revenue: a renewal paid with it adds nothing to the pool.
  if (charge.productId !== PLUS_PRODUCT || charge.kind !== 'charge') return;
  await addPlusRevenue(tx, utcDay(when), charge.currency, amount, Math.trunc((amount * CREATOR_POOL_SHARE_PERCENT) / 100));
}

/** The subscription's next period once its renewal for the period ending `paidUntil` is paid. */
async function renew(tx: Tx, sub: SubscriptionRow, paidUntil: number): Promise<void> {
  if (sub.periodEnd.getTime() !== paidUntil || (sub.status !== 'active' && sub.status !== 'past_due')) return;
  const interval = sub.nextInterval ?? sub.interval;
  await updateSubscription(tx, sub.id, {
    status: 'active', interval, nextInterval: null, productId: sub.nextProductId ?? sub.productId, nextProductId: null, periodStart: sub.periodEnd, periodEnd: periodEnd(sub.periodEnd, interval),
    failedAttempts: 0, nextAttemptAt: null,
  });
  await setPlusBadge(tx, sub, true);
}

export interface ChargeContext {
  purpose: ChargePurpose;
  /** For renewals: the end of the period being renewed (milliseconds), so one period is renewed once. */
  paidUntil: number | null;
}

export async function chargeSucceeded(tx: Tx, charge: LedgerRow, context: ChargeContext, now: Date, mails: BillingMail[]): Promise<void> {
  if (charge.status === 'succeeded' || charge.status === 'refunded') return;
  await updateLedgerRow(tx, charge.id, { status: 'succeeded', failureMessage: null });
  await poolShare(tx, charge, charge.amount, now);
  const sub = charge.subscriptionId ? await subscription(tx, charge.subscriptionId) : null;
  if (sub && context.purpose === 'start' && sub.status === 'incomplete') {
    await updateSubscription(tx, sub.id, { status: 'active', periodStart: now, periodEnd: periodEnd(now, sub.interval) });
    await setPlusBadge(tx, sub, true);
  } else if (sub && context.purpose === 'upgrade') {
    if (sub.status === 'active') await updateSubscription(tx, sub.id, { productId: charge.productId ?? sub.productId, nextProductId: null });
  } else if (sub && context.paidUntil !== null) {
    await renew(tx, sub, context.paidUntil);
  }
  const paid = sub ? await subscription(tx, sub.id) : null;
  if (paid && charge.amount > 0) {
    mails.push({
      kind: 'billingReceipt', userId: charge.userId, productId: paid.productId, period: { from: paid.periodStart, to: paid.periodEnd },
      amount: charge.amount, currency: charge.currency, date: now, receipt: charge.id,
    });
  }
}

/** A renewal that could not be paid: past due with the next try on the schedule, or expired after the last. */
export async function renewalFailed(tx: Tx, sub: SubscriptionRow, paidUntil: number, reason: string, now: Date, mails: BillingMail[]): Promise<void> {
  if (sub.periodEnd.getTime() !== paidUntil || (sub.status !== 'active' && sub.status !== 'past_due')) return;
  const attempts = sub.failedAttempts + 1;
  if (attempts > RETRY_SCHEDULE_DAYS.length) {
    await updateSubscription(tx, sub.id, { status: 'expired', failedAttempts: attempts, nextAttemptAt: null });
    await setPlusBadge(tx, sub, false);
    return;
  }
  const nextAttemptAt = addDays(sub.periodEnd, RETRY_SCHEDULE_DAYS[attempts - 1]!);
  await updateSubscription(tx, sub.id, { status: 'past_due', failedAttempts: attempts, nextAttemptAt });
  if (attempts === 1) mails.push({ kind: 'billingRenewalFailed', userId: sub.userId, productId: sub.productId, date: now, retry: nextAttemptAt, reason });
}

export async function chargeFailed(tx: Tx, charge: LedgerRow, context: ChargeContext, reason: string, now: Date, mails: BillingMail[]): Promise<void> {
  if (charge.status !== 'processing') return;
  await updateLedgerRow(tx, charge.id, { status: 'failed', failureMessage: reason });
  const sub = charge.subscriptionId ? await subscription(tx, charge.subscriptionId) : null;
  // A first payment that fails ends the subscription before it began: the person may try again.
  if (sub && context.purpose === 'start' && sub.status === 'incomplete') await updateSubscription(tx, sub.id, { status: 'incomplete_expired' });
  // A person's own retry that fails leaves the schedule as it was.
  if (sub && context.purpose === 'renewal' && context.paidUntil !== null) await renewalFailed(tx, sub, context.paidUntil, reason, now, mails);
}

export async function refundSucceeded(tx: Tx, refund: LedgerRow, now: Date): Promise<void> {
  if (refund.status !== 'processing' || !refund.chargeId) return;
  const charge = await ledgerRow(tx, refund.chargeId);
  if (!charge) return;
  await updateLedgerRow(tx, refund.id, { status: 'succeeded' });
  await updateLedgerRow(tx, charge.id, { status: 'refunded', refunded: charge.refunded + refund.amount });
  await poolShare(tx, charge, -refund.amount, now);
}
