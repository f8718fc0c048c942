// Withdrawals: taking money from the available balance to a provider (or a listed charity), the provider's answer
// settling or reversing it, and a creator calling a pending one back. The balance change and the payout row commit
// together; the provider is called after, with the payout id as its idempotency key, and polled until it answers.
import { ApiError, notFound } from '#contracts/errors.ts';
import { feeFor, methodById, methodsFor, PAYOUT_CURRENCY, TAX_FORM_THRESHOLD, type PayoutMethod, type RefusalReason } from '#contracts/payouts.ts';
import * as t from '#db/schema/index.ts';
import { randomId } from '#lib/ids.ts';
import type { Runtime } from '#access';
import type { TransferAnswer, TransferInput } from '#platform/payouts/index.ts';
import { balanceOf } from '../ledger/balances.ts';
import { InsufficientBalance, postMovement } from '../ledger/post.ts';
import { payoutsNow } from '../clock.ts';
import { finishPayout, payoutOf, setPlatformId, taxFormOf, userContact, withdrawnBetween, type PayoutRow } from './queries.ts';

type Rail = TransferInput['rail'];

/** Donations go through the gift-card provider's charity catalogue. */
export const railOf = (method: string): Rail => (method === 'charity' ? 'tremendous' : (method as Rail));

/** The reason travels in `details.reason`, for the withdraw page's message. */
const refused = (reason: RefusalReason, description: string, details: Record<string, string> = {}) =>
  new ApiError('invalid_input', description, { details: { reason, ...details } });

const insufficient = () => refused('insufficient_balance', 'You do not have enough available balance to withdraw this amount');

export interface WithdrawalRequest {
  amount: number;
  methodId: string;
  /** The wire's `method`, checked against the method id's type when given. */
  method?: string;
  address?: string;
  /** Where the creator withdraws from: only the methods offered there may be used. */
  country: string;
}

export interface Quote {
  method: PayoutMethod;
  amount: number;
  fee: number;
  net: number;
}

/** The method, fee and net amount of a withdrawal, or why it cannot be made as asked. */
export function quote(request: Omit<WithdrawalRequest, 'country'>): Quote {
  const method = methodById(request.methodId);
  if (!method || (request.method && request.method !== method.type)) throw refused('unknown_method', 'Unknown payout method');
  if (request.amount < method.minAmount) throw refused('below_minimum', `The smallest withdrawal with ${method.name} is ${(method.minAmount / 100).toFixed(2)} USD`);
  if (request.amount > method.maxAmount) throw refused('above_maximum', `The largest withdrawal with ${method.name} is ${(method.maxAmount / 100).toFixed(2)} USD`);
  const fee = feeFor(method, request.amount);
  return { method, amount: request.amount, fee, net: request.amount - fee };
}

export async function taxFormRequired(runtime: Pick<Runtime, 'db' | 'config' | 'clock'>, userId: string, amount: number): Promise<boolean> {
  if (await taxFormOf(runtime.db, userId)) return false;
  const now = await payoutsNow(runtime);
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const nextYear = new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1));
  return (await withdrawnBetween(runtime.db, userId, yearStart, nextYear)) + amount > TAX_FORM_THRESHOLD;
}

