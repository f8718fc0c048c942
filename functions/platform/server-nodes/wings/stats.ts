// Reads a server's state and resource use from Wings' server details, and normalizes its CPU figure.
import { z } from 'zod';
import type { NodeServerState, ServerStats } from '../port.ts';

/** `GET /api/servers/{uuid}`: the parts of Wings' answer Kiln reads. */
export const wingsServerDetails = z.object({
  state: z.string(),
  is_suspended: z.boolean().optional(),
  utilization: z.object({
    memory_bytes: z.number().nonnegative(),
    memory_limit_bytes: z.number().nonnegative(),
    cpu_absolute: z.number(),
    uptime: z.number(),
    disk_bytes: z.number().nonnegative(),
  }),
});
export type WingsServerDetails = z.infer<typeof wingsServerDetails>;

/** `GET /api/system`: the node's logical CPU count. */
export const wingsSystem = z.object({ cpu_count: z.number().int().positive() });

const STATES: Record<string, NodeServerState> = { offline: 'offline', starting: 'starting', running: 'running', stopping: 'stopping' };

/**
 * Wings reports `cpu_absolute` the way `docker stats` does: the container's share of the host's CPU time times the
 * number of online cores, so a server keeping 2 of 8 cores busy reads 200 and the ceiling is cores × 100. Kiln shows
 * a share of the whole node, 0–100, so the figure is divided by the node's core count.
 */
export function normalizeCpu(cpuAbsolute: number, nodeCores: number): number {
  if (!Number.isFinite(cpuAbsolute) || cpuAbsolute <= 0 || nodeCores < 1) return 0;
  return Math.min(100, Math.round((cpuAbsolute / nodeCores) * 100) / 100);
}

/** `installing` comes from Kiln's own record of an install in progress; Wings' details do not say it. */
export function toServerStats(details: WingsServerDetails, nodeCores: number, install: 'installing' | 'install_failed' | null): ServerStats {
  const state: NodeServerState = install ?? STATES[details.state] ?? 'offline';
  const live = state === 'running' || state === 'starting' || state === 'stopping';
  return {
    state,
    cpuPercent: live ? normalizeCpu(details.utilization.cpu_absolute, nodeCores) : 0,
    memoryBytes: live ? details.utilization.memory_bytes : 0,
    memoryLimitBytes: details.utilization.memory_limit_bytes,
    diskBytes: details.utilization.disk_bytes,
    uptimeMs: live ? Math.max(0, Math.round(details.utilization.uptime)) : 0,
  };
}
