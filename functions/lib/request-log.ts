// Request ids and the access log: every response names its request in X-Request-Id, and each request may leave one
// line (timestamp, client address, request id, method, path, status, duration, user agent) as text or JSON.
import type { MiddlewareHandler } from 'hono';
import type { Config } from '#config';
import { clientIp } from './client-ip.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy's request id may look like to be kept (nginx's $request_id is 32 hex digits, others use UUIDs). */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export interface RequestLogEntry {
  time: string;
  address: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  userAgent: string;
}

export type RequestLogger = (entry: RequestLogEntry) => void;

export const textLine = (entry: RequestLogEntry): string =>
  `${entry.time} ${entry.address} ${entry.requestId} ${entry.method} ${entry.path} ${entry.status} ${entry.durationMs}ms ${JSON.stringify(entry.userAgent)}`;

export const jsonLine = (entry: RequestLogEntry): string => JSON.stringify(entry);

/** Test runs serve thousands of requests; their output should show failures, not traffic. */
export function defaultRequestLogger(format: Config['LOG_FORMAT']): RequestLogger | undefined {
  const env = globalThis.process?.env;
  if (env?.VITEST || env?.NODE_ENV === 'test') return undefined;
  const line = format === 'json' ? jsonLine : textLine;
  return (entry) => console.log(line(entry));
}

export interface RequestLogOptions {
  config: Pick<Config, 'LOG_REQUESTS' | 'LOG_FORMAT' | 'TRUST_PROXY'>;
  /** Where the lines go; the console in the configured format by default. */
  log?: RequestLogger;
}

/** The id a trusted proxy gave the request, else a fresh one. */
export function requestIdOf(forwarded: string | undefined, trustProxy: Config['TRUST_PROXY']): string {
  return trustProxy && forwarded && FORWARDED_ID.test(forwarded) ? forwarded : crypto.randomUUID();
}

/**
 * A proxy we trust may have named the request already (so its log and ours share the id); anything else gets a
 * fresh id. The id is also put on the request itself, where the error page reads it.
 */
export function requestLog({ config, log = defaultRequestLogger(config.LOG_FORMAT) }: RequestLogOptions): MiddlewareHandler {
  const write = config.LOG_REQUESTS ? log : undefined;
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER), config.TRUST_PROXY);
    try {
      c.req.raw.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // Some runtimes hand over immutable request headers; the response header still carries the id.
    }
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    write?.({
      time: new Date().toISOString(),
      address: clientIp(c, config.TRUST_PROXY),
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round(performance.now() - started),
      userAgent: c.req.header('user-agent') ?? '',
    });
  };
}
