// The live console: the terminal (xterm.js) loads only when the console scrolls into view, then shows the node's
// lines from a server-sent event stream opened with a fresh single-use ticket, reconnecting with a new one when the
// stream drops. Below it, the command line: Enter sends, Up and Down walk the history kept for this server.
import type { PanelState } from '#contracts/servers.ts';
import { CommandHistory, historyKey } from './command-history.ts';
import { STATE_EVENT, type StateDetail } from './live-stats.ts';

const RETRY_MS = [1000, 2000, 5000, 10_000];

interface Line {
  at: number;
  text: string;
}

async function openTerminal(host: HTMLElement) {
  const [{ Terminal }, { FitAddon }, { default: css }] = await Promise.all([import('@xterm/xterm'), import('@xterm/addon-fit'), import('@xterm/xterm/css/xterm.css?inline')]);
  // The terminal's stylesheet comes with its code, so pages without a console never load it.
  const sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.append(sheet);
  // A terminal is dark in both themes; its colours match the box it sits in (ConsolePanel.astro).
  const terminal = new Terminal({
    convertEol: true, disableStdin: true, cursorBlink: false, scrollback: 5000, fontSize: 13,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    theme: { background: '#1c1b1f', foreground: '#e8e6e3', cursor: '#1c1b1f' },
  });
  const fit = new FitAddon();
  terminal.loadAddon(fit);
  terminal.open(host);
  fit.fit();
  new ResizeObserver(() => fit.fit()).observe(host);
  return terminal;
}

function stream(serverId: string, status: HTMLElement, write: (line: Line) => void, reset: () => void, words: { connecting: string; reconnecting: string }) {
  const base = `/_internal/v3/servers/${encodeURIComponent(serverId)}/console`;
  let attempt = 0;
  const connect = async () => {
    status.textContent = attempt === 0 ? words.connecting : words.reconnecting;
    try {
      const response = await fetch(`${base}/ticket`, { method: 'POST' });
      if (!response.ok) throw new Error(response.statusText);
      const { ticket } = (await response.json()) as { ticket: string };
      const source = new EventSource(`${base}?${new URLSearchParams({ ticket })}`);
      // A quiet server sends nothing yet, so its stream only opens with its first line: connected is not waiting.
      status.textContent = '';
      // The stream starts with the recent lines again: the screen starts over rather than showing them twice.
      source.addEventListener('open', () => {
        attempt = 0;
        reset();
      });
      source.addEventListener('line', (event) => write(JSON.parse((event as MessageEvent<string>).data) as Line));
      source.addEventListener('error', () => {
        source.close();
        retry();
      });
    } catch {
      retry();
    }
  };
  const retry = () => {
    status.textContent = words.reconnecting;
    setTimeout(() => void connect(), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
  };
  void connect();
}

function commandLine(form: HTMLFormElement, serverId: string, mayConsole: boolean, initial: PanelState) {
  const input = form.querySelector<HTMLInputElement>('input[name="command"]')!;
  const error = form.querySelector<HTMLElement>('[data-command-error]');
  const history = new CommandHistory(globalThis.localStorage ?? null, historyKey(serverId));
  const failedWords = form.dataset.failed ?? '{{reason}}';
  const hint = document.getElementById('console-hint');
  const enable = (state: PanelState) => {
    input.disabled = !mayConsole || state !== 'running';
    form.querySelector('button')!.disabled = input.disabled;
    if (hint) hint.textContent = (state === 'running' ? hint.dataset.running : hint.dataset.notRunning) ?? '';
  };
  enable(initial);
  document.addEventListener(STATE_EVENT, (event) => enable((event as CustomEvent<StateDetail>).detail.state));
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const shown = event.key === 'ArrowUp' ? history.up(input.value) : history.down();
    if (shown === null) return;
    event.preventDefault();
    input.value = shown;
    input.setSelectionRange(shown.length, shown.length);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const command = input.value.trim();
    if (!command) return;
    history.push(command);
    input.value = '';
    if (error) error.textContent = '';
    void fetch(`/_internal/v3/servers/${encodeURIComponent(serverId)}/command`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ command }),
    }).then(async (response) => {
      if (!response.ok && error) error.textContent = failedWords.replace('{{reason}}', ((await response.json().catch(() => ({}))) as { description?: string }).description ?? response.statusText);
    });
  });
}

export function startConsole(root: HTMLElement) {
  const serverId = root.dataset.server ?? '';
  const screen = root.querySelector<HTMLElement>('[data-console-screen]')!;
  const status = root.querySelector<HTMLElement>('[data-console-status]')!;
  const form = root.querySelector<HTMLFormElement>('form[data-console-form]');
  const words = { connecting: root.dataset.connecting ?? '', reconnecting: root.dataset.reconnecting ?? '' };
  if (form) commandLine(form, serverId, root.dataset.mayConsole === 'true', root.dataset.state as PanelState);
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    void openTerminal(screen).then((terminal) => {
      root.dataset.ready = 'true';
      stream(serverId, status, (line) => terminal.writeln(line.text), () => terminal.reset(), words);
    });
  });
  seen.observe(root);
}
