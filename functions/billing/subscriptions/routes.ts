// /_internal/billing/subscriptions*: the billing page's form posts for subscribing, cancelling, resubscribing,
// switching interval, retrying, authenticating and cancelling a payment left waiting, each answering a 303 back to the page with what happened.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '#access';
import { authenticateForm, intervalForm, retryForm, subscribeForm } from '#contracts/billing.ts';
import { validForm } from '#lib/validation.ts';
import { requestLocale } from '#lib/request-locale.ts';
import { ApiError } from '#contracts/errors.ts';
import { AUTHENTICATE_PAGE, BILLING_PAGE, CHECKOUT_PAGE, back, formViewer } from '../http.ts';
import { cancelAtPeriodEnd, resubscribe, retryRenewal, subscribeToPlus, switchInterval, type PaymentOutcome } from './service.ts';
import { authenticatePayment } from './authenticate.ts';
import { cancelWaitingPayment } from './abandoned.ts';

function afterPayment(c: Context<AppEnv>, outcome: PaymentOutcome, failedPage: string, failedParams: Record<string, string>, notice: string): Response {
  if (outcome.status === 'succeeded') return back(c, BILLING_PAGE, { notice });
  if (outcome.status === 'requires_action') return back(c, AUTHENTICATE_PAGE, { charge: outcome.charge.id });
  const error: Record<string, string> = outcome.reason === 'payment' ? { error: 'payment_failed', charge: outcome.charge!.id } : { error: outcome.reason };
  return back(c, failedPage, { ...failedParams, ...error });
}

/** A change the subscription's state no longer allows (a double click, another tab) goes back with a note, not a 409 page. */
async function orConflict(c: Context<AppEnv>, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'conflict') return back(c, BILLING_PAGE, { error: 'conflict' });
    throw error;
  }
}

export const subscriptionRoutes = new Hono<AppEnv>()
  .post('/billing/subscribe', async (c) => {
    const viewer = await formViewer(c, CHECKOUT_PAGE);
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, subscribeForm);
    const runtime = await c.var.runtime();
    try {
      const outcome = await subscribeToPlus(runtime, viewer.userId, requestLocale(c), {
        interval: form.interval, currency: form.currency, clientKey: form.idempotency_key, paymentMethodId: form.payment_method,
        card: { number: form.number, exp_month: form.exp_month, exp_year: form.exp_year, cvc: form.cvc },
      });
      return afterPayment(c, outcome, CHECKOUT_PAGE, { interval: form.interval, currency: form.currency }, 'subscribed');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'conflict') return back(c, BILLING_PAGE, { error: 'already_subscribed' });
      throw error;
    }
  })
  .post('/billing/subscriptions/:id/cancel', async (c) => {
    const viewer = await formViewer(c, BILLING_PAGE);
    if (viewer instanceof Response) return viewer;
    return orConflict(c, async () => {
      await cancelAtPeriodEnd(await c.var.runtime(), viewer.userId, c.req.param('id'));
      return back(c, BILLING_PAGE, { notice: 'cancelled' });
    });
  })
  .post('/billing/subscriptions/:id/resubscribe', async (c) => {
    const viewer = await formViewer(c, BILLING_PAGE);
    if (viewer instanceof Response) return viewer;
    return orConflict(c, async () => {
      await resubscribe(await c.var.runtime(), viewer.userId, c.req.param('id'));
      return back(c, BILLING_PAGE, { notice: 'resubscribed' });
    });
  })
  .post('/billing/subscriptions/:id/interval', async (c) => {
    const viewer = await formViewer(c, BILLING_PAGE);
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, intervalForm);
    return orConflict(c, async () => {
      await switchInterval(await c.var.runtime(), viewer.userId, c.req.param('id'), form.interval);
      return back(c, BILLING_PAGE, { notice: 'interval' });
    });
  })
  .post('/billing/subscriptions/:id/retry', async (c) => {
    const viewer = await formViewer(c, BILLING_PAGE);
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, retryForm);
    return orConflict(c, async () => {
      const outcome = await retryRenewal(await c.var.runtime(), viewer.userId, c.req.param('id'), form.idempotency_key);
      return afterPayment(c, outcome, BILLING_PAGE, {}, 'renewed');
    });
  })
  .post('/billing/charges/:id/authenticate', async (c) => {
    const viewer = await formViewer(c, BILLING_PAGE);
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, authenticateForm);
    if (form.outcome === 'cancel') {
      const cancelled = await cancelWaitingPayment(await c.var.runtime(), viewer.userId, c.req.param('id'));
      return back(c, BILLING_PAGE, cancelled ? { notice: 'payment_cancelled' } : { error: 'conflict' });
    }
    const outcome = await authenticatePayment(await c.var.runtime(), viewer.userId, c.req.param('id'), form.outcome === 'approve');
    return afterPayment(c, outcome, BILLING_PAGE, {}, 'subscribed');
  });
