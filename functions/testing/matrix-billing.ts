// The authorization matrix's rows and fixtures for billing: the website's billing forms (its own sessions only), the
// staff tools (admins only; everyone else finds nothing) and the entitlement the Kiln App reads.
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { Route } from './matrix-route.ts';
import { request } from './http.ts';
import type { User, Vars, World } from './matrix-fixtures.ts';

const clickKey = () => `matrix-click-${Math.random().toString(36).slice(2, 14)}`;
/** The sandbox's success card. */
const card = { number: '4242424242424242', exp_month: '12', exp_year: '2034', cvc: '123' };

/** A Kiln Plus subscription bought through the billing form with the sandbox's success card: its id, card and charge. */
const withPlus = async (w: World, owner: User): Promise<Vars> => {
  const fields = { product: 'plus', interval: 'monthly', currency: 'USD', idempotency_key: clickKey(), payment_method: 'new', ...card };
  const response = await request(w.url, '/_internal/billing/subscribe', { method: 'POST', token: await w.session(owner), redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  if (response.status !== 303) throw new Error(`billing fixture answered ${response.status}: ${response.text}`);
  const [subscription] = await w.db.select().from(t.subscriptions).where(eq(t.subscriptions.userId, owner.id));
  const [method] = await w.db.select().from(t.paymentMethods).where(eq(t.paymentMethods.userId, owner.id));
  const [charge] = await w.db.select().from(t.ledger).where(eq(t.ledger.userId, owner.id));
  return { subscription: subscription!.id, card: method!.id, charge: charge!.id };
};

export const BILLING_ROUTES: Route[] = [
  { method: 'POST', path: () => '/_internal/billing/subscribe', scope: ['SESSION_ACCESS'], body: () => ({ form: { product: 'plus', interval: 'monthly', currency: 'USD', idempotency_key: clickKey(), payment_method: 'new', ...card } }), ok: 303, anonymous: 'signin', stranger: 'ok' },
  { method: 'POST', path: (v) => `/_internal/billing/subscriptions/${v.subscription}/cancel`, scope: ['SESSION_ACCESS'], setup: withPlus, body: () => ({ form: {} }), ok: 303, anonymous: 'signin', stranger: 404 },
  { method: 'POST', path: (v) => `/_internal/billing/subscriptions/${v.subscription}/resubscribe`, scope: ['SESSION_ACCESS'], setup: withPlus, body: () => ({ form: {} }), ok: 303, anonymous: 'signin', stranger: 404 },
  { method: 'POST', path: (v) => `/_internal/billing/subscriptions/${v.subscription}/interval`, scope: ['SESSION_ACCESS'], setup: withPlus, body: () => ({ form: { interval: 'yearly' } }), ok: 303, anonymous: 'signin', stranger: 404 },
  { method: 'POST', path: (v) => `/_internal/billing/subscriptions/${v.subscription}/retry`, scope: ['SESSION_ACCESS'], setup: withPlus, body: () => ({ form: { idempotency_key: clickKey() } }), ok: 303, anonymous: 'signin', stranger: 404 },
  { method: 'POST', path: (v) => `/_internal/billing/charges/${v.charge}/authenticate`, scope: ['SESSION_ACCESS'], setup: withPlus, body: () => ({ form: { outcome: 'approve' } }), ok: 303, anonymous: 'signin', stranger: 404 },
  { method: 'POST', path: () => '/_internal/billing/payment-methods/setup', scope: ['SESSION_ACCESS'], body: () => ({ form: {} }), ok: 400, anonymous: 'signin', stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/billing/payment-methods', scope: ['SESSION_ACCESS'], body: () => ({ form: card }), ok: 303, anonymous: 'signin', stranger: 'ok' },
  { method: 'POST', path: (v) => `/_internal/billing/payment-methods/${v.card}/primary`, scope: ['SESSION_ACCESS'], setup: withPlus, body: () => ({ form: {} }), ok: 303, anonymous: 'signin', stranger: 404 },
  { method: 'POST', path: (v) => `/_internal/billing/payment-methods/${v.card}/remove`, scope: ['SESSION_ACCESS'], setup: withPlus, body: () => ({ form: {} }), ok: 303, anonymous: 'signin', stranger: 404 },
  { method: 'POST', path: (v) => `/_internal/billing/admin/${v.user}/refund`, scope: ['SESSION_ACCESS'], setup: withPlus, body: (v) => ({ form: { charge: v.charge!, amount: '1.00', idempotency_key: clickKey() } }), ok: 303, as: 'admin', owner: 404, stranger: 404, anonymous: 'signin' },
  { method: 'POST', path: (v) => `/_internal/billing/admin/${v.user}/cancel`, scope: ['SESSION_ACCESS'], setup: withPlus, body: (v) => ({ form: { subscription: v.subscription! } }), ok: 303, as: 'admin', owner: 404, stranger: 404, anonymous: 'signin' },
  { method: 'POST', path: (v) => `/_internal/billing/admin/${v.user}/extend`, scope: ['SESSION_ACCESS'], setup: withPlus, body: (v) => ({ form: { subscription: v.subscription!, days: '7' } }), ok: 303, as: 'admin', owner: 404, stranger: 404, anonymous: 'signin' },
  { method: 'POST', path: (v) => `/_internal/billing/admin/${v.user}/credit`, scope: ['SESSION_ACCESS'], body: () => ({ form: { amount: '5', currency: 'USD', reason: 'Matrix goodwill' } }), ok: 303, as: 'admin', owner: 404, stranger: 404, anonymous: 'signin' },
  { method: 'GET', path: () => '/v3/billing/entitlements', scope: ['USER_READ'], ok: 200, stranger: 'ok' },
];
