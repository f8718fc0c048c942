// /v3/payout*: the creator's balance and history, the withdrawal methods and their fees, withdrawing, cancelling,
// the tax form, and the platform's revenue series (contract §8.7).
import { Hono } from 'hono';
import type { AppEnv } from '#access';
import { UNKNOWN_COUNTRY } from '#contracts/analytics.ts';
import { complianceBody, methodsFor, methodsQuery, withdrawalBody } from '#contracts/payouts.ts';
import { countryOf } from '#lib/traffic.ts';
import { validJson, validQuery } from '#lib/validation.ts';
import { payoutHistory, payoutOverview } from '../overview.ts';
import { platformRevenue } from '../pool/platform-revenue.ts';
import { cancelWithdrawal, quote, requestWithdrawal } from '../withdrawals/service.ts';
import { completeTaxForm } from '../withdrawals/tax-form.ts';
import { anyCaller, payoutReader, payoutWriter } from './policy.ts';
import { balanceView, historyView, methodView } from './view.ts';

const PLATFORM_REVENUE_DAYS = 30;
/** As for GET /payout/methods: a request from an unknown country chooses among the United States' methods. */
const DEFAULT_COUNTRY = 'US';

const requestCountry = (header: string | undefined, trustProxy: Parameters<typeof countryOf>[1]) => {
  const country = countryOf(header, trustProxy);
  return country === UNKNOWN_COUNTRY ? DEFAULT_COUNTRY : country;
};

export const payoutApiRoutes = new Hono<AppEnv>()
  .get('/payout/balance', async (c) => {
    const viewer = await payoutReader(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(balanceView(await payoutOverview(await c.var.runtime(), viewer.userId)));
  })
  .get('/payout/history', async (c) => {
    const viewer = await payoutReader(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(historyView(await payoutHistory(await c.var.runtime(), viewer.userId)));
  })
  .get('/payout/methods', (c) => {
    const query = validQuery(c, methodsQuery);
    return c.json(methodsFor(query.country).map(methodView));
  })
  .post('/payout/fees', async (c) => {
    await anyCaller(c);
    const body = await validJson(c, withdrawalBody);
    const { fee, net } = quote({ amount: body.amount, methodId: body.method_id, method: body.method });
    return c.json({ net_usd: net / 100, fee: fee / 100, exchange_rate: 1 });
  })
  .post('/payout', async (c) => {
    const viewer = await payoutWriter(c);
    const body = await validJson(c, withdrawalBody);
    const runtime = await c.var.runtime();
    const country = body.country ?? requestCountry(c.req.header('cf-ipcountry'), runtime.config.TRUST_PROXY);
    await requestWithdrawal(runtime, viewer.userId, { amount: body.amount, methodId: body.method_id, method: body.method, address: body.method_address, country });
    return c.body(null, 204);
  })
  .delete('/payout/:id', async (c) => {
    const viewer = await payoutWriter(c);
    await cancelWithdrawal(await c.var.runtime(), viewer.userId, c.req.param('id'));
    return c.body(null, 204);
  })
  .post('/payout/compliance', async (c) => {
    const viewer = await payoutWriter(c);
    const body = await validJson(c, complianceBody);
    await completeTaxForm(await c.var.runtime(), viewer.userId, body.form_type);
    return c.json({ requested_form_type: body.form_type, form_completion_status: 'complete' });
  })
  .get('/payout/platform_revenue', async (c) => {
    const revenue = await platformRevenue((await c.var.runtime()).db, PLATFORM_REVENUE_DAYS);
    return c.json({
      all_time: revenue.allTime / 100,
      data: revenue.days.map((day) => ({ time: Date.parse(`${day.day}T00:00:00Z`) / 1000, revenue: day.amount / 100, creator_revenue: (day.amount - day.undistributed) / 100 })),
    });
  });
