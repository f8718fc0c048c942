// The Node server's fastest path: an anonymous GET whose answer the app marked as shared (a public project, version,
// search page or tag list) is sent again from memory, with the rate limiter's headers and the access log line the app
// would have written, without building a Request or running the app; the app's marked answers are kept as they pass.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Config } from '#config';
import { socketClientIp } from '#lib/client-ip.ts';
import { negotiateEncoding } from '#lib/compression.ts';
import type { RateLimiter } from '#lib/ratelimit.ts';
import { defaultRequestLogger, REQUEST_ID_HEADER, requestIdOf } from '#lib/request-log.ts';
import type { AnswerDependency, SharedAnswerStore } from '#lib/shared-answers.ts';

/** Only the public API's reads are shared; the rest of the app's paths answer per caller. */
const SHAREABLE_PATH = /^\/v2\//;

/** Headers that belong to one request, never to a kept answer. */
const PER_REQUEST = new Set(['x-request-id', 'date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** What deciding and keying needs of a request (Node's HTTP/1 and HTTP/2 requests both have it). */
type RequestHead = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

/**
 * The app and the bundle's own instances of what its shared answers need (this file is loaded beside the bundle, not
 * from it, so it cannot import them).
 */
export interface AnswerLaneOptions {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  apiLimiter: RateLimiter;
  config: () => Pick<Config, 'TRUST_PROXY' | 'LOG_REQUESTS' | 'LOG_FORMAT'>;
  answers: SharedAnswerStore;
  answerDependency: (request: Request) => AnswerDependency | undefined;
}

export interface AnswerLane {
  /** Sends a kept answer; false when there is none, or the limiter refuses (the app then answers with its 429). */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  /** The app's answer to `request`, kept when its route marked it as shared; the same bytes either way. */
  keep(incoming: RequestHead, request: Request, response: Response): Promise<Response>;
}

const header = (request: RequestHead) => (name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** Anything that may make the answer differ between callers (credentials, conditions, ranges) goes to the app. */
function shareable(request: RequestHead): boolean {
  const { headers } = request;
  return request.method === 'GET' && SHAREABLE_PATH.test(request.url ?? '') && headers.authorization === undefined
    && headers.cookie === undefined && headers['if-none-match'] === undefined && headers['if-modified-since'] === undefined
    && headers.range === undefined;
}

/** The same URL in another encoding is another answer. */
const keyOf = (request: RequestHead) => `${negotiateEncoding(header(request)('accept-encoding')) ?? 'identity'} ${request.url}`;

export function createAnswerLane({ apiLimiter, config, answers, answerDependency }: AnswerLaneOptions): AnswerLane {
  return {
    answer(request, response) {
      if (!shareable(request)) return false;
      const kept = answers.get(keyOf(request));
      if (!kept) return false;
      const started = performance.now();
      const { TRUST_PROXY, LOG_REQUESTS, LOG_FORMAT } = config();
      const get = header(request);
      const address = socketClientIp(get, request.socket.remoteAddress, TRUST_PROXY);
      const admission = apiLimiter.admit(address, get('x-ratelimit-key'));
      if (admission.kind === 'refused') return false;
      const requestId = requestIdOf(get(REQUEST_ID_HEADER.toLowerCase()), TRUST_PROXY);
      const headers: string[] = [];
      for (const [name, value] of kept.headers) headers.push(name, value);
      if (admission.kind === 'allowed') for (const [name, value] of Object.entries(admission.headers)) headers.push(name, value);
      headers.push('x-request-id', requestId, 'content-length', String(kept.body.byteLength));
      response.writeHead(kept.status, headers);
      response.end(kept.body);
      if (LOG_REQUESTS) {
        defaultRequestLogger(LOG_FORMAT)?.({
          time: new Date().toISOString(), address, requestId, method: 'GET', path: (request.url ?? '').replace(/\?.*$/, ''),
          status: kept.status, durationMs: Math.round(performance.now() - started), userAgent: get('user-agent') ?? '',
        });
      }
      return true;
    },
    async keep(incoming, request, response) {
      const dependency = answerDependency(request);
      if (!dependency || !shareable(incoming) || response.status !== 200 || response.headers.has('set-cookie')) return response;
      const body = new Uint8Array(await response.arrayBuffer());
      const headers = [...response.headers].filter(([name]) => !PER_REQUEST.has(name) && !name.startsWith('x-ratelimit-'));
      answers.put(keyOf(incoming), dependency, { status: response.status, headers, body });
      return new Response(body, response);
    },
  };
}

/** A request listener for the app's paths: a kept answer when there is one, else the app (keeping what it shares). */
export function createAppListener(options: AnswerLaneOptions): RequestListener {
  const lane = createAnswerLane(options);
  const throughApp = getRequestListener(async (request, env) => lane.keep(env.incoming, request, await options.fetch(request, env)));
  return (request, response) => {
    if (!lane.answer(request, response)) void throughApp(request, response);
  };
}
