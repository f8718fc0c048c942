// Gift cards and charity donations through Tremendous's REST API: one order per withdrawal with Kiln's payout id as
// `external_id` (Tremendous answers a repeated order with the first one), delivered by email, polled by order id.
// Orders are executed at once, so there is nothing to call back.
import { PayoutProviderError, type TransferAnswer, type TransferInput, type TransferStatus } from './port.ts';

export interface TremendousOptions {
  apiKey: string;
  /** https://api.tremendous.com/api/v2, or https://testflight.tremendous.com/api/v2 for its sandbox. */
  apiUrl: string;
  /** Tremendous product ids by Kiln method id (they differ between Tremendous's environments). */
  products: Record<string, string>;
  fetch?: typeof fetch;
}

/** An executed order is paid once its reward's delivery succeeded. */
function statusOf(order: Record<string, any>): TransferStatus {
  if (order.status === 'FAILED' || order.status === 'CANCELED') return 'failed';
  if (order.status !== 'EXECUTED') return 'pending';
  const delivery = order.rewards?.[0]?.delivery?.status;
  if (delivery === 'FAILED') return 'failed';
  return delivery === 'SUCCEEDED' ? 'success' : 'pending';
}

export function parseProducts(text: string | undefined): Record<string, string> {
  return Object.fromEntries((text ?? '').split(',').map((pair) => pair.trim().split(':')).filter((pair) => pair.length === 2 && pair[0] && pair[1]));
}

export function createTremendousPayouts(options: TremendousOptions) {
  const call = options.fetch ?? fetch;
  async function api(path: string, method: string, body?: unknown) {
    const response = await call(`${options.apiUrl}${path}`, {
      method, headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, any> };
  }
  const answer = (order: Record<string, any>): TransferAnswer => {
    const status = statusOf(order);
    return status === 'failed' ? { platformId: order.id, status, failureReason: `Tremendous order ${order.status}` } : { platformId: order.id, status };
  };
  return {
    async send(transfer: TransferInput): Promise<TransferAnswer> {
      const product = options.products[transfer.methodId];
      if (!product) throw new PayoutProviderError(`No Tremendous product is configured for ${transfer.methodId}`);
      const { status, body } = await api('/orders', 'POST', {
        external_id: transfer.id,
        payment: { funding_source_id: 'balance' },
        reward: {
          value: { denomination: transfer.amount / 100, currency_code: transfer.currency },
          delivery: { method: 'EMAIL' },
          recipient: { name: transfer.recipientName, email: transfer.address },
          products: [product],
        },
      });
      if (status !== 200 && status !== 201) throw new PayoutProviderError(`Tremendous refused the order (${status}): ${body.errors?.message ?? 'no reason given'}`);
      return answer(body.order);
    },
    async status(platformId: string): Promise<TransferAnswer> {
      const { status, body } = await api(`/orders/${encodeURIComponent(platformId)}`, 'GET');
      if (status !== 200) throw new PayoutProviderError(`Tremendous did not answer for order ${platformId} (${status})`);
      return answer(body.order);
    },
    async cancel(): Promise<boolean> {
      return false;
    },
  };
}
