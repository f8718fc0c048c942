// Subscribing, cancelling at the period's end, resubscribing, switching interval, retrying a failed renewal and
// ending a failed subscription. Prices come from the catalogue; each click's key makes at most one charge.
import { ApiError, badRequest, notFound } from '#contracts/errors.ts';
import { cardForm, PLUS_PRODUCT } from '#contracts/billing.ts';
import type { Interval } from '#contracts/billing-catalog.ts';
import { randomId } from '#lib/ids.ts';
import { isUniqueViolation } from '#lib/db-errors.ts';
import type { Runtime } from '#access';
import { ensureCustomer } from '../customers.ts';
import { billingNow } from '../clock.ts';
import { priceOf } from '../catalog/products.ts';
import { charge, chargeByKey } from '../ledger/charge.ts';
import type { LedgerRow } from '../ledger/queries.ts';
import { sendBillingMail } from '../mail/send.ts';
import { saveCard } from '../payment-methods/service.ts';
import { primaryPaymentMethod, userPaymentMethod } from '../payment-methods/queries.ts';
import { insertSubscription, subscription, updateSubscription, userSubscriptionsOf, type SubscriptionRow } from './queries.ts';
import { setPlusBadge } from '../entitlement/plus-badge.ts';
import { isUnstarted } from '#contracts/billing.ts';

export interface SubscribeInput {
  interval: Interval;
  currency: string;
  clientKey: string;
  /** A saved method's id, or a card typed into the sandbox form. */
  paymentMethodId?: string;
  card?: { number?: string; exp_month?: string; exp_year?: string; cvc?: string };
}

export type PaymentOutcome =
  | { status: 'succeeded'; charge: LedgerRow }
  | { status: 'requires_action'; charge: LedgerRow }
  /** `charge` is the failed payment; without one the card itself was refused (`card`), or not a card at all. */
  | { status: 'failed'; message: string; charge?: LedgerRow; reason: 'payment' | 'card_declined' | 'card_invalid' };

export function outcomeOf(row: LedgerRow): PaymentOutcome {
  if (row.status === 'succeeded' || row.status === 'refunded') return { status: 'succeeded', charge: row };
  if (row.status === 'processing') return { status: 'requires_action', charge: row };
  return { status: 'failed', message: row.failureMessage ?? 'The payment failed.', charge: row, reason: 'payment' };
}

const LIVE = ['active', 'past_due', 'cancelled'] as const;

async function methodFor(runtime: Runtime, userId: string, locale: string | null, input: SubscribeInput, key: string) {
  if (input.paymentMethodId && input.paymentMethodId !== 'new') {
    const method = await userPaymentMethod(runtime.db, userId, input.paymentMethodId);
    if (!method) throw notFound('No such payment method');
    return { method };
  }
  const card = cardForm.safeParse(input.card ?? {});
  if (!card.success) return { invalid: true as const };
  const saved = await saveCard(runtime, userId, locale, { kind: 'card', number: card.data.number, expMonth: card.data.exp_month, expYear: card.data.exp_year, cvc: card.data.cvc }, { idempotencyKey: `card:${key}` });
  return 'declined' in saved ? { declined: saved.declined } : { method: saved.saved };
}

/** What the product being bought adds around the purchase: a check before anything is charged, and the record it pays for. */
export interface PurchaseHooks {
  /** Throws when this person may not buy it now (already subscribed, out of stock, …). */
  guard?: () => Promise<void>;
  /** Called with the new subscription's id before the first charge: e.g. the server it pays for. */
  onCreated?: (subscriptionId: string) => Promise<void>;
}

