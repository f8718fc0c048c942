// Moving a subscription to another product of the catalogue (a bigger or smaller hosting plan). A dearer product
// starts now and the rest of the paid period is charged at the difference, prorated to the minute; a cheaper one
// waits for the next renewal, which is charged at its price. The period's end never moves.
import { ApiError, badRequest } from '#contracts/errors.ts';
import type { Runtime } from '#access';
import { ensureCustomer } from '../customers.ts';
import { billingNow } from '../clock.ts';
import { priceOf } from '../catalog/products.ts';
import { charge, chargeByKey } from '../ledger/charge.ts';
import { primaryPaymentMethod } from '../payment-methods/queries.ts';
import { subscription, updateSubscription } from './queries.ts';
import { outcomeOf, type PaymentOutcome } from './service.ts';
import { isUnstarted } from '#contracts/billing.ts';

/** Below this many minor units a prorated upgrade is not worth a card payment: the rest of the period is on Kiln. */
const SMALLEST_CHARGE = 50;

export type ProductChange = PaymentOutcome | { status: 'scheduled'; from: Date } | { status: 'switched' };

export async function changeProduct(runtime: Runtime, userId: string, subscriptionId: string, productId: string, clientKey: string): Promise<ProductChange> {
  const key = `${userId}:${clientKey}`;
  const earlier = await chargeByKey(runtime, key);
  if (earlier) return outcomeOf(earlier);
  const sub = await subscription(runtime.db, subscriptionId);
  if (!sub || sub.userId !== userId || isUnstarted(sub.status)) throw new ApiError('not_found', 'No such subscription');
  if (sub.status !== 'active') throw new ApiError('conflict', 'Only an active subscription can change plan.');
  const current = priceOf(sub.productId, sub.interval, sub.currency);
  const next = priceOf(productId, sub.interval, sub.currency);
  if (current === null || next === null) throw badRequest(`That plan is not sold ${sub.interval} in ${sub.currency}`);
  if (productId === sub.productId) {
    await updateSubscription(runtime.db, sub.id, { nextProductId: null });
    return { status: 'switched' };
  }
  if (next <= current) {
    await updateSubscription(runtime.db, sub.id, { nextProductId: productId });
    return { status: 'scheduled', from: sub.periodEnd };
  }
  const now = await billingNow(runtime);
  const left = Math.max(0, sub.periodEnd.getTime() - now.getTime()) / Math.max(1, sub.periodEnd.getTime() - sub.periodStart.getTime());
  const amount = Math.ceil((next - current) * Math.min(1, left));
  if (amount < SMALLEST_CHARGE) {
    await updateSubscription(runtime.db, sub.id, { productId, nextProductId: null });
    return { status: 'switched' };
  }
  const customer = await ensureCustomer(runtime, userId, null);
  const method = await primaryPaymentMethod(runtime.db, userId);
  const row = await charge(runtime, {
    userId, subscriptionId: sub.id, productId, interval: sub.interval, amount, currency: sub.currency, customerId: customer.providerCustomerId,
    providerMethodId: method?.providerMethodId ?? null, purpose: 'upgrade', paidUntil: null, offSession: false, idempotencyKey: key,
  });
  return outcomeOf(row);
}
