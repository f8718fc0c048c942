// Installing a paid server on its node, and keeping every server in line with what billing and staff allow: a paid
// server gets installed, an installed one becomes ready, and a suspended one is stopped. The reconcile pass runs on a
// timer and right after a purchase, and is safe to run twice.
import { subscriptionsByIds, type SubscriptionRow } from '#billing';
import { ramOfProduct } from '#contracts/servers.ts';
import { applyPlan } from '../plan/apply.ts';
import { updateServer, serversWithStatus, serverRow, type ServerRow } from '../records/queries.ts';
import { nodeDriver, nodeOf, type Runtime } from '../runtime.ts';
import { preferencesOf } from '../options/preferences.ts';
import { suspensionReasons } from '../state.ts';
import { initialProperties, propertiesText, specOf } from './spec.ts';
import { recoverBackups } from '../backups/jobs.ts';

const paid = (sub: SubscriptionRow | undefined) => sub !== undefined && (sub.status === 'active' || sub.status === 'cancelled' || sub.status === 'past_due');

export async function installServer(runtime: Runtime, row: ServerRow): Promise<void> {
  const driver = await nodeDriver(runtime);
  await updateServer(runtime.db, row.id, { status: 'installing' });
  const properties = propertiesText(initialProperties(row, runtime.nodes.kind !== 'local'));
  await driver.install(nodeOf(runtime, row.nodeId), specOf(row, properties, preferencesOf(row.preferences).auto_restart));
}

async function subscriptionsOf(runtime: Runtime, rows: ServerRow[]): Promise<Map<string, SubscriptionRow>> {
  const ids = rows.flatMap((row) => (row.subscriptionId ? [row.subscriptionId] : []));
  return new Map((await subscriptionsByIds(runtime.db, ids)).map((sub) => [sub.id, sub]));
}

/** One server brought in line; errors are the node's and are retried on the next pass. */
async function reconcile(runtime: Runtime, row: ServerRow, sub: SubscriptionRow | undefined): Promise<void> {
  if (row.status === 'pending_payment') {
    if (row.subscriptionId === null || paid(sub)) await installServer(runtime, row);
    // Its first payment was declined or abandoned: nothing was installed, and its memory is free for others.
    else if (sub?.status === 'incomplete_expired') await updateServer(runtime.db, row.id, { status: 'deleted' });
    return;
  }
  const driver = await nodeDriver(runtime);
  const node = nodeOf(runtime, row.nodeId);
  const stats = await driver.stats(node, row.id);
  if (row.status === 'installing' && stats.state !== 'installing') {
    await updateServer(runtime.db, row.id, { status: 'ready', installed: row.installed ?? runtime.clock.now() });
    return;
  }
  // A plan paid for but not applied yet: an upgrade confirmed later, a downgrade a renewal brought in, or a change
  // an earlier pass was interrupted in.
  const paidRam = sub ? ramOfProduct(sub.productId) : null;
  if (row.status === 'upgrading' || (paidRam !== null && paidRam !== row.ramMb)) {
    await applyPlan(runtime, row, paidRam ?? row.upgradeRamMb ?? row.ramMb);
    return;
  }
  const suspended = suspensionReasons(row, sub ?? null).length > 0;
  if (suspended && (stats.state === 'running' || stats.state === 'starting')) await driver.power(node, row.id, 'stop');
}

export async function reconcileServers(runtime: Runtime): Promise<{ checked: number; failed: number }> {
  const rows = await serversWithStatus(runtime.db, ['pending_payment', 'installing', 'ready', 'upgrading']);
  const subs = await subscriptionsOf(runtime, rows);
  let failed = 0;
  for (const row of rows) {
    try {
      await reconcile(runtime, row, row.subscriptionId ? subs.get(row.subscriptionId) : undefined);
    } catch (error) {
      failed++;
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      console.error(`Server ${row.id}: ${error instanceof Error ? error.message : String(error)}${cause}`);
    }
  }
  return { checked: rows.length, failed };
}

/** Right after a purchase: install it now rather than at the next pass. */
export async function reconcileServer(runtime: Runtime, serverId: string): Promise<void> {
  const row = await serverRow(runtime.db, serverId);
  if (!row) return;
  const subs = await subscriptionsOf(runtime, [row]);
  await reconcile(runtime, row, row.subscriptionId ? subs.get(row.subscriptionId) : undefined);
}

/** When Kiln starts: the node is told which servers exist and which should be running, so worlds come back. */
export async function resumeServers(runtime: Runtime): Promise<void> {
  // Backups a crash cut short show as failed before the job could pick anything up again.
  await recoverBackups(runtime);
  const rows = await serversWithStatus(runtime.db, ['ready']);
  const subs = await subscriptionsOf(runtime, rows);
  const driver = await nodeDriver(runtime);
  for (const node of runtime.nodes.nodes) {
    const here = rows.filter((row) => row.nodeId === node.id);
    await driver.resume(node, here.map((row) => ({
      spec: specOf(row, {}, preferencesOf(row.preferences).auto_restart),
      wantsRunning: row.wantsRunning && suspensionReasons(row, (row.subscriptionId ? subs.get(row.subscriptionId) : undefined) ?? null).length === 0,
    })));
  }
}
