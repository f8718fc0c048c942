// Work to finish before the process exits: each background job says how it stops, and shutdown stops them all.
type Stop = () => Promise<void>;

/**
 * Kept on globalThis: `npm start` runs the built server bundle and its own scripts side by side, two copies of this
 * module, and jobs of both must be stopped by the one signal handler.
 */
const REGISTRY = Symbol.for('kiln.shutdown');

function stops(): Set<Stop> {
  const holder = globalThis as { [REGISTRY]?: Set<Stop> };
  return (holder[REGISTRY] ??= new Set());
}

/** Registers a job's stop; the returned function forgets it again (a job stopped for another reason). */
export function onShutdown(stop: Stop): () => void {
  stops().add(stop);
  return () => void stops().delete(stop);
}

/** Stops every registered job, each finishing the round it is in; a failing stop does not keep the others waiting. */
export async function stopJobs(): Promise<void> {
  const pending = [...stops()];
  stops().clear();
  await Promise.allSettled(pending.map((stop) => stop()));
}
