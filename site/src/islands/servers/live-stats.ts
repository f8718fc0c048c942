// Keeps the panel's state and statistics current: asks the stats API every 2 seconds while the tab is visible (and
// at once when a power button asks), rewrites the numbers and state badges, and tells the other islands the state.
import type { PanelState, ServerStatsView } from '#contracts/servers.ts';
import { statsText, type StatsText, type StatsWords } from '#site/lib/server-stats.ts';

const EVERY_MS = 2000;

export const STATE_EVENT = 'kiln:server-state';
export const REFRESH_EVENT = 'kiln:server-refresh';

export interface StateDetail {
  state: PanelState;
}

function render(root: HTMLElement, stats: ServerStatsView, words: StatsWords, labels: Record<PanelState, string>) {
  const text = statsText(stats, root.dataset.ramAsNumber === 'true', words, root.dataset.locale ?? 'en-US');
  for (const element of root.querySelectorAll<HTMLElement>('[data-stat]')) {
    element.textContent = text[element.dataset.stat as keyof StatsText] ?? '';
  }
  for (const badge of document.querySelectorAll<HTMLElement>('[data-server-state]')) {
    badge.dataset.serverState = stats.state;
    badge.textContent = labels[stats.state];
  }
}

export function followStats(root: HTMLElement) {
  const words = JSON.parse(root.dataset.words ?? '{}') as StatsWords;
  const labels = JSON.parse(root.dataset.stateLabels ?? '{}') as Record<PanelState, string>;
  const url = `/_internal/v3/servers/${encodeURIComponent(root.dataset.server ?? '')}/stats`;
  let state = root.dataset.state as PanelState;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking = false;

  const ask = async () => {
    clearTimeout(timer);
    if (document.visibilityState !== 'visible' || asking) return;
    asking = true;
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' } });
      if (response.ok) {
        const stats = (await response.json()) as ServerStatsView;
        render(root, stats, words, labels);
        if (stats.state !== state) {
          state = stats.state;
          document.dispatchEvent(new CustomEvent<StateDetail>(STATE_EVENT, { detail: { state } }));
        }
      }
    } catch {
      // A missed answer is followed by the next one; the numbers on screen stay as they were.
    } finally {
      asking = false;
      timer = setTimeout(() => void ask(), EVERY_MS);
    }
  };

  document.addEventListener('visibilitychange', () => void ask());
  document.addEventListener(REFRESH_EVENT, () => void ask());
  timer = setTimeout(() => void ask(), EVERY_MS);
}
