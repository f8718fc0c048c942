// The sandbox provider: pending for its delay, then paid; a failing address refused; the same payout sent twice is
// one transfer; a pending transfer can be called back, a paid one not.
import { describe, expect, it } from 'vitest';
import { createSandboxPayouts, SANDBOX_TRANSFER_DELAY_MS } from './sandbox.ts';

describe('sandbox payouts', () => {
  it('pays after the delay, refuses failing addresses, and sends a payout once', async () => {
    let now = Date.parse('2026-11-26T00:00:00Z');
    const sandbox = createSandboxPayouts({ now: () => new Date(now) });
    const transfer = { id: 'p1', rail: 'paypal' as const, methodId: 'paypal_us', amount: 500, currency: 'USD', address: 'a@example.test', recipientName: 'a' };
    const sent = await sandbox.send(transfer);
    expect(sent.status).toBe('pending');
    expect((await sandbox.send(transfer)).platformId).toBe(sent.platformId);
    const failing = await sandbox.send({ ...transfer, id: 'p2', address: 'fail@example.test' });
    expect(await sandbox.cancel(sent.platformId, 'paypal')).toBe(true);
    now += SANDBOX_TRANSFER_DELAY_MS;
    expect((await sandbox.status(sent.platformId, 'paypal')).status).toBe('success');
    expect((await sandbox.status(failing.platformId, 'paypal')).status).toBe('failed');
    expect(await sandbox.cancel(sent.platformId, 'paypal')).toBe(false);
  });
});
