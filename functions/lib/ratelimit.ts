// Traffic control at the edge of the API and the pages: a per-IP GCRA rate limit (api-compat §rate-limits).
import type { Context, MiddlewareHandler } from 'hono';
import type { TrustProxy } from '#config';
import { clientIp } from './client-ip.ts';

export interface RateLimitOptions {
  /** Burst size, and the number of requests replenished per window. */
  limit?: number;
  windowMs?: number;
  /** Requests whose x-ratelimit-key header equals this secret skip the limiter (the site's own server rendering). */
  bypassKey?: string;
  trustProxy?: TrustProxy;
  /** Milliseconds clock; injectable so tests can move time. */
  now?: () => number;
  /** The answer to a refused request (the API's JSON error by default; pages answer with a page). */
  refuse?: (c: Context, waitMs: number, headers: Record<string, string>) => Response;
}

export interface Verdict {
  allowed: boolean;
  remaining: number;
  /** Until the bucket is full again. */
  resetMs: number;
  /** Until the next request would be allowed; 0 when this one was. */
  retryAfterMs: number;
}

/**
 * GCRA keeps one number per key, the theoretical arrival time (TAT): a request is allowed when advancing the TAT
 * by one emission interval (windowMs / limit) leaves it at most one window ahead of now. Times are kept in units
 * of 1/limit ms so the interval is an integer and no rounding drift can grant or cost a request.
 *
 * State lives in this process's memory. Each instance of a multi-instance deployment enforces its own budget, so
 * such a deployment needs a shared store (Durable Object, Redis) for the advertised limit to hold overall.
 */
export function createGcra(limit: number, windowMs: number, now: () => number = Date.now) {
  const interval = windowMs;
  const tolerance = windowMs * limit;
  const arrivals = new Map<string, number>();
  // Taken at the first request: Workers freeze the clock at 0 while a module is being loaded.
  let epoch: number | undefined;
  let lastPrune = 0;

  // A key whose TAT has passed is indistinguishable from a new one, so forgetting it changes nothing.
  function prune(at: number) {
    for (const [key, tat] of arrivals) if (tat <= at) arrivals.delete(key);
  }

  return {
    take(key: string): Verdict {
      const ms = now();
      if (epoch === undefined) lastPrune = epoch = ms;
      const at = (ms - epoch) * limit;
      if (ms - lastPrune >= windowMs) {
        prune(at);
        lastPrune = ms;
      }
      const tat = Math.max(arrivals.get(key) ?? at, at);
      const next = tat + interval;
      if (next - at > tolerance) {
        return { allowed: false, remaining: 0, resetMs: (tat - at) / limit, retryAfterMs: (next - at - tolerance) / limit };
      }
      arrivals.set(key, next);
      return { allowed: true, remaining: Math.floor((tolerance - (next - at)) / interval), resetMs: (next - at) / limit, retryAfterMs: 0 };
    },
    /** How many clients are remembered (bounded by pruning). */
    tracked: () => arrivals.size,
  };
}

/** Constant-time, so the bypass secret cannot be guessed a character at a time from response timings. */
function sameSecret(given: string | undefined, secret: string): boolean {
  if (given === undefined || given.length !== secret.length) return false;
  let difference = 0;
  for (let i = 0; i < secret.length; i++) difference |= given.charCodeAt(i) ^ secret.charCodeAt(i);
  return difference === 0;
}

const refuseWithJson = (limit: number) => (c: Context, waitMs: number, headers: Record<string, string>) => c.json(
  {
    error: 'ratelimit_error',
    description: `You are being rate-limited. Please wait ${waitMs} milliseconds. 0/${limit} remaining.`,
  },
  429,
  { ...headers, 'Access-Control-Allow-Origin': '*' },
);

/** What the limiter makes of one request: let through as the site's own (bypass), allowed with its headers, or refused. */
export type Admission =
  | { kind: 'bypass' }
  | { kind: 'allowed'; headers: Record<string, string> }
  | { kind: 'refused'; waitMs: number; headers: Record<string, string> };

export interface RateLimiter {
  /** Decides for a client address and the request's x-ratelimit-key header, taking from its budget. */
  admit(address: string, bypassHeader: string | undefined): Admission;
  middleware: MiddlewareHandler;
}

/** One budget per client, which the API's middleware and the Node server's shared answers both draw from. */
export function createRateLimiter(options: RateLimitOptions = {}): RateLimiter {
  const { limit = 300, windowMs = 60_000, bypassKey, trustProxy = false, now = Date.now } = options;
  const refuse = options.refuse ?? refuseWithJson(limit);
  const gcra = createGcra(limit, windowMs, now);
  const admit = (address: string, bypassHeader: string | undefined): Admission => {
    if (bypassKey && sameSecret(bypassHeader, bypassKey)) return { kind: 'bypass' };
    const verdict = gcra.take(address);
    const headers = {
      'X-Ratelimit-Limit': String(limit),
      'X-Ratelimit-Remaining': String(verdict.remaining),
      'X-Ratelimit-Reset': String(Math.ceil(verdict.resetMs / 1000)),
    };
    if (verdict.allowed) return { kind: 'allowed', headers };
    const waitMs = Math.ceil(verdict.retryAfterMs);
    return { kind: 'refused', waitMs, headers: { ...headers, 'Retry-After': String(Math.ceil(waitMs / 1000)) } };
  };
  const middleware: MiddlewareHandler = async (c, next) => {
    const admission = admit(clientIp(c, trustProxy), c.req.header('x-ratelimit-key'));
    if (admission.kind === 'bypass') return next();
    if (admission.kind === 'refused') return refuse(c, admission.waitMs, admission.headers);
    await next();
    // Set after the handler so error responses from onError carry them too.
    for (const [name, value] of Object.entries(admission.headers)) c.header(name, value);
  };
  return { admit, middleware };
}

export const rateLimit = (options: RateLimitOptions = {}): MiddlewareHandler => createRateLimiter(options).middleware;

/** A limiter built on first use, for options read from a configuration that is not there yet when modules load. */
export function lazyRateLimiter(options: () => RateLimitOptions): RateLimiter {
  let limiter: RateLimiter | undefined;
  const built = () => (limiter ??= createRateLimiter(options()));
  return { admit: (address, bypassHeader) => built().admit(address, bypassHeader), middleware: (c, next) => built().middleware(c, next) };
}
