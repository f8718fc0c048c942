// PayPal Payouts over its REST API: an OAuth client-credentials token, one payout batch per withdrawal (PayPal or
// Venmo wallet) keyed by Kiln's payout id as both `sender_batch_id` and the PayPal-Request-Id idempotency header,
// the batch's item status when polled, and an unclaimed item called back on cancel.
import { PayoutProviderError, type TransferAnswer, type TransferInput, type TransferStatus } from './port.ts';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com, or https://api-m.sandbox.paypal.com for PayPal's own sandbox. */
  apiUrl: string;
  fetch?: typeof fetch;
}

/** Item statuses PayPal documents: still moving, paid, or money that came back or never left. */
const ITEM_STATUS: Record<string, TransferStatus> = {
  SUCCESS: 'success', PENDING: 'pending', UNCLAIMED: 'pending', ONHOLD: 'pending', NEW: 'pending',
  FAILED: 'failed', RETURNED: 'failed', BLOCKED: 'failed', REFUNDED: 'failed', REVERSED: 'failed', DENIED: 'failed', CANCELED: 'failed',
};

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function createPayPalPayouts(options: PayPalOptions) {
  const call = options.fetch ?? fetch;
  let token: { value: string; expires: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expires > Date.now()) return token.value;
    const response = await call(`${options.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa(`${options.clientId}:${options.clientSecret}`)}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new PayoutProviderError(`PayPal refused the client credentials (${response.status})`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expires: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function api(path: string, init: { method: string; body?: unknown; requestId?: string }) {
    const response = await call(`${options.apiUrl}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json',
        ...(init.requestId ? { 'PayPal-Request-Id': init.requestId } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, any>;
    return { status: response.status, body };
  }

  function itemAnswer(body: Record<string, any>): TransferAnswer {
    const item = body.items?.[0];
    const platformId: string = body.batch_header.payout_batch_id;
    if (!item) return { platformId, status: body.batch_header.batch_status === 'DENIED' ? 'failed' : 'pending' };
    const status = ITEM_STATUS[item.transaction_status] ?? 'pending';
    return status === 'failed' ? { platformId, status, failureReason: item.errors?.message ?? item.transaction_status } : { platformId, status };
  }

  return {
    async send(transfer: TransferInput): Promise<TransferAnswer> {
      const venmo = transfer.rail === 'venmo';
      const { status, body } = await api('/v1/payments/payouts', {
        method: 'POST', requestId: transfer.id,
        body: {
          sender_batch_header: { sender_batch_id: transfer.id, email_subject: 'Your Kiln creator rewards', recipient_type: venmo ? 'USER_HANDLE' : 'EMAIL' },
          items: [{
            recipient_type: venmo ? 'USER_HANDLE' : 'EMAIL', receiver: transfer.address, sender_item_id: transfer.id,
            amount: { value: dollars(transfer.amount), currency: transfer.currency }, recipient_wallet: venmo ? 'VENMO' : 'PAYPAL',
            note: 'Kiln creator rewards',
          }],
        },
      });
      if (status !== 201 && status !== 200) throw new PayoutProviderError(`PayPal refused the payout (${status}): ${body.message ?? body.name ?? 'no reason given'}`);
      return { platformId: body.batch_header.payout_batch_id, status: body.batch_header.batch_status === 'DENIED' ? 'failed' : 'pending' };
    },
    async status(platformId: string): Promise<TransferAnswer> {
      const { status, body } = await api(`/v1/payments/payouts/${encodeURIComponent(platformId)}`, { method: 'GET' });
      if (status !== 200) throw new PayoutProviderError(`PayPal did not answer for payout ${platformId} (${status})`);
      return itemAnswer(body);
    },
    async cancel(platformId: string): Promise<boolean> {
      const batch = await api(`/v1/payments/payouts/${encodeURIComponent(platformId)}`, { method: 'GET' });
      const item = batch.body.items?.[0];
      if (batch.status !== 200 || item?.transaction_status !== 'UNCLAIMED') return false;
      const { status } = await api(`/v1/payments/payouts-item/${encodeURIComponent(item.payout_item_id)}/cancel`, { method: 'POST' });
      return status === 200;
    },
  };
}
