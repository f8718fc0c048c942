// Follows a server's console through Wings' websocket (`/api/servers/{uuid}/ws`): authenticates with a signed token,
// signs a new one when Wings says it is expiring, and reconnects with a growing delay when the connection drops.
import { NodeError, type ConsoleLine } from '../port.ts';
import { signConsoleToken, type ConsoleTokenInput } from './console-token.ts';

interface WingsMessage {
  event: string;
  args?: string[];
}

export interface ConsoleSocketOptions {
  /** `ws://` or `wss://` URL of the server's socket. */
  url: string;
  /** Wings accepts a socket only from the panel's origin (or the ones its configuration allows). */
  origin: string;
  token: ConsoleTokenInput;
  onLine: (line: ConsoleLine) => void;
  /** How long the first connection may take to authenticate before the watch is refused. */
  timeoutMs: number;
  /** The first delay before reconnecting; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/** Node's WebSocket (undici) takes request headers, which the DOM typing of the constructor does not declare. */
type NodeWebSocket = new (url: string, init: { headers: Record<string, string> }) => WebSocket;
const Socket = WebSocket as unknown as NodeWebSocket;

function parse(data: unknown): WingsMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as WingsMessage;
    return typeof message?.event === 'string' ? message : null;
  } catch {
    return null;
  }
}

/** Resolves once the first connection is authenticated, with the function that stops watching. */
export function watchConsoleSocket(options: ConsoleSocketOptions): Promise<() => void> {
  const firstRetry = options.retryMs ?? 1000;
  const maxRetry = options.maxRetryMs ?? 30_000;
  let socket: WebSocket | null = null;
  let stopped = false;
  let retry = firstRetry;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };

  return new Promise((resolve, reject) => {
    let started = false;
    const giveUp = (message: string) => {
      if (started) return;
      clearTimeout(firstTimeout);
      stop();
      reject(new NodeError(message, 'unavailable'));
    };
    const firstTimeout = setTimeout(() => giveUp('The console could not be reached on the node'), options.timeoutMs);

    const authenticate = (target: WebSocket) =>
      signConsoleToken(options.token).then(
        (token) => target.readyState === WebSocket.OPEN && target.send(JSON.stringify({ event: 'auth', args: [token] })),
        () => target.close(),
      );

    const connect = () => {
      if (stopped) return;
      const current = new Socket(options.url, { headers: { origin: options.origin } });
      socket = current;
      current.addEventListener('open', () => void authenticate(current));
      current.addEventListener('message', (event) => {
        const message = parse(event.data);
        if (!message) return;
        switch (message.event) {
          case 'auth success':
            retry = firstRetry;
            if (!started) {
              started = true;
              clearTimeout(firstTimeout);
              resolve(stop);
            }
            return;
          case 'console output':
            for (const text of message.args ?? []) options.onLine({ at: Date.now(), text });
            return;
          case 'token expiring':
          case 'token expired':
            void authenticate(current);
            return;
          case 'jwt error':
            // Refused on the first try, the credentials are wrong; later, the connection starts over (with its delay).
            if (!started) giveUp('The node refused the console credentials');
            else current.close();
            return;
        }
      });
      current.addEventListener('close', () => {
        if (stopped || socket !== current) return;
        timer = setTimeout(connect, retry);
        retry = Math.min(retry * 2, maxRetry);
      });
      current.addEventListener('error', () => {
        if (!started) giveUp('The console could not be reached on the node');
      });
    };

    connect();
  });
}
