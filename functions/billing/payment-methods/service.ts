// Saving, removing and choosing the primary payment method. A card that backs a subscription still to be paid for
// cannot be removed while it is the last one.
import { ApiError, notFound } from '#contracts/errors.ts';
import { randomId } from '#lib/ids.ts';
import type { Runtime } from '#access';
import type { CardInput } from '#platform/payments/index.ts';
import { ensureCustomer } from '../customers.ts';
import { userSubscriptions } from '../subscriptions/queries.ts';
import { deletePaymentMethod, insertPaymentMethod, primaryPaymentMethod, setPrimary, userPaymentMethod, userPaymentMethods, type PaymentMethodRow } from './queries.ts';

export type SaveCardOutcome = { saved: PaymentMethodRow } | { declined: string };

/** The first saved method becomes the primary one; `makePrimary` makes any new one primary. */
export async function saveCard(runtime: Runtime, userId: string, locale: string | null, input: CardInput, options: { makePrimary?: boolean; idempotencyKey: string }): Promise<SaveCardOutcome> {
  const customer = await ensureCustomer(runtime, userId, locale);
  const outcome = await runtime.payments.saveCard(customer.providerCustomerId, input, options.idempotencyKey);
  if ('declined' in outcome) return outcome;
  const id = randomId();
  await runtime.db.transaction(async (tx) => {
    const primary = await primaryPaymentMethod(tx, userId);
    await insertPaymentMethod(tx, { id, userId, ...outcome.card, primary: false, created: runtime.clock.now() });
    if (!primary || options.makePrimary) await setPrimary(tx, userId, id);
  });
  return { saved: (await userPaymentMethod(runtime.db, userId, id))! };
}

export async function makePrimary(runtime: Runtime, userId: string, id: string): Promise<void> {
  await runtime.db.transaction(async (tx) => {
    if (!(await userPaymentMethod(tx, userId, id))) throw notFound('No such payment method');
    await setPrimary(tx, userId, id);
  });
}

const STILL_BILLED = new Set(['active', 'past_due']);

export async function removeCard(runtime: Runtime, userId: string, id: string): Promise<void> {
  const method = await userPaymentMethod(runtime.db, userId, id);
  if (!method) throw notFound('No such payment method');
  const methods = await userPaymentMethods(runtime.db, userId);
  const billed = (await userSubscriptions(runtime.db, userId)).some((sub) => STILL_BILLED.has(sub.status));
  if (methods.length === 1 && billed) {
    throw new ApiError('conflict', 'This is the only payment method of a subscription that renews: add another one first, or cancel the subscription.');
  }
  await runtime.payments.removeCard(method.providerMethodId, `detach:${method.id}`);
  await runtime.db.transaction(async (tx) => {
    await deletePaymentMethod(tx, id);
    const [next] = (await userPaymentMethods(tx, userId)).filter((row) => row.id !== id);
    if (method.primary && next) await setPrimary(tx, userId, next.id);
  });
}