/** Starts a subscription to any catalogue product: the first period is charged now, at the catalogue's price. */
export async function subscribeToProduct(runtime: Runtime, userId: string, locale: string | null, productId: string, input: SubscribeInput, hooks: PurchaseHooks = {}): Promise<PaymentOutcome> {
  const key = `${userId}:${input.clientKey}`;
  const earlier = await chargeByKey(runtime, key);
  if (earlier) return outcomeOf(earlier);
  const amount = priceOf(productId, input.interval, input.currency);
  if (amount === null) throw badRequest(`This product is not sold ${input.interval} in ${input.currency}`);
  await hooks.guard?.();
  const customer = await ensureCustomer(runtime, userId, locale);
  const chosen = await methodFor(runtime, userId, locale, input, key);
  if ('invalid' in chosen) return { status: 'failed', message: 'The card details are incomplete.', reason: 'card_invalid' };
  if ('declined' in chosen) return { status: 'failed', message: chosen.declined!, reason: 'card_declined' };
  const now = await billingNow(runtime);
  const subscriptionId = randomId();
  try {
    await insertSubscription(runtime.db, {
      id: subscriptionId, userId, productId, interval: input.interval, currency: input.currency, status: 'incomplete',
      periodStart: now, periodEnd: now, created: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('conflict', 'This is already being paid for: finish or cancel that payment first.');
    throw error;
  }
  await hooks.onCreated?.(subscriptionId);
  const row = await charge(runtime, {
    userId, subscriptionId, productId, interval: input.interval, amount, currency: input.currency,
    customerId: customer.providerCustomerId, providerMethodId: chosen.method!.providerMethodId, purpose: 'start', paidUntil: null, offSession: false, idempotencyKey: key,
  });
  return outcomeOf(row);
}

export async function subscribeToPlus(runtime: Runtime, userId: string, locale: string | null, input: SubscribeInput): Promise<PaymentOutcome> {
  if (priceOf(PLUS_PRODUCT, input.interval, input.currency) === null) throw badRequest(`Kiln Plus is not sold in ${input.currency}`);
  return subscribeToProduct(runtime, userId, locale, PLUS_PRODUCT, input, {
    guard: async () => {
      if ((await userSubscriptionsOf(runtime.db, userId, PLUS_PRODUCT, LIVE)).length > 0) {
        throw new ApiError('conflict', 'You already have Kiln Plus: manage it from your billing settings.');
      }
    },
  });
}

async function ownSubscription(runtime: Runtime, userId: string, id: string): Promise<SubscriptionRow> {
  const row = await subscription(runtime.db, id);
  if (!row || row.userId !== userId || isUnstarted(row.status)) throw notFound('No such subscription');
  return row;
}

/** Perks stay to the end of the paid period; nothing renews. */
export async function cancelAtPeriodEnd(runtime: Runtime, userId: string, id: string): Promise<void> {
  const sub = await ownSubscription(runtime, userId, id);
  if (sub.status === 'past_due') return endFailed(runtime, sub);
  if (sub.status !== 'active') throw new ApiError('conflict', 'Only an active subscription can be cancelled.');
  await updateSubscription(runtime.db, sub.id, { status: 'cancelled', nextInterval: null });
  await sendBillingMail(runtime, { kind: 'billingCancelled', userId, productId: sub.productId, date: sub.periodEnd });
}

/** A failed subscription is cancelled at once: its period is already over. */
async function endFailed(runtime: Runtime, sub: SubscriptionRow): Promise<void> {
  const now = await billingNow(runtime);
  await runtime.db.transaction(async (tx) => {
    await updateSubscription(tx, sub.id, { status: 'expired', nextAttemptAt: null });
    await setPlusBadge(tx, sub, false);
  });
  await sendBillingMail(runtime, { kind: 'billingCancelled', userId: sub.userId, productId: sub.productId, date: now });
}

/** Undoing a cancellation before the period ends: renewals resume, nothing is charged now. */
export async function resubscribe(runtime: Runtime, userId: string, id: string): Promise<void> {
  const sub = await ownSubscription(runtime, userId, id);
  const now = await billingNow(runtime);
  if (sub.status !== 'cancelled' || sub.periodEnd <= now) throw new ApiError('conflict', 'Only a cancelled subscription whose period has not ended can be resumed.');
  await updateSubscription(runtime.db, sub.id, { status: 'active' });
}

/** A switch takes effect at the next renewal, which is charged at the new interval's price. */
export async function switchInterval(runtime: Runtime, userId: string, id: string, interval: Interval): Promise<void> {
  const sub = await ownSubscription(runtime, userId, id);
  if (sub.status !== 'active') throw new ApiError('conflict', 'Only an active subscription can change its billing interval.');
  if (priceOf(sub.productId, interval, sub.currency) === null) throw badRequest(`This product is not sold ${interval} in ${sub.currency}`);
  await updateSubscription(runtime.db, sub.id, { nextInterval: interval === sub.interval ? null : interval });
}

/** The person's own retry of a failed renewal, with their primary payment method, now. */
export async function retryRenewal(runtime: Runtime, userId: string, id: string, clientKey: string): Promise<PaymentOutcome> {
  const key = `${userId}:${clientKey}`;
  const earlier = await chargeByKey(runtime, key);
  if (earlier) return outcomeOf(earlier);
  const sub = await ownSubscription(runtime, userId, id);
  if (sub.status !== 'past_due') throw new ApiError('conflict', 'Only a subscription whose renewal failed can be retried.');
  const interval = sub.nextInterval ?? sub.interval;
  const amount = priceOf(sub.productId, interval, sub.currency);
  if (amount === null) throw badRequest('This product is no longer sold in this currency');
  const customer = await ensureCustomer(runtime, userId, null);
  const method = await primaryPaymentMethod(runtime.db, userId);
  const row = await charge(runtime, {
    userId, subscriptionId: sub.id, productId: sub.productId, interval, amount, currency: sub.currency, customerId: customer.providerCustomerId,
    providerMethodId: method?.providerMethodId ?? null, purpose: 'manual_retry', paidUntil: sub.periodEnd.getTime(), offSession: false, idempotencyKey: key,
  });
  return outcomeOf(row);
}
