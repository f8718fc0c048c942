// The power buttons and console commands: allowed with the console permission, only for a server that is installed
// and not suspended. What the owner asked for is remembered, so a restart of Kiln brings a running world back.
import { ApiError } from '#contracts/errors.ts';
import type { Viewer } from '#access';
import { subscriptionsByIds } from '#billing';
import type { PowerAction } from '#platform/server-nodes/port.ts';
import { nodeDriver, nodeOf, type Runtime } from '../runtime.ts';
import { updateServer, type ServerRow } from '../records/queries.ts';
import { serverAccess } from '../access/policy.ts';
import { suspensionReasons } from '../state.ts';

async function assertRunnable(runtime: Runtime, row: ServerRow): Promise<void> {
  if (row.status === 'pending_payment' || row.status === 'installing') throw new ApiError('conflict', 'The server is still being installed.');
  if (row.status === 'upgrading') throw new ApiError('conflict', 'The server is being moved to its new plan.');
  const sub = row.subscriptionId ? (await subscriptionsByIds(runtime.db, [row.subscriptionId]))[0] ?? null : null;
  if (suspensionReasons(row, sub).length > 0) throw new ApiError('conflict', 'The server is suspended.');
}

export async function powerServer(runtime: Runtime, viewer: Viewer, serverId: string, action: PowerAction): Promise<void> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'console');
  const wantsRunning = action === 'start' || action === 'restart';
  if (wantsRunning) await assertRunnable(runtime, row);
  await updateServer(runtime.db, row.id, { wantsRunning });
  await (await nodeDriver(runtime)).power(nodeOf(runtime, row.nodeId), row.id, action);
}

export async function sendCommand(runtime: Runtime, viewer: Viewer, serverId: string, command: string): Promise<void> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'console');
  await assertRunnable(runtime, row);
  await (await nodeDriver(runtime)).command(nodeOf(runtime, row.nodeId), row.id, command);
}
