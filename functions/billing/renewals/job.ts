// The renewal job: charges subscriptions whose period is over, tries failed renewals again on the schedule, and ends
// cancelled ones at their period's end. One function for the Node timer and a Workers Cron Trigger alike; it runs
// until nothing is due, so after the sandbox clock jumps a year every month of it is renewed in one run.
import { randomId } from '#lib/ids.ts';
import type { Runtime } from '#access';
import { billingNow } from '../clock.ts';
import { findCustomer } from '../customers.ts';
import { priceOf } from '../catalog/products.ts';
import { charge } from '../ledger/charge.ts';
import { creditBalance, insertLedgerRow } from '../ledger/queries.ts';
import { primaryPaymentMethod } from '../payment-methods/queries.ts';
import { dueExpiries, dueRenewals, dueRetries, subscription, updateSubscription, type SubscriptionRow } from '../subscriptions/queries.ts';
import { chargeSucceeded } from '../events/settle.ts';
import { sendBillingMail, type BillingMail } from '../mail/send.ts';
import { setPlusBadge } from '../entitlement/plus-badge.ts';
import { cancelAbandonedPayments } from '../subscriptions/abandoned.ts';

const BATCH = 50;
/** A bound on one run's rounds: a year of monthly renewals with retries fits many times over. */
const MAX_ROUNDS = 200;

export interface JobReport {
  renewed: number;
  failed: number;
  expired: number;
}

/** Credit that covers the whole renewal pays it; otherwise the card is charged and the credit kept. */
async function payWithCredit(runtime: Runtime, sub: SubscriptionRow, amount: number, interval: SubscriptionRow['interval']): Promise<boolean> {
  if (amount === 0 || (await creditBalance(runtime.db, sub.userId, sub.currency)) < amount) return false;
  const now = await billingNow(runtime);
  const mails: BillingMail[] = [];
  await runtime.db.transaction(async (tx) => {
    const id = randomId();
    const spend = { id, userId: sub.userId, kind: 'credit' as const, subscriptionId: sub.id, productId: sub.nextProductId ?? sub.productId, interval, amount: -amount, currency: sub.currency, status: 'processing' as const, idempotencyKey: `credit:${sub.id}:${sub.periodEnd.getTime()}`, created: now };
    await insertLedgerRow(tx, spend);
    await chargeSucceeded(tx, { ...spend, refunded: 0, chargeId: null, providerPaymentId: null, failureMessage: null }, { purpose: 'renewal', paidUntil: sub.periodEnd.getTime() }, now, mails);
  });
  for (const mail of mails) await sendBillingMail(runtime, mail);
  return true;
}

async function renewOnce(runtime: Runtime, sub: SubscriptionRow): Promise<boolean> {
  const interval = sub.nextInterval ?? sub.interval;
  const productId = sub.nextProductId ?? sub.productId;
  const amount = priceOf(productId, interval, sub.currency) ?? 0;
  if (await payWithCredit(runtime, sub, amount, interval)) return true;
  const customer = await findCustomer(runtime.db, sub.userId);
  const method = await primaryPaymentMethod(runtime.db, sub.userId);
  const attempt = sub.failedAttempts;
  const row = await charge(runtime, {
    userId: sub.userId, subscriptionId: sub.id, productId, interval, amount, currency: sub.currency,
    customerId: customer?.providerCustomerId ?? '', providerMethodId: customer ? method?.providerMethodId ?? null : null,
    purpose: 'renewal', paidUntil: sub.periodEnd.getTime(), offSession: true, idempotencyKey: `renewal:${sub.id}:${sub.periodEnd.getTime()}:${attempt}`,
  });
  return row.status === 'succeeded';
}

async function expire(runtime: Runtime, sub: SubscriptionRow): Promise<void> {
  await runtime.db.transaction(async (tx) => {
    await updateSubscription(tx, sub.id, { status: 'expired' });
    await setPlusBadge(tx, sub, false);
  });
}

export async function runBillingJobs(runtime: Runtime): Promise<JobReport> {
  const report: JobReport = { renewed: 0, failed: 0, expired: 0 };
  await cancelAbandonedPayments(runtime, await billingNow(runtime));
  let previous = '';
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const now = await billingNow(runtime);
    const due = [...(await dueRenewals(runtime.db, now, BATCH)), ...(await dueRetries(runtime.db, now, BATCH))];
    const ending = await dueExpiries(runtime.db, now, BATCH);
    // A payment still processing leaves its subscription as it was: the next run, not this one, looks again.
    const state = due.map((sub) => `${sub.id}:${sub.periodEnd.getTime()}:${sub.failedAttempts}`).join(',');
    if ((due.length === 0 && ending.length === 0) || (ending.length === 0 && state === previous)) break;
    previous = state;
    for (const sub of due) {
      if (await renewOnce(runtime, sub)) report.renewed++;
      else report.failed++;
      const after = await subscription(runtime.db, sub.id);
      if (after?.status === 'expired') report.expired++;
    }
    for (const sub of ending) {
      await expire(runtime, sub);
      report.expired++;
    }
  }
  return report;
}
