// /_internal/billing/admin/{userId}/*: the staff billing page's form posts; anyone who may not act gets a 404.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '#access';
import { cancelNowForm, creditForm, extendForm, refundForm } from '#contracts/billing.ts';
import { validForm } from '#lib/validation.ts';
import { back, formViewer } from '../http.ts';
import { cancelNow, extendPeriod, grantCredit, refundCharge } from './service.ts';

const page = (c: Context<AppEnv>) => `/admin/billing/${encodeURIComponent(c.req.param('userId') ?? '')}`;

export const adminRoutes = new Hono<AppEnv>()
  .post('/billing/admin/:userId/refund', async (c) => {
    const viewer = await formViewer(c, page(c));
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, refundForm);
    await refundCharge(await c.var.runtime(), viewer, c.req.param('userId'), { chargeId: form.charge, amount: form.amount, clientKey: form.idempotency_key });
    return back(c, page(c), { notice: 'refunded' });
  })
  .post('/billing/admin/:userId/cancel', async (c) => {
    const viewer = await formViewer(c, page(c));
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, cancelNowForm);
    await cancelNow(await c.var.runtime(), viewer, c.req.param('userId'), form.subscription);
    return back(c, page(c), { notice: 'cancelled' });
  })
  .post('/billing/admin/:userId/extend', async (c) => {
    const viewer = await formViewer(c, page(c));
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, extendForm);
    await extendPeriod(await c.var.runtime(), viewer, c.req.param('userId'), form.subscription, form.days);
    return back(c, page(c), { notice: 'extended' });
  })
  .post('/billing/admin/:userId/credit', async (c) => {
    const viewer = await formViewer(c, page(c));
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, creditForm);
    await grantCredit(await c.var.runtime(), viewer, c.req.param('userId'), form);
    return back(c, page(c), { notice: 'credited' });
  });
