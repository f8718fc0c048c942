// What the billing pages and the site's chrome read: a person's subscriptions with their next charge, payment
// methods, charges, whether Plus is theirs, and whether a renewal failed (the banner).
import type { Interval } from '#contracts/billing-catalog.ts';
import { PLUS_PRODUCT, type ChargeStatus, type SubscriptionStatus } from '#contracts/billing.ts';
import type { Runtime } from '#access';
import { billingNow } from '../clock.ts';
import { priceOf } from '../catalog/products.ts';
import { userLedger } from '../ledger/queries.ts';
import { userPaymentMethods } from '../payment-methods/queries.ts';
import { userSubscriptions, type SubscriptionRow } from '../subscriptions/queries.ts';

export interface SubscriptionView {
  id: string;
  productId: string;
  status: SubscriptionStatus;
  interval: Interval;
  /** The interval the next renewal switches to, when one was asked for. */
  nextInterval: Interval | null;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  /** What the next renewal charges (at the next interval's price), or null when nothing renews. */
  nextCharge: { amount: number; date: Date } | null;
  nextAttemptAt: Date | null;
  /** The product's perks are the person's now. */
  perks: boolean;
}

export interface PaymentMethodView {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  primary: boolean;
}

export interface ChargeView {
  id: string;
  date: Date;
  productId: string | null;
  interval: Interval | null;
  amount: number;
  refunded: number;
  currency: string;
  status: ChargeStatus;
  failureMessage: string | null;
}

/** Active and past-due subscriptions keep their perks (a failed renewal is being retried); cancelled ones to the period's end. */
export function hasPerks(sub: Pick<SubscriptionRow, 'status' | 'periodEnd'>, now: Date): boolean {
  if (sub.status === 'active' || sub.status === 'past_due') return true;
  return sub.status === 'cancelled' && sub.periodEnd > now;
}

function subscriptionView(sub: SubscriptionRow, now: Date): SubscriptionView {
  const renewsAt = sub.status === 'active' ? sub.periodEnd : sub.status === 'past_due' ? sub.nextAttemptAt : null;
  const amount = priceOf(sub.productId, sub.nextInterval ?? sub.interval, sub.currency);
  return {
    id: sub.id, productId: sub.productId, status: sub.status, interval: sub.interval, nextInterval: sub.nextInterval, currency: sub.currency,
    periodStart: sub.periodStart, periodEnd: sub.periodEnd, nextAttemptAt: sub.nextAttemptAt, perks: hasPerks(sub, now),
    nextCharge: renewsAt && amount !== null ? { amount, date: renewsAt } : null,
  };
}

export interface BillingOverview {
  now: Date;
  subscriptions: SubscriptionView[];
  paymentMethods: PaymentMethodView[];
  failedRenewal: boolean;
  plus: boolean;
}

export async function billingOverview(runtime: Runtime, userId: string): Promise<BillingOverview> {
  const now = await billingNow(runtime);
  const subscriptions = (await userSubscriptions(runtime.db, userId)).map((sub) => subscriptionView(sub, now));
  const paymentMethods = (await userPaymentMethods(runtime.db, userId))
    .map(({ id, brand, last4, expMonth, expYear, primary }) => ({ id, brand, last4, expMonth, expYear, primary }));
  return {
    now, subscriptions, paymentMethods,
    failedRenewal: subscriptions.some((sub) => sub.status === 'past_due'),
    plus: subscriptions.some((sub) => sub.productId === PLUS_PRODUCT && sub.perks),
  };
}

export async function userCharges(runtime: Runtime, userId: string): Promise<ChargeView[]> {
  return (await userLedger(runtime.db, userId)).filter((row) => row.kind === 'charge').map((row) => ({
    id: row.id, date: row.created, productId: row.productId, interval: row.interval, amount: row.amount, refunded: row.refunded,
    currency: row.currency, status: row.status, failureMessage: row.failureMessage,
  }));
}

/** The two facts every page's frame shows a signed-in person: the Plus badge and the failed-renewal banner. */
export async function billingChrome(runtime: Runtime, userId: string): Promise<{ plus: boolean; failedRenewal: boolean }> {
  const { plus, failedRenewal } = await billingOverview(runtime, userId);
  return { plus, failedRenewal };
}
