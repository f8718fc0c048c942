// The payments adapter the configuration names: the sandbox by default, Stripe with PAYMENTS=stripe.
import type { Config } from '#config';
import type { PaymentsPort } from './port.ts';
import { createSandboxPayments } from './sandbox.ts';
import { createStripePayments } from './stripe.ts';
import { SANDBOX_WEBHOOK_SECRET } from './webhook-signature.ts';

export type { CardInput, ChargeInput, PaymentEvent, PaymentIntentObject, PaymentsPort, RefundObject, SavedCard } from './port.ts';
export { SANDBOX_WEBHOOK_SECRET } from './webhook-signature.ts';

export function createPayments(config: Config): PaymentsPort {
  if (config.PAYMENTS === 'stripe') {
    return createStripePayments({ secretKey: config.STRIPE_SECRET_KEY!, webhookSecret: config.STRIPE_WEBHOOK_SECRET, publishableKey: config.STRIPE_PUBLISHABLE_KEY });
  }
  return createSandboxPayments(config.STRIPE_WEBHOOK_SECRET ?? SANDBOX_WEBHOOK_SECRET);
}
