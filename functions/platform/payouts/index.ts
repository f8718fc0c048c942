// The payouts adapter the configuration names: the sandbox by default; with PAYOUTS=live, PayPal Payouts for the
// PayPal and Venmo rails and Tremendous for gift cards and charity donations.
import type { Config } from '#config';
import type { Clock } from '../clock.ts';
import type { PayoutsPort } from './port.ts';
import { createPayPalPayouts } from './paypal.ts';
import { createSandboxPayouts } from './sandbox.ts';
import { createTremendousPayouts, parseProducts } from './tremendous.ts';

export type { PayoutsPort, TransferAnswer, TransferInput, TransferStatus } from './port.ts';
export { PayoutProviderError } from './port.ts';
export { SANDBOX_TRANSFER_DELAY_MS } from './sandbox.ts';

export function createPayouts(config: Config, clock: Clock): PayoutsPort {
  if (config.PAYOUTS !== 'live') return createSandboxPayouts(clock);
  const paypal = createPayPalPayouts({ clientId: config.PAYPAL_CLIENT_ID!, clientSecret: config.PAYPAL_CLIENT_SECRET!, apiUrl: config.PAYPAL_API_URL });
  const tremendous = createTremendousPayouts({ apiKey: config.TREMENDOUS_API_KEY!, apiUrl: config.TREMENDOUS_API_URL, products: parseProducts(config.TREMENDOUS_PRODUCTS) });
  const rail = (name: string) => (name === 'tremendous' ? tremendous : paypal);
  return {
    provider: 'live',
    send: (transfer) => rail(transfer.rail).send(transfer),
    status: (platformId, name) => rail(name).status(platformId),
    cancel: (platformId, name) => rail(name).cancel(platformId),
  };
}
