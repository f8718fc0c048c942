// The authorization matrix's rows for creator payouts: one's own balance and history (PAYOUTS_READ), withdrawing,
// cancelling and the tax form by API and by the revenue pages' forms (PAYOUTS_WRITE), and fees for any caller. Another person's withdrawal is not found.
import * as t from '#db/schema/index.ts';
import { randomId } from '#lib/ids.ts';
import type { Route } from './matrix-route.ts';
import type { User, Vars, World } from './matrix-fixtures.ts';

/** A pending withdrawal of the owner's, not yet handed to a provider. */
const withPayout = async (w: World, owner: User): Promise<Vars> => {
  const id = randomId();
  const now = new Date();
  await w.db.insert(t.payouts).values({ id, userId: owner.id, status: 'in-transit', amount: 500, fee: 25, method: 'paypal', methodId: 'paypal_us', methodAddress: 'matrix@example.test', created: now, updated: now });
  return { payout: id };
};

const withdrawal = { amount: 5, method: 'paypal', method_id: 'paypal_us', method_address: 'matrix@example.test' };

export const PAYOUT_ROUTES: Route[] = [
  { method: 'GET', path: () => '/v3/payout/balance', scope: ['PAYOUTS_READ'], ok: 200, stranger: 'ok' },
  { method: 'GET', path: () => '/v3/payout/history', scope: ['PAYOUTS_READ'], ok: 200, stranger: 'ok' },
  { method: 'POST', path: () => '/v3/payout/fees', scope: [], body: () => ({ json: withdrawal }), ok: 200, stranger: 'ok' },
  // Nobody in the matrix has money: the request passes authorization and is refused for the balance.
  { method: 'POST', path: () => '/v3/payout', scope: ['PAYOUTS_WRITE'], body: () => ({ json: withdrawal }), ok: 400, stranger: 'ok' },
  { method: 'DELETE', path: (v) => `/v3/payout/${v.payout}`, scope: ['PAYOUTS_WRITE'], setup: withPayout, ok: 204, stranger: 404 },
  { method: 'POST', path: () => '/_internal/payouts/withdraw', scope: ['PAYOUTS_WRITE'], body: () => ({ form: { amount: '5', method_id: 'paypal_us', method_address: 'matrix@example.test' } }), ok: 303, anonymous: 'signin', stranger: 'ok' },
  { method: 'POST', path: (v) => `/_internal/payouts/${v.payout}/cancel`, scope: ['PAYOUTS_WRITE'], setup: withPayout, body: () => ({ form: {} }), ok: 303, anonymous: 'signin', stranger: 404 },
  { method: 'POST', path: () => '/_internal/payouts/tax-form', scope: ['PAYOUTS_WRITE'], body: () => ({ form: { form_type: 'W-8BEN' } }), ok: 303, anonymous: 'signin', stranger: 'ok' },
  { method: 'POST', path: () => '/v3/payout/compliance', scope: ['PAYOUTS_WRITE'], body: () => ({ json: { form_type: 'W-9' } }), ok: 200, stranger: 'ok' },
];
