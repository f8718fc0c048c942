// The power buttons with a script: the same forms, sent as JSON to the servers API so the page stays put, enabled by
// the state as it changes, and Kill offered when a Stop was asked for and the server is still up after a while.
import type { PanelState } from '#contracts/servers.ts';
import { KILL_AFTER_MS, powerAllowed, type PowerAction } from '#site/lib/server-power.ts';
import { REFRESH_EVENT, STATE_EVENT, type StateDetail } from './live-stats.ts';

async function reason(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { description?: string };
    return body.description ?? response.statusText;
  } catch {
    return response.statusText;
  }
}

export function enhancePowerButtons(root: HTMLElement) {
  const url = `/_internal/v3/servers/${encodeURIComponent(root.dataset.server ?? '')}/power`;
  const error = root.querySelector<HTMLElement>('[data-power-error]');
  const failedWords = root.dataset.failed ?? '{{reason}}';
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[name="action"]')];
  const killArea = root.querySelector<HTMLElement>('[data-kill]');
  let state = root.dataset.state as PanelState;
  let stopAsked: ReturnType<typeof setTimeout> | undefined;

  const mayConsole = root.dataset.mayConsole === 'true';
  const offered = () => killArea?.dataset.offered === 'true';
  const update = () => {
    for (const button of buttons) {
      const action = button.value as PowerAction;
      button.disabled = !mayConsole || !(powerAllowed(state, action) || (action === 'kill' && offered()));
    }
    if (killArea) killArea.hidden = !(state === 'stopping' || offered());
  };

  document.addEventListener(STATE_EVENT, (event) => {
    state = (event as CustomEvent<StateDetail>).detail.state;
    if (state !== 'running' && state !== 'stopping' && state !== 'starting' && killArea) killArea.dataset.offered = 'false';
    update();
  });

  root.addEventListener('submit', (event) => {
    const button = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!button || button.name !== 'action') return;
    event.preventDefault();
    const action = button.value as PowerAction;
    for (const each of buttons) each.disabled = true;
    if (error) error.textContent = '';
    void (async () => {
      try {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action }) });
        if (!response.ok && error) error.textContent = failedWords.replace('{{reason}}', await reason(response));
        if (response.ok && action === 'stop' && killArea) {
          clearTimeout(stopAsked);
          stopAsked = setTimeout(() => {
            if (state === 'running' || state === 'stopping') {
              killArea.dataset.offered = 'true';
              update();
            }
          }, KILL_AFTER_MS);
        }
      } catch (failure) {
        if (error) error.textContent = failedWords.replace('{{reason}}', String(failure));
      } finally {
        update();
        document.dispatchEvent(new Event(REFRESH_EVENT));
      }
    })();
  });
  update();
}
