// Stripe's webhook signature check (an HMAC over the timestamp and the raw body), shared by both adapters so the
// sandbox's events pass the same gate as Stripe's.
import Stripe from 'stripe';
import type { PaymentEvent } from './port.ts';

/** The sandbox signs with this when no STRIPE_WEBHOOK_SECRET is set: its events never leave the machine. */
export const SANDBOX_WEBHOOK_SECRET = 'whsec_kiln_sandbox';

export async function verifyStripeSignature(rawBody: string, signature: string | undefined, secret: string): Promise<PaymentEvent | null> {
  if (!signature) return null;
  try {
    return (await Stripe.webhooks.constructEventAsync(rawBody, signature, secret)) as unknown as PaymentEvent;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
    // A good signature over a body that is not JSON.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}
