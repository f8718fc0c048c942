// What state a server is in, as its panel shows it: Kiln's own lifecycle and billing first (suspended, upgrading,
// installing), then what the node reports; a node that does not answer is "connection lost".
import type { PanelState, SuspensionReason } from '#contracts/servers.ts';
import type { NodeServerState } from '#platform/server-nodes/port.ts';
import type { SubscriptionRow } from '#billing';
import type { ServerRow } from './records/queries.ts';

/** Why the server may not run now: the payment failed, the subscription ended, or staff suspended it. */
export function suspensionReasons(row: ServerRow, sub: SubscriptionRow | null): SuspensionReason[] {
  const reasons: SuspensionReason[] = [];
  if (sub?.status === 'past_due' || (sub?.status === 'expired' && sub.failedAttempts > 0)) reasons.push('payment_failed');
  else if (sub?.status === 'expired') reasons.push('cancelled');
  if (row.staffSuspension !== null) reasons.push('staff');
  return reasons;
}

const FROM_NODE: Record<NodeServerState, PanelState> = {
  installing: 'installing',
  install_failed: 'install_failed',
  offline: 'stopped',
  starting: 'starting',
  running: 'running',
  stopping: 'stopping',
  crashed: 'crashed',
};

export function panelState(row: ServerRow, suspended: boolean, nodeState: NodeServerState | null): PanelState {
  if (suspended) return 'suspended';
  if (row.status === 'upgrading') return 'upgrading';
  if (row.status === 'pending_payment' || row.status === 'installing') return nodeState === 'install_failed' ? 'install_failed' : 'installing';
  if (nodeState === null) return 'connection_lost';
  return FROM_NODE[nodeState];
}
