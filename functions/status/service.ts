// Platform status: each component probed in-process with its latency, for the public status page.
import type { Runtime } from '#platform/runtime.ts';
import { searchProjects } from '#search';
import { pingDatabase } from './queries.ts';

export const STATUS_COMPONENTS = ['database', 'search', 'files'] as const;
export type StatusComponent = (typeof STATUS_COMPONENTS)[number];

export interface ComponentStatus {
  id: StatusComponent;
  operational: boolean;
  latencyMs: number;
}

/** A probe that takes longer than this counts as an outage: people would be waiting on it too. */
export const PROBE_TIMEOUT_MS = 5_000;

const PROBES: Record<StatusComponent, (runtime: Runtime) => Promise<unknown>> = {
  database: (runtime) => pingDatabase(runtime.db),
  search: (runtime) => searchProjects(runtime, { query: '', filter: null, sort: 'relevance', offset: 0, limit: 1 }),
  // Any key will do: a missing blob answers null; only a broken store throws.
  files: (runtime) => runtime.blobs.head('status-probe'),
};

async function probe(id: StatusComponent, runtime: Runtime): Promise<ComponentStatus> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS); });
  try {
    await Promise.race([PROBES[id](runtime), timeout]);
    return { id, operational: true, latencyMs: performance.now() - started };
  } catch {
    return { id, operational: false, latencyMs: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

export async function platformStatus(runtime: Runtime): Promise<ComponentStatus[]> {
  return Promise.all(STATUS_COMPONENTS.map((id) => probe(id, runtime)));
}
