// The sandbox payouts provider: no money moves. A transfer is pending for a short delay, then paid; an address
// containing "fail" is refused, so the failure path can be tried from the withdraw page. Its state lives in the
// transfer id itself (when it was sent, whether it fails), so it survives restarts without a table.
import { randomId } from '#lib/ids.ts';
import type { Clock } from '../clock.ts';
import type { PayoutsPort, TransferAnswer } from './port.ts';

/** How long a sandbox transfer stays pending. */
export const SANDBOX_TRANSFER_DELAY_MS = 10_000;

const PREFIX = 'sbx';

function parse(platformId: string): { sentAt: number; fails: boolean } {
  const [, sentAt, outcome] = platformId.split('_');
  return { sentAt: Number(sentAt), fails: outcome === 'f' };
}

export function createSandboxPayouts(clock: Clock): PayoutsPort {
  const answer = (platformId: string): TransferAnswer => {
    const transfer = parse(platformId);
    if (clock.now().getTime() - transfer.sentAt < SANDBOX_TRANSFER_DELAY_MS) return { platformId, status: 'pending' };
    return transfer.fails ? { platformId, status: 'failed', failureReason: 'The sandbox refused the recipient' } : { platformId, status: 'success' };
  };
  /** Transfers by Kiln's payout id: the idempotency a real provider keeps. */
  const sent = new Map<string, string>();
  return {
    provider: 'sandbox',
    async send(transfer) {
      const known = sent.get(transfer.id);
      if (known) return answer(known);
      const platformId = `${PREFIX}_${clock.now().getTime()}_${transfer.address.toLowerCase().includes('fail') ? 'f' : 's'}_${randomId()}`;
      sent.set(transfer.id, platformId);
      return { platformId, status: 'pending' };
    },
    async status(platformId) {
      return answer(platformId);
    },
    async cancel(platformId) {
      return answer(platformId).status === 'pending';
    },
  };
}
