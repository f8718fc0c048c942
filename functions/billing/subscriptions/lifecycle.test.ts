// Kiln Plus from the billing forms to the ledger: subscribing with each sandbox card, one charge per click, the
// badge and the creator pool's share, cancelling at the period's end, resubscribing and switching interval.
import { describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { Badge } from '#contracts/permissions.ts';
import { useTestServer } from '#testing/server.ts';
import { badgesOf, buyer, CARDS, fastForward, ledgerOf, mailsTo, subscribeFields, subscriptionsOf } from '../testing.ts';
import { entitlements } from '../entitlement/service.ts';

const context = useTestServer();
const location = (response: Response) => new URL(response.headers.get('location')!, context.server.url);

describe('subscribing to Plus', () => {
  it('charges the catalogue price once, activates the subscription, gives the badge, the pool its share and a receipt', async () => {
    const { user, post } = await buyer(context);
    const fields = subscribeFields(CARDS.ok, 'monthly', 'EUR');
    const first = await post('/_internal/billing/subscribe', fields);
    expect(first.status).toBe(303);
    expect(location(first).pathname + location(first).search).toBe('/settings/billing?notice=subscribed');
    // The same click, posted again, finds its payment instead of making another.
    expect(location(await post('/_internal/billing/subscribe', fields)).search).toBe('?notice=subscribed');

    const db = context.database.db;
    const [sub] = await subscriptionsOf(db, user.id);
    expect(sub).toMatchObject({ status: 'active', interval: 'monthly', currency: 'EUR', productId: 'plus' });
    expect(sub!.periodEnd.getUTCMonth()).toBe((sub!.periodStart.getUTCMonth() + 1) % 12);
    const charges = await ledgerOf(db, user.id);
    expect(charges).toEqual([expect.objectContaining({ kind: 'charge', amount: 499, currency: 'EUR', status: 'succeeded' })]);
    expect(await badgesOf(db, user.id) & Badge.MIDAS).toBe(Badge.MIDAS);
    const pool = await db.select().from(t.plusRevenueDays);
    expect(pool).toEqual([expect.objectContaining({ currency: 'EUR', revenue: 499, creatorShare: 374 })]);
    const mails = await mailsTo(db, user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your receipt for Kiln Plus']);
    expect(mails[0]!.text).toContain('€4.99');
    expect((await entitlements(context.server.runtime, user.id)).plus?.status).toBe('active');
  });

  it('takes the price from the catalogue and refuses a currency Plus is not sold in', async () => {
    const { user, post } = await buyer(context);
    const response = await post('/_internal/billing/subscribe', { ...subscribeFields(CARDS.ok), currency: 'SEK' });
    expect(response.status).toBe(400);
    expect(await subscriptionsOf(context.database.db, user.id)).toEqual([]);
  });

  it('sends a declined card back to checkout with nothing charged', async () => {
    const { user, post } = await buyer(context);
    const response = await post('/_internal/billing/subscribe', subscribeFields(CARDS.declines, 'yearly'));
    expect(location(response).pathname).toBe('/settings/billing/checkout');
    expect(location(response).searchParams.get('error')).toBe('card_declined');
    expect(await ledgerOf(context.database.db, user.id)).toEqual([]);
  });

  it('waits for authentication when the card asks for it, then activates on approval', async () => {
    const { user, post } = await buyer(context);
    const response = await post('/_internal/billing/subscribe', subscribeFields(CARDS.authenticates));
    expect(location(response).pathname).toBe('/settings/billing/authenticate');
    const charge = location(response).searchParams.get('charge')!;
    expect((await ledgerOf(context.database.db, user.id))[0]).toMatchObject({ id: charge, status: 'processing' });
    expect(await entitlements(context.server.runtime, user.id)).toEqual({ plus: null });

    const approved = await post(`/_internal/billing/charges/${charge}/authenticate`, { outcome: 'approve' });
    expect(location(approved).search).toBe('?notice=subscribed');
    expect((await subscriptionsOf(context.database.db, user.id))[0]!.status).toBe('active');
  });

  it('refuses a second Plus subscription', async () => {
    const { post } = await buyer(context);
    await post('/_internal/billing/subscribe', subscribeFields(CARDS.ok));
    const again = await post('/_internal/billing/subscribe', subscribeFields(CARDS.ok));
    expect(location(again).search).toBe('?error=already_subscribed');
  });

  it('starts one subscription when two purchases with different clicks race each other', async () => {
    const { user, post } = await buyer(context);
    const answers = await Promise.all([post('/_internal/billing/subscribe', subscribeFields(CARDS.ok)), post('/_internal/billing/subscribe', subscribeFields(CARDS.ok))]);
    expect(answers.map((answer) => location(answer).search).sort()).toEqual(['?error=already_subscribed', '?notice=subscribed']);
    const subs = await subscriptionsOf(context.database.db, user.id);
    expect(subs.filter((sub) => sub.status === 'active')).toHaveLength(1);
    expect((await ledgerOf(context.database.db, user.id)).filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });

  it('lets a person whose first payment failed try again', async () => {
    const { user, post } = await buyer(context);
    const asked = await post('/_internal/billing/subscribe', subscribeFields(CARDS.authenticates));
    const charge = location(asked).searchParams.get('charge')!;
    await post(`/_internal/billing/charges/${charge}/authenticate`, { outcome: 'fail' });
    expect((await subscriptionsOf(context.database.db, user.id)).map((sub) => sub.status)).toEqual(['incomplete_expired']);
    expect(location(await post('/_internal/billing/subscribe', subscribeFields(CARDS.ok))).search).toBe('?notice=subscribed');
    expect((await subscriptionsOf(context.database.db, user.id)).map((sub) => sub.status).sort()).toEqual(['active', 'incomplete_expired']);
  });
});

describe('cancelling, resubscribing and switching', () => {
  it('keeps the perks to the end of the paid period, then expires and takes the badge', async () => {
    const { user, post } = await buyer(context);
    await post('/_internal/billing/subscribe', subscribeFields(CARDS.ok));
    const [sub] = await subscriptionsOf(context.database.db, user.id);
    expect(location(await post(`/_internal/billing/subscriptions/${sub!.id}/cancel`)).search).toBe('?notice=cancelled');
    expect((await subscriptionsOf(context.database.db, user.id))[0]!.status).toBe('cancelled');
    expect((await mailsTo(context.database.db, user.email)).map((mail) => mail.subject)).toContain('Your Kiln Plus subscription is cancelled');

    await fastForward(context.server, 20);
    expect((await entitlements(context.server.runtime, user.id)).plus?.status).toBe('cancelled');
    await fastForward(context.server, 15);
    expect((await subscriptionsOf(context.database.db, user.id))[0]!.status).toBe('expired');
    expect(await entitlements(context.server.runtime, user.id)).toEqual({ plus: null });
    expect(await badgesOf(context.database.db, user.id) & Badge.MIDAS).toBe(0);
    expect(await ledgerOf(context.database.db, user.id)).toHaveLength(1);
  });

  it('resumes a cancelled subscription without charging, and renews it at the period’s end', async () => {
    const { user, post } = await buyer(context);
    await post('/_internal/billing/subscribe', subscribeFields(CARDS.ok));
    const [sub] = await subscriptionsOf(context.database.db, user.id);
    await post(`/_internal/billing/subscriptions/${sub!.id}/cancel`);
    expect(location(await post(`/_internal/billing/subscriptions/${sub!.id}/resubscribe`)).search).toBe('?notice=resubscribed');
    expect(await ledgerOf(context.database.db, user.id)).toHaveLength(1);
    await fastForward(context.server, 32);
    const [renewed] = await subscriptionsOf(context.database.db, user.id);
    expect(renewed!.status).toBe('active');
    expect(renewed!.periodStart.getTime()).toBe(sub!.periodEnd.getTime());
    expect((await ledgerOf(context.database.db, user.id)).map((row) => row.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('switches monthly to yearly at the next renewal, charging the yearly price then', async () => {
    const { user, post } = await buyer(context);
    await post('/_internal/billing/subscribe', subscribeFields(CARDS.ok));
    const [sub] = await subscriptionsOf(context.database.db, user.id);
    await post(`/_internal/billing/subscriptions/${sub!.id}/interval`, { interval: 'yearly' });
    expect((await subscriptionsOf(context.database.db, user.id))[0]).toMatchObject({ interval: 'monthly', nextInterval: 'yearly' });
    await fastForward(context.server, 32);
    const [after] = await subscriptionsOf(context.database.db, user.id);
    expect(after).toMatchObject({ interval: 'yearly', nextInterval: null, status: 'active' });
    expect(after!.periodEnd.getUTCFullYear()).toBe(after!.periodStart.getUTCFullYear() + 1);
    expect((await ledgerOf(context.database.db, user.id)).map((row) => row.amount).sort()).toEqual([4999, 499].sort());
  });

  it('sends a change the state no longer allows back with a note', async () => {
    const { user, post } = await buyer(context);
    await post('/_internal/billing/subscribe', subscribeFields(CARDS.ok));
    const [sub] = await subscriptionsOf(context.database.db, user.id);
    expect(location(await post(`/_internal/billing/subscriptions/${sub!.id}/resubscribe`)).search).toBe('?error=conflict');
    expect((await subscriptionsOf(context.database.db, user.id))[0]!.status).toBe('active');
  });

  it('does not let anyone else cancel a subscription', async () => {
    const owner = await buyer(context);
    await owner.post('/_internal/billing/subscribe', subscribeFields(CARDS.ok));
    const [sub] = await subscriptionsOf(context.database.db, owner.user.id);
    const stranger = await buyer(context);
    expect((await stranger.post(`/_internal/billing/subscriptions/${sub!.id}/cancel`)).status).toBe(404);
    expect((await subscriptionsOf(context.database.db, owner.user.id))[0]!.status).toBe('active');
  });
});