export async function requestWithdrawal(runtime: Runtime, userId: string, request: WithdrawalRequest): Promise<PayoutRow> {
  const { method, amount, fee } = quote(request);
  if (!methodsFor(request.country).some((offered) => offered.id === method.id)) {
    throw refused('not_in_country', `${method.name} (${method.id}) is not offered in ${request.country}; GET /v3/payout/methods?country=${request.country} lists the methods that are`, { country: request.country });
  }
  const contact = await userContact(runtime.db, userId);
  // A donation's receipt goes to the creator; every other method needs the recipient's address.
  const address = method.category === 'charity' ? contact?.email ?? null : request.address ?? null;
  if (!address) throw method.category === 'charity' ? refused('no_email', 'Add an email address to your account to receive the donation receipt') : refused('no_address', 'Say where the money should go');
  // Told before the tax form, which would not help; the transaction below is what guarantees it.
  if ((await balanceOf(runtime.db, userId)).available < amount) throw insufficient();
  if (await taxFormRequired(runtime, userId, amount)) throw refused('tax_form_required', 'A tax form is required before withdrawing more this year', { requested_form_type: 'W-9' });
  const now = await payoutsNow(runtime);
  const payout: PayoutRow = {
    id: randomId(), userId, status: 'in-transit', amount, fee, method: method.type, methodId: method.id, methodAddress: address,
    platformId: null, failureReason: null, created: now, updated: now,
  };
  try {
    await runtime.db.transaction(async (tx) => {
      await tx.insert(t.payouts).values(payout);
      await postMovement(tx, { id: `withdrawal:${payout.id}`, kind: 'withdrawal', userId, payoutId: payout.id, created: now }, [
        { account: 'available', userId, amount: -amount },
        { account: 'in_transit', userId, amount },
      ]);
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) throw insufficient();
    throw error;
  }
  return sendToProvider(runtime, payout, contact?.username ?? 'Kiln creator');
}

/** Sends an in-transit payout to its provider; a provider that cannot be reached is tried again by the job. */
export async function sendToProvider(runtime: Runtime, payout: PayoutRow, recipientName: string): Promise<PayoutRow> {
  let answer: TransferAnswer;
  try {
    answer = await runtime.payouts.send({
      id: payout.id, rail: railOf(payout.method), methodId: payout.methodId,
      amount: payout.amount - payout.fee, currency: PAYOUT_CURRENCY, address: payout.methodAddress ?? '', recipientName,
    });
  } catch (error) {
    console.error(`payout ${payout.id}: the provider could not be reached:`, error);
    return payout;
  }
  await setPlatformId(runtime.db, payout.id, answer.platformId);
  await applyAnswer(runtime, payout, answer);
  return (await payoutOf(runtime.db, payout.id))!;
}

/** Settles a payout the provider paid, gives the money back for one it refused; a pending answer changes nothing. */
export async function applyAnswer(runtime: Pick<Runtime, 'db' | 'config' | 'clock'>, payout: PayoutRow, answer: TransferAnswer): Promise<void> {
  if (answer.status === 'pending') return;
  const now = await payoutsNow(runtime);
  await runtime.db.transaction(async (tx) => {
    if (answer.status === 'success') {
      if (!(await finishPayout(tx, payout.id, { status: 'success', updated: now }))) return;
      await postMovement(tx, { id: `settlement:${payout.id}`, kind: 'settlement', userId: payout.userId, payoutId: payout.id, created: now }, [
        { account: 'in_transit', userId: payout.userId, amount: -payout.amount },
        { account: 'paid_out', userId: payout.userId, amount: payout.amount - payout.fee },
        { account: 'fees', userId: null, amount: payout.fee },
      ]);
      return;
    }
    if (!(await finishPayout(tx, payout.id, { status: 'failed', updated: now, failureReason: answer.failureReason ?? null }))) return;
    await reverse(tx, payout, now);
  });
}

async function reverse(tx: Parameters<Parameters<Runtime['db']['transaction']>[0]>[0], payout: PayoutRow, now: Date): Promise<void> {
  await postMovement(tx, { id: `reversal:${payout.id}`, kind: 'reversal', userId: payout.userId, payoutId: payout.id, created: now }, [
    { account: 'in_transit', userId: payout.userId, amount: -payout.amount },
    { account: 'available', userId: payout.userId, amount: payout.amount },
  ]);
}

/** Calls back a creator's own pending withdrawal; someone else's is not found. */
export async function cancelWithdrawal(runtime: Runtime, userId: string, payoutId: string): Promise<void> {
  const payout = await payoutOf(runtime.db, payoutId);
  if (!payout || payout.userId !== userId) throw notFound();
  if (payout.status !== 'in-transit') throw refused('not_pending', 'Only a pending withdrawal can be cancelled');
  if (payout.platformId && !(await runtime.payouts.cancel(payout.platformId, railOf(payout.method)))) throw refused('too_late', 'The withdrawal can no longer be cancelled');
  const now = await payoutsNow(runtime);
  await runtime.db.transaction(async (tx) => {
    if (!(await finishPayout(tx, payout.id, { status: 'cancelled', updated: now }))) throw refused('not_pending', 'Only a pending withdrawal can be cancelled');
    await reverse(tx, payout, now);
  });
}
