// POST /_internal/billing/webhook: Stripe's events (and the sandbox's, signed the same way). The signature is checked
// on the raw body before anything is read from it; a bad one is a 400 that changes nothing.
import { Hono } from 'hono';
import type { AppEnv } from '#access';
import { ApiError } from '#contracts/errors.ts';
import { applyEvent } from '../events/apply.ts';

export const webhookRoutes = new Hono<AppEnv>()
  .post('/billing/webhook', async (c) => {
    const raw = await c.req.text();
    const runtime = await c.var.runtime();
    const event = await runtime.payments.verifyWebhook(raw, c.req.header('stripe-signature'));
    if (!event) throw new ApiError('invalid_input', 'The webhook signature does not match its body');
    const outcome = await applyEvent(runtime, event);
    return c.json({ received: true, outcome });
  });
