// Who must hear that projects changed — copies kept in this process (answers sent again, version records) — told by
// the search outbox's writers as they enqueue and again by its drain once the change is committed and indexed.

type Listener = (projectIds: readonly string[]) => void;
const listeners = new Set<Listener>();

/** Returns the function that stops listening. */
export function onProjectsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function projectsChanged(projectIds: readonly string[]): void {
  if (projectIds.length === 0) return;
  for (const listener of listeners) listener(projectIds);
}

/**
 * The Node server reads and writes through this one process, so it hears of every change and may keep copies; a
 * Worker's isolate would never hear of another isolate's writes, and tests write rows behind the app's back.
 */
const SOLE = Symbol.for('kiln.sole-process');
export const declareSoleProcess = (): void => void Reflect.set(globalThis, SOLE, true);
export const isSoleProcess = (): boolean => Reflect.get(globalThis, SOLE) === true;
