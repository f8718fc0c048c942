// Staff tools over one person's billing: refund a charge (in full or in part), cancel a subscription now, extend its
// period, grant credit. Each writes its audit row in the transaction of the change it records.
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { ApiError, badRequest, notFound } from '#contracts/errors.ts';
import { isUniqueViolation } from '#lib/db-errors.ts';
import { randomId } from '#lib/ids.ts';
import type { Runtime, Viewer } from '#access';
import { addDays, billingNow } from '../clock.ts';
import { applyEvent } from '../events/apply.ts';
import { insertLedgerRow, ledgerRow, userLedger, type LedgerRow } from '../ledger/queries.ts';
import { parseAmount } from '../money.ts';
import { billingOverview, type BillingOverview } from '../overview/service.ts';
import { subscription, updateSubscription } from '../subscriptions/queries.ts';
import { sendBillingMail } from '../mail/send.ts';
import { insertAudit, userAudit, type AuditRow } from './queries.ts';
import { mayChangeUserBilling, maySeeUserBilling } from './policy.ts';
import { setPlusBadge } from '../entitlement/plus-badge.ts';
import { isUnstarted } from '#contracts/billing.ts';

export interface UserBilling {
  user: { id: string; username: string };
  overview: BillingOverview;
  ledger: LedgerRow[];
  audit: AuditRow[];
  mayChange: boolean;
}

/** Null (a 404 to the page) for anyone who is not staff, and for a user who does not exist. */
export async function userBillingForStaff(runtime: Runtime, viewer: Viewer | null, userId: string): Promise<UserBilling | null> {
  if (!maySeeUserBilling(viewer)) return null;
  const [user] = await runtime.db.select({ id: t.users.id, username: t.users.username }).from(t.users).where(eq(t.users.id, userId));
  if (!user) return null;
  return {
    user, overview: await billingOverview(runtime, userId), ledger: await userLedger(runtime.db, userId),
    audit: await userAudit(runtime.db, userId), mayChange: mayChangeUserBilling(viewer),
  };
}

function requireAdmin(viewer: Viewer): void {
  if (!mayChangeUserBilling(viewer)) throw new ApiError('not_found', 'the requested resource does not exist');
}

const audit = (staff: Viewer, userId: string, action: string, details: Record<string, unknown>, created: Date) =>
  ({ id: randomId(), staffId: staff.userId, userId, action, details, created });

export async function refundCharge(runtime: Runtime, staff: Viewer, userId: string, input: { chargeId: string; amount?: string; clientKey: string }): Promise<void> {
  requireAdmin(staff);
  const original = await ledgerRow(runtime.db, input.chargeId);
  if (!original || original.userId !== userId || original.kind !== 'charge') throw notFound('No such charge');
  if (original.status !== 'succeeded' && original.status !== 'refunded') throw new ApiError('conflict', 'Only a paid charge can be refunded.');
  const remaining = original.amount - original.refunded;
  const amount = input.amount?.trim() ? parseAmount(input.amount, original.currency) : remaining;
  if (amount === null || amount <= 0 || amount > remaining) throw badRequest(`The refund must be more than nothing and at most what is left to refund (${remaining} minor units).`);
  const id = randomId();
  const now = await billingNow(runtime);
  try {
    await runtime.db.transaction(async (tx) => {
      await insertLedgerRow(tx, {
        id, userId, kind: 'refund', subscriptionId: original.subscriptionId, productId: original.productId, interval: original.interval, amount,
        currency: original.currency, status: 'processing', chargeId: original.id, idempotencyKey: `${staff.userId}:${input.clientKey}`, created: now,
      });
      await insertAudit(tx, audit(staff, userId, 'refund', { charge: original.id, refund: id, amount, currency: original.currency }, now));
    });
  } catch (error) {
    if (isUniqueViolation(error)) return;
    throw error;
  }
  const answer = await runtime.payments.refund({
    paymentIntentId: original.providerPaymentId ?? original.id, amount, currency: original.currency, idempotencyKey: `refund:${id}`,
    metadata: { kiln_ledger_id: id, kiln_user_id: userId },
  });
  await applyEvent(runtime, answer);
}

async function staffSubscription(runtime: Runtime, userId: string, id: string) {
  const sub = await subscription(runtime.db, id);
  if (!sub || sub.userId !== userId || isUnstarted(sub.status)) throw notFound('No such subscription');
  return sub;
}

export async function cancelNow(runtime: Runtime, staff: Viewer, userId: string, subscriptionId: string): Promise<void> {
  requireAdmin(staff);
  const sub = await staffSubscription(runtime, userId, subscriptionId);
  if (sub.status === 'expired') throw new ApiError('conflict', 'The subscription has already ended.');
  const now = await billingNow(runtime);
  await runtime.db.transaction(async (tx) => {
    await updateSubscription(tx, sub.id, { status: 'expired', periodEnd: now, nextInterval: null, nextAttemptAt: null });
    await setPlusBadge(tx, sub, false);
    await insertAudit(tx, audit(staff, userId, 'cancel_now', { subscription: sub.id, previous_status: sub.status, previous_period_end: sub.periodEnd.toISOString() }, now));
  });
  await sendBillingMail(runtime, { kind: 'billingCancelled', userId, productId: sub.productId, date: now });
}

export async function extendPeriod(runtime: Runtime, staff: Viewer, userId: string, subscriptionId: string, days: number): Promise<void> {
  requireAdmin(staff);
  const sub = await staffSubscription(runtime, userId, subscriptionId);
  if (sub.status !== 'active' && sub.status !== 'cancelled') throw new ApiError('conflict', 'Only an active or cancelled subscription can be extended.');
  const now = await billingNow(runtime);
  const periodEnd = addDays(sub.periodEnd, days);
  await runtime.db.transaction(async (tx) => {
    await updateSubscription(tx, sub.id, { periodEnd });
    await insertAudit(tx, audit(staff, userId, 'extend', { subscription: sub.id, days, from: sub.periodEnd.toISOString(), to: periodEnd.toISOString() }, now));
  });
}

export async function grantCredit(runtime: Runtime, staff: Viewer, userId: string, input: { amount: string; currency: string; reason: string }): Promise<void> {
  requireAdmin(staff);
  const amount = parseAmount(input.amount, input.currency);
  if (amount === null || amount <= 0) throw badRequest('The credit must be a positive amount in the currency’s units.');
  const now = await billingNow(runtime);
  const id = randomId();
  await runtime.db.transaction(async (tx) => {
    await insertLedgerRow(tx, { id, userId, kind: 'credit', amount, currency: input.currency, status: 'succeeded', created: now });
    await insertAudit(tx, audit(staff, userId, 'credit', { ledger: id, amount, currency: input.currency, reason: input.reason }, now));
  });
}
