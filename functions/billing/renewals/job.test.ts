// The renewal job: renewals charged off-session when due, a failed one past due with retries on the schedule and
// the banner's state, a person's retry with a new card, expiry after the last try, and credit paying a renewal.
import { describe, expect, it } from 'vitest';
import { Badge } from '#contracts/permissions.ts';
import { RETRY_SCHEDULE_DAYS } from '#contracts/billing.ts';
import { useTestServer } from '#testing/server.ts';
import { badgesOf, buyer, CARDS, clickKey, daysUntilPast, fastForward, ledgerOf, mailsTo, newCard, subscribeFields, subscriptionsOf } from '../testing.ts';
import { billingChrome, billingOverview } from '../overview/service.ts';
import { runBillingJobs } from './job.ts';
import { addDays } from '../clock.ts';

const context = useTestServer();

async function failingSubscriber() {
  const person = await buyer(context);
  // The card pays while its holder is there, and fails when the renewal charges it alone.
  await person.post('/_internal/billing/subscribe', subscribeFields(CARDS.failsRenewal));
  const [sub] = await subscriptionsOf(context.database.db, person.user.id);
  return { ...person, sub: sub! };
}

describe('runBillingJobs', () => {
  it('renews every due period after a long jump, one charge per month', async () => {
    const { user, post } = await buyer(context);
    await post('/_internal/billing/subscribe', subscribeFields(CARDS.ok));
    await fastForward(context.server, 365);
    const charges = await ledgerOf(context.database.db, user.id);
    expect(charges.length).toBeGreaterThanOrEqual(12);
    expect(charges.every((row) => row.status === 'succeeded' && row.amount === 499)).toBe(true);
    expect((await subscriptionsOf(context.database.db, user.id))[0]!.status).toBe('active');
    // Nothing is due any more: a second run charges nothing.
    expect(await runBillingJobs(context.server.runtime)).toEqual({ renewed: 0, failed: 0, expired: 0 });
  });

  it('puts a failed renewal past due with the banner and a mail, and a retry with a new card renews it', async () => {
    const { user, post, sub } = await failingSubscriber();
    await fastForward(context.server, await daysUntilPast(context.server, sub.periodEnd));
    const [pastDue] = await subscriptionsOf(context.database.db, user.id);
    expect(pastDue).toMatchObject({ status: 'past_due', failedAttempts: 1 });
    expect(pastDue!.nextAttemptAt!.getTime()).toBe(addDays(sub.periodEnd, RETRY_SCHEDULE_DAYS[0]).getTime());
    expect(await billingChrome(context.server.runtime, user.id)).toEqual({ plus: true, failedRenewal: true });
    expect((await mailsTo(context.database.db, user.email)).map((mail) => mail.subject)).toContain('Your Kiln Plus renewal failed');

    await post('/_internal/billing/payment-methods', { ...newCard(CARDS.ok), make_primary: 'on' });
    const retried = await post(`/_internal/billing/subscriptions/${sub.id}/retry`, { idempotency_key: clickKey() });
    expect(new URL(retried.headers.get('location')!, context.server.url).search).toBe('?notice=renewed');
    const [renewed] = await subscriptionsOf(context.database.db, user.id);
    expect(renewed).toMatchObject({ status: 'active', failedAttempts: 0, nextAttemptAt: null });
    expect(renewed!.periodStart.getTime()).toBe(sub.periodEnd.getTime());
    expect(await billingChrome(context.server.runtime, user.id)).toEqual({ plus: true, failedRenewal: false });
  });

  it('tries again on the schedule, then expires the subscription and takes the badge', async () => {
    const { user, sub } = await failingSubscriber();
    await fastForward(context.server, await daysUntilPast(context.server, addDays(sub.periodEnd, RETRY_SCHEDULE_DAYS.at(-1)!)));
    const [after] = await subscriptionsOf(context.database.db, user.id);
    expect(after!.status).toBe('expired');
    const renewals = (await ledgerOf(context.database.db, user.id)).filter((row) => row.status === 'failed');
    expect(renewals).toHaveLength(1 + RETRY_SCHEDULE_DAYS.length);
    expect(await badgesOf(context.database.db, user.id) & Badge.MIDAS).toBe(0);
    expect(await billingChrome(context.server.runtime, user.id)).toEqual({ plus: false, failedRenewal: false });
  });

  it('will not remove the only card of a subscription that renews', async () => {
    const { user, post } = await buyer(context);
    await post('/_internal/billing/subscribe', subscribeFields(CARDS.ok));
    const [card] = (await billingOverview(context.server.runtime, user.id)).paymentMethods;
    const refused = await post(`/_internal/billing/payment-methods/${card!.id}/remove`);
    expect(new URL(refused.headers.get('location')!, context.server.url).search).toBe('?error=last_card');
    expect((await billingOverview(context.server.runtime, user.id)).paymentMethods).toHaveLength(1);
  });
});
