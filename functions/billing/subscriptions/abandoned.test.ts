// A first payment left at the bank's authentication: its buyer can cancel it from billing, and the billing job
// cancels it after a day, so it never blocks buying again; a payment confirmed meanwhile is left alone.
import { describe, expect, it } from 'vitest';
import { useTestServer } from '#testing/server.ts';
import { buyer, CARDS, fastForward, ledgerOf, subscribeFields, subscriptionsOf } from '../testing.ts';

const context = useTestServer();
const location = (response: Response) => new URL(response.headers.get('location')!, context.server.url);

async function waitingBuyer() {
  const person = await buyer(context);
  const asked = await person.post('/_internal/billing/subscribe', subscribeFields(CARDS.authenticates));
  expect(location(asked).pathname).toBe('/settings/billing/authenticate');
  return { ...person, charge: location(asked).searchParams.get('charge')! };
}

describe('a first payment left waiting for authentication', () => {
  it('blocks a second purchase until its buyer cancels it, then nothing is charged and they can buy again', async () => {
    const { user, post, charge } = await waitingBuyer();
    expect(location(await post('/_internal/billing/subscribe', subscribeFields(CARDS.ok))).search).toBe('?error=already_subscribed');

    const cancelled = await post(`/_internal/billing/charges/${charge}/authenticate`, { outcome: 'cancel' });
    expect(location(cancelled).pathname + location(cancelled).search).toBe('/settings/billing?notice=payment_cancelled');
    expect(await ledgerOf(context.database.db, user.id)).toEqual([expect.objectContaining({ id: charge, status: 'failed', failureMessage: 'The payment was cancelled before it was completed.' })]);
    expect((await subscriptionsOf(context.database.db, user.id)).map((sub) => sub.status)).toEqual(['incomplete_expired']);

    expect(location(await post('/_internal/billing/subscribe', subscribeFields(CARDS.ok))).search).toBe('?notice=subscribed');
    expect((await subscriptionsOf(context.database.db, user.id)).map((sub) => sub.status).sort()).toEqual(['active', 'incomplete_expired']);
  });

  it('is cancelled by the billing job once it has waited a day, and a confirmed one is not', async () => {
    const abandoned = await waitingBuyer();
    const confirmed = await waitingBuyer();
    await confirmed.post(`/_internal/billing/charges/${confirmed.charge}/authenticate`, { outcome: 'approve' });
    await fastForward(context.server, 0);
    expect((await ledgerOf(context.database.db, abandoned.user.id))[0]!.status).toBe('processing');

    await fastForward(context.server, 1);
    expect((await ledgerOf(context.database.db, abandoned.user.id))[0]!.status).toBe('failed');
    expect((await subscriptionsOf(context.database.db, abandoned.user.id))[0]!.status).toBe('incomplete_expired');
    expect((await subscriptionsOf(context.database.db, confirmed.user.id))[0]!.status).toBe('active');
    expect(location(await abandoned.post('/_internal/billing/subscribe', subscribeFields(CARDS.ok))).search).toBe('?notice=subscribed');
  });

  it('cannot be cancelled by anyone but its buyer', async () => {
    const { user, charge } = await waitingBuyer();
    const stranger = await buyer(context);
    const refused = await stranger.post(`/_internal/billing/charges/${charge}/authenticate`, { outcome: 'cancel' });
    expect(location(refused).search).toBe('?error=conflict');
    expect((await ledgerOf(context.database.db, user.id))[0]!.status).toBe('processing');
  });
});
