// /_internal/billing/payment-methods*: adding a card (the sandbox's plain form, or a SetupIntent the Payment Element
// confirmed), removing one and choosing the primary one; 303s back to the billing page.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#access';
import { cardForm } from '#contracts/billing.ts';
import { ApiError } from '#contracts/errors.ts';
import { validForm } from '#lib/validation.ts';
import { requestLocale } from '#lib/request-locale.ts';
import { BILLING_PAGE, back, formViewer } from '../http.ts';
import { ensureCustomer } from '../customers.ts';
import { makePrimary, removeCard, saveCard } from './service.ts';

const addForm = z.union([
  z.object({ setup_intent: z.string().regex(/^seti_[A-Za-z0-9_]+$/), make_primary: z.literal('on').optional() }),
  z.object({ number: z.string().max(32), exp_month: z.string().max(4), exp_year: z.string().max(6), cvc: z.string().max(8), make_primary: z.literal('on').optional() }),
]);

export const paymentMethodRoutes = new Hono<AppEnv>()
  .post('/billing/payment-methods/setup', async (c) => {
    const viewer = await formViewer(c, BILLING_PAGE);
    if (viewer instanceof Response) return viewer;
    const runtime = await c.var.runtime();
    const customer = await ensureCustomer(runtime, viewer.userId, requestLocale(c));
    const clientSecret = await runtime.payments.startCardSetup(customer.providerCustomerId, `setup:${viewer.userId}:${crypto.randomUUID()}`);
    if (!clientSecret) throw new ApiError('request_error', 'Cards are typed into the billing page in the sandbox.');
    return c.json({ client_secret: clientSecret, publishable_key: runtime.payments.publishableKey });
  })
  .post('/billing/payment-methods', async (c) => {
    const viewer = await formViewer(c, BILLING_PAGE);
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, addForm);
    const runtime = await c.var.runtime();
    let input;
    if ('setup_intent' in form) input = { kind: 'setup_intent' as const, id: form.setup_intent };
    else {
      const card = cardForm.safeParse(form);
      if (!card.success) return back(c, BILLING_PAGE, { error: 'card_invalid' });
      input = { kind: 'card' as const, number: card.data.number, expMonth: card.data.exp_month, expYear: card.data.exp_year, cvc: card.data.cvc };
    }
    const key = 'setup_intent' in form ? `card:${form.setup_intent}` : `card:${viewer.userId}:${crypto.randomUUID()}`;
    const outcome = await saveCard(runtime, viewer.userId, requestLocale(c), input, { makePrimary: form.make_primary === 'on', idempotencyKey: key });
    if ('declined' in outcome) return back(c, BILLING_PAGE, { error: 'card_declined' });
    return back(c, BILLING_PAGE, { notice: 'card_added' });
  })
  .post('/billing/payment-methods/:id/primary', async (c) => {
    const viewer = await formViewer(c, BILLING_PAGE);
    if (viewer instanceof Response) return viewer;
    await makePrimary(await c.var.runtime(), viewer.userId, c.req.param('id'));
    return back(c, BILLING_PAGE, { notice: 'primary' });
  })
  .post('/billing/payment-methods/:id/remove', async (c) => {
    const viewer = await formViewer(c, BILLING_PAGE);
    if (viewer instanceof Response) return viewer;
    try {
      await removeCard(await c.var.runtime(), viewer.userId, c.req.param('id'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'conflict') return back(c, BILLING_PAGE, { error: 'last_card' });
      throw error;
    }
    return back(c, BILLING_PAGE, { notice: 'card_removed' });
  });
