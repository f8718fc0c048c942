// The payouts port: sending a creator's withdrawal to a provider, asking how it went, and calling it back while it
// has not been paid out. Every transfer carries Kiln's payout id as the idempotency key, so a retried send pays once.
/** A provider refused or could not be reached: the withdrawal stays pending and the job asks again. */
export class PayoutProviderError extends Error {}

export type TransferStatus = 'pending' | 'success' | 'failed';

export interface TransferInput {
  /** Kiln's payout id: the provider's idempotency key. */
  id: string;
  /** Which rail: PayPal's wallet, Venmo's, or a gift card or donation through the gift-card provider. */
  rail: 'paypal' | 'venmo' | 'tremendous';
  /** The catalogue entry (gift card, charity) at the gift-card provider, by Kiln's method id. */
  methodId: string;
  /** What the recipient receives, in cents. */
  amount: number;
  currency: string;
  /** An email (PayPal, gift cards, a donation's receipt) or a Venmo handle. */
  address: string;
  recipientName: string;
}

export interface TransferAnswer {
  platformId: string;
  status: TransferStatus;
  failureReason?: string;
}

export interface PayoutsPort {
  provider: 'sandbox' | 'live';
  send(transfer: TransferInput): Promise<TransferAnswer>;
  status(platformId: string, rail: TransferInput['rail']): Promise<TransferAnswer>;
  /** True when the provider called the transfer back; false when it is too late. */
  cancel(platformId: string, rail: TransferInput['rail']): Promise<boolean>;
}
