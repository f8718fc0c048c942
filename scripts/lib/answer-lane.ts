// The Node server's fastest path: an anonymous GET whose answer the app kept as shared (a public project, version,
// search page, tag list, the home page, a project page) is sent again from memory, with the rate limiter's headers and
// the access log line the app would have written, without building a Request or running the app.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Config } from '#config';
import { ASTRO_CLIENT_ADDRESS, socketClientIp } from '#lib/client-ip.ts';
import type { RateLimiter } from '#lib/ratelimit.ts';
import { defaultRequestLogger, requestIdOf } from '#lib/request-log.ts';
import { anonymousGet, answerKey, type SharedAnswer, type SharedAnswerStore } from '#lib/shared-answers.ts';

/**
 * The app and the bundle's own instances of what its kept answers need (this file is loaded beside the bundle, not
 * from it, so it cannot import them).
 */
export interface AnswerLaneOptions {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  /** The API's budget, for paths the app alone answers; the pages' budget for the rest. */
  apiLimiter: RateLimiter;
  pageLimiter: RateLimiter;
  config: () => Pick<Config, 'TRUST_PROXY' | 'LOG_REQUESTS' | 'LOG_FORMAT'>;
  answers: SharedAnswerStore;
}

export interface AnswerLane {
  /**
   * Sends a kept answer; false when there is none, or the limiter refuses (the app then answers with its 429). `api`
   * says which budget the path draws on.
   */
  answer(request: IncomingMessage, response: ServerResponse, api: boolean): boolean;
}

const headerOf = (request: IncomingMessage) => (name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** The request as the app would have seen it, for what a kept answer still does per request (counting a view). */
export function fetchRequestOf(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const fetchRequest = new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, { headers });
  Reflect.set(fetchRequest, ASTRO_CLIENT_ADDRESS, request.socket.remoteAddress ?? '');
  return fetchRequest;
}

export function createAnswerLane({ apiLimiter, pageLimiter, config, answers }: AnswerLaneOptions): AnswerLane {
  return {
    answer(request, response, api) {
      const header = headerOf(request);
      if (!anonymousGet(request.method ?? '', header)) return false;
      const kept: SharedAnswer | undefined = answers.get(answerKey(request.url ?? '/', header('accept-encoding'), header('accept-language')));
      if (!kept) return false;
      const started = performance.now();
      const { TRUST_PROXY, LOG_REQUESTS, LOG_FORMAT } = config();
      const address = socketClientIp(header, request.socket.remoteAddress, TRUST_PROXY);
      const admission = (api ? apiLimiter : pageLimiter).admit(address, header('x-ratelimit-key'));
      if (admission.kind === 'refused') return false;
      const requestId = requestIdOf(header('x-request-id'), TRUST_PROXY);
      const headers: string[] = [];
      for (const [name, value] of kept.headers) headers.push(name, value);
      if (admission.kind === 'allowed') for (const [name, value] of Object.entries(admission.headers)) headers.push(name, value);
      headers.push('x-request-id', requestId, 'content-length', String(kept.body.byteLength));
      response.writeHead(kept.status, headers);
      response.end(kept.body);
      kept.onServe?.(fetchRequestOf(request));
      if (LOG_REQUESTS) {
        defaultRequestLogger(LOG_FORMAT)?.({
          time: new Date().toISOString(), address, requestId, method: 'GET', path: (request.url ?? '').replace(/\?.*$/, ''),
          status: kept.status, durationMs: Math.round(performance.now() - started), userAgent: header('user-agent') ?? '',
        });
      }
      return true;
    },
  };
}

/**
 * Paths only the Kiln app answers (the API, file downloads, form posts, node callbacks): they skip Astro's Node
 * adapter and page pipeline, which cost more than the route itself on the hottest ones (`/v2/tag/*`).
 */
export const APP_ONLY_PATH = /^\/(?:v2|v3|cdn|updates|_internal|api\/remote)(?:\/|$)/;

/**
 * The server's listener past its built files: a kept answer when there is one, else the app's own paths straight to
 * the app and pages to `pages` (Astro's adapter).
 */
export function createSiteListener(options: AnswerLaneOptions, pages: RequestListener): RequestListener {
  const lane = createAnswerLane(options);
  const throughApp = getRequestListener((request, env) => options.fetch(request, env));
  return (request, response) => {
    const api = APP_ONLY_PATH.test(request.url ?? '');
    if (lane.answer(request, response, api)) return;
    if (api) void throughApp(request, response);
    else pages(request, response);
  };
}
