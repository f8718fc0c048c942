// Staff tools: admins refund in full or in part, cancel now, extend and grant credit, each with its audit row;
// credit then pays a renewal; moderators see the billing but change nothing, and others find nothing.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { Badge } from '#contracts/permissions.ts';
import { makeUser } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import type { Viewer } from '#access';
import { badgesOf, buyer, CARDS, daysUntilPast, fastForward, ledgerOf, subscribeFields, subscriptionsOf } from '../testing.ts';
import { cancelNow, extendPeriod, grantCredit, refundCharge, userBillingForStaff } from './service.ts';
import { priceOf } from '../catalog/products.ts';

const context = useTestServer();
const staff = async (role: 'admin' | 'moderator'): Promise<Viewer> => ({ userId: (await makeUser(context.database.db, { role })).id, role, scopes: 0, via: 'session' });
const audit = (userId: string) => context.database.db.select().from(t.billingAuditLog).where(eq(t.billingAuditLog.userId, userId));

async function subscriber() {
  const person = await buyer(context);
  await person.post('/_internal/billing/subscribe', subscribeFields(CARDS.ok, 'monthly', 'GBP'));
  const [sub] = await subscriptionsOf(context.database.db, person.user.id);
  const [charge] = await ledgerOf(context.database.db, person.user.id);
  return { ...person, sub: sub!, charge: charge! };
}

describe('staff billing tools', () => {
  it('refunds part of a charge, then the rest, and takes the pool share back', async () => {
    const admin = await staff('admin');
    const { user, charge } = await subscriber();
    const runtime = context.server.runtime;
    await refundCharge(runtime, admin, user.id, { chargeId: charge.id, amount: '1.50', clientKey: 'refund-click-0001' });
    // The same click again changes nothing.
    await refundCharge(runtime, admin, user.id, { chargeId: charge.id, amount: '1.50', clientKey: 'refund-click-0001' });
    let rows = await ledgerOf(context.database.db, user.id);
    expect(rows.find((row) => row.id === charge.id)).toMatchObject({ status: 'refunded', refunded: 150 });
    expect(rows.filter((row) => row.kind === 'refund')).toEqual([expect.objectContaining({ amount: 150, status: 'succeeded', chargeId: charge.id })]);
    await expect(refundCharge(runtime, admin, user.id, { chargeId: charge.id, amount: '100', clientKey: 'refund-click-0002' })).rejects.toThrow(/at most/);
    await refundCharge(runtime, admin, user.id, { chargeId: charge.id, clientKey: 'refund-click-0003' });
    rows = await ledgerOf(context.database.db, user.id);
    expect(rows.find((row) => row.id === charge.id)).toMatchObject({ status: 'refunded', refunded: charge.amount });
    expect((await audit(user.id)).map((row) => row.action)).toEqual(['refund', 'refund']);
    const pool = await context.database.db.select().from(t.plusRevenueDays).where(eq(t.plusRevenueDays.currency, 'GBP'));
    expect(pool.reduce((sum, day) => sum + day.revenue, 0)).toBe(0);
  });

  it('cancels now, taking the badge, and extends a period, each in the audit log', async () => {
    const admin = await staff('admin');
    const first = await subscriber();
    await extendPeriod(context.server.runtime, admin, first.user.id, first.sub.id, 10);
    const [extended] = await subscriptionsOf(context.database.db, first.user.id);
    expect(extended!.periodEnd.getTime() - first.sub.periodEnd.getTime()).toBe(10 * 86_400_000);
    await cancelNow(context.server.runtime, admin, first.user.id, first.sub.id);
    expect((await subscriptionsOf(context.database.db, first.user.id))[0]!.status).toBe('expired');
    expect(await badgesOf(context.database.db, first.user.id) & Badge.MIDAS).toBe(0);
    expect((await audit(first.user.id)).map((row) => row.action).sort()).toEqual(['cancel_now', 'extend']);
  });

  it('grants credit that pays the next renewal it covers instead of the card', async () => {
    const admin = await staff('admin');
    const { user, sub } = await subscriber();
    await grantCredit(context.server.runtime, admin, user.id, { amount: '10', currency: 'GBP', reason: 'Sorry for the outage' });
    await fastForward(context.server, await daysUntilPast(context.server, sub.periodEnd));
    const rows = await ledgerOf(context.database.db, user.id);
    expect(rows.filter((row) => row.kind === 'charge')).toHaveLength(1);
    const price = priceOf('plus', 'monthly', 'GBP')!;
    expect(rows.filter((row) => row.kind === 'credit').map((row) => row.amount).sort((x, y) => x - y)).toEqual([-price, 1000]);
    expect((await subscriptionsOf(context.database.db, user.id))[0]!.periodStart.getTime()).toBe(sub.periodEnd.getTime());
    expect((await audit(user.id))[0]).toMatchObject({ action: 'credit', staffId: admin.userId });
  });

  it('shows moderators the billing without the tools, and nobody else anything', async () => {
    const { user, charge } = await subscriber();
    const moderator = await staff('moderator');
    expect(await userBillingForStaff(context.server.runtime, moderator, user.id)).toMatchObject({ mayChange: false, user: { id: user.id } });
    await expect(refundCharge(context.server.runtime, moderator, user.id, { chargeId: charge.id, clientKey: 'refund-click-0009' })).rejects.toThrow();
    expect(await userBillingForStaff(context.server.runtime, { userId: user.id, role: 'developer', scopes: 0, via: 'session' }, user.id)).toBeNull();
    expect(await userBillingForStaff(context.server.runtime, null, user.id)).toBeNull();
  });
});
