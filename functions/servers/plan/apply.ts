// Putting a server on the plan its subscription now pays for: shown as "upgrading" meanwhile, stopped, given its new
// memory, CPU and storage on its node, then started again if it was running. Runs after an upgrade is paid and when
// a renewal moves a downgrade into effect; the reconcile pass finishes one that was interrupted.
import { hostingTier } from '#contracts/billing-catalog.ts';
import { planOfRam } from '#contracts/servers.ts';
import { nodeDriver, nodeOf, type Runtime } from '../runtime.ts';
import { updateServer, type ServerRow } from '../records/queries.ts';
import { preferencesOf } from '../options/preferences.ts';
import { specOf } from '../provision/spec.ts';

export async function applyPlan(runtime: Runtime, row: ServerRow, ramMb: number): Promise<void> {
  const tier = hostingTier(ramMb);
  await updateServer(runtime.db, row.id, { status: 'upgrading', upgradeRamMb: ramMb });
  const driver = await nodeDriver(runtime);
  const node = nodeOf(runtime, row.nodeId);
  const before = await driver.stats(node, row.id);
  const wasRunning = before.state === 'running' || before.state === 'starting';
  if (wasRunning) await driver.power(node, row.id, 'stop');
  const next = { ...row, ramMb: tier.ramMb, cpu: tier.cpu, storageMb: tier.storageMb, swapMb: tier.swapMb, plan: planOfRam(tier.ramMb) };
  await driver.update(node, specOf(next, {}, preferencesOf(row.preferences).auto_restart));
  await updateServer(runtime.db, row.id, { ramMb: next.ramMb, cpu: next.cpu, storageMb: next.storageMb, swapMb: next.swapMb, plan: next.plan, status: 'ready', upgradeRamMb: null });
  if (wasRunning && row.wantsRunning) await driver.power(node, row.id, 'start');
}
