// Making one charge: its ledger row is written (processing) before the provider is asked, under the click's
// idempotency key, and the provider's answer goes through the same event handler as a webhook.
import { isUniqueViolation } from '#lib/db-errors.ts';
import { randomId } from '#lib/ids.ts';
import type { Interval } from '#contracts/billing-catalog.ts';
import type { Runtime } from '#access';
import { applyEvent } from '../events/apply.ts';
import { chargeFailed, type ChargePurpose } from '../events/settle.ts';
import { sendBillingMail, type BillingMail } from '../mail/send.ts';
import { billingNow } from '../clock.ts';
import { insertLedgerRow, ledgerRow, ledgerRowByKey, type LedgerRow } from './queries.ts';

export interface ChargeRequest {
  userId: string;
  subscriptionId: string;
  productId: string;
  interval: Interval;
  amount: number;
  currency: string;
  customerId: string;
  providerMethodId: string | null;
  purpose: ChargePurpose;
  paidUntil: number | null;
  offSession: boolean;
  /** Unique per movement: a click's `{userId}:{client key}`, or a renewal's period and attempt. */
  idempotencyKey: string;
}

/** The charge made for this key before, if any: the same click never charges twice. */
export const chargeByKey = (runtime: Runtime, key: string) => ledgerRowByKey(runtime.db, key);

export async function charge(runtime: Runtime, request: ChargeRequest): Promise<LedgerRow> {
  const id = randomId();
  const now = await billingNow(runtime);
  try {
    await insertLedgerRow(runtime.db, {
      id, userId: request.userId, kind: 'charge', subscriptionId: request.subscriptionId, productId: request.productId, interval: request.interval,
      amount: request.amount, currency: request.currency, status: 'processing', idempotencyKey: request.idempotencyKey, created: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) return (await ledgerRowByKey(runtime.db, request.idempotencyKey))!;
    throw error;
  }
  const row = (await ledgerRow(runtime.db, id))!;
  const context = { purpose: request.purpose, paidUntil: request.paidUntil };
  if (!request.providerMethodId) {
    await failWithoutProvider(runtime, row, context, 'There is no payment method to charge.');
    return (await ledgerRow(runtime.db, id))!;
  }
  const metadata = {
    kiln_ledger_id: id, kiln_user_id: request.userId, kiln_subscription_id: request.subscriptionId, kiln_purpose: request.purpose,
    ...(request.paidUntil === null ? {} : { kiln_paid_until: String(request.paidUntil) }),
  };
  try {
    const answer = await runtime.payments.charge({
      customerId: request.customerId, paymentMethodId: request.providerMethodId, amount: request.amount, currency: request.currency,
      offSession: request.offSession, idempotencyKey: `charge:${id}`, metadata,
    });
    await applyEvent(runtime, answer);
  } catch (error) {
    console.error(error);
    await failWithoutProvider(runtime, row, context, 'The payment provider could not be reached. Please try again.');
  }
  return (await ledgerRow(runtime.db, id))!;
}

async function failWithoutProvider(runtime: Runtime, row: LedgerRow, context: { purpose: ChargePurpose; paidUntil: number | null }, reason: string): Promise<void> {
  const now = await billingNow(runtime);
  const mails: BillingMail[] = [];
  await runtime.db.transaction((tx) => chargeFailed(tx, row, context, reason, now, mails));
  for (const mail of mails) await sendBillingMail(runtime, mail);
}
