// After a new build is deployed (spec §4, §7): open pages learn of it by polling the build-id file with a cache-busting
// timestamp and offer a reload; a script that fails to load lazily (its chunk gone with the old build) reloads the
// page once, guarded for 10 seconds so a chunk that is really missing cannot loop.

/** Spec §9 (routing): the reload guard. The poll interval is not given there; five minutes keeps it cheap. */
export const RELOAD_GUARD_MS = 10_000;
export const POLL_INTERVAL_MS = 5 * 60_000;
const RELOADED_AT_KEY = 'kiln-reloaded-at';

/** Reloads unless this tab already did so for the same reason within the guard; says whether it reloaded. */
export function reloadOnce(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number, reload: () => void): boolean {
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now));
  reload();
  return true;
}

/** Browsers word a failed dynamic import differently: Chromium and Firefox name the module, Safari the script. */
const LAZY_LOAD_FAILURE = /dynamically imported module|Importing a module script failed/i;

export const isLazyLoadFailure = (reason: unknown): boolean =>
  reason instanceof Error ? LAZY_LOAD_FAILURE.test(reason.message) : typeof reason === 'string' && LAZY_LOAD_FAILURE.test(reason);

/** The build the server now serves, or null when it cannot tell (offline, or a build without the file). */
export async function servedBuild(fetcher: typeof fetch, now: number): Promise<string | null> {
  try {
    const response = await fetcher(`/build-id.txt?t=${now}`, { cache: 'no-store' });
    return response.ok ? (await response.text()).trim() : null;
  } catch {
    return null;
  }
}

/** Checks every few minutes and whenever the tab comes back into view; calls onNewBuild once, on the first change. */
export function watchForNewBuild(current: string, onNewBuild: () => void): void {
  let told = false;
  const check = async () => {
    if (told) return;
    const served = await servedBuild(fetch, Date.now());
    if (served && served !== current && !told) {
      told = true;
      onNewBuild();
    }
  };
  setInterval(check, POLL_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
}

/** Vite's event for a lazily imported chunk that failed, and the same failure surfacing as a rejected import. */
export function reloadOnLazyLoadFailure(): void {
  const recover = () => reloadOnce(sessionStorage, Date.now(), () => location.reload());
  window.addEventListener('vite:preloadError', (event) => {
    if (recover()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isLazyLoadFailure(event.reason)) recover();
  });
}

/** Fills the page's update region (empty, hence hidden, until then) from its template; the region announces it. */
export function offerReload(region: HTMLElement, template: HTMLTemplateElement): void {
  region.replaceChildren(template.content.cloneNode(true));
}
