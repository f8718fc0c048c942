// The caller's IP address, for rate limiting and download counting, across Cloudflare, proxies, Node and Astro.
import type { Context } from 'hono';
import type { TrustProxy } from '#config';

/** Set by Astro's Node adapter on the Request it hands to site/src/fetch.ts (the npm start path). */
export const ASTRO_CLIENT_ADDRESS = Symbol.for('astro.clientAddress');

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * Each proxy appends the address it saw to X-Forwarded-For, and whatever a client sent stays in front of it: so the
 * address `hops` proxies of ours saw is the hops-th entry from the right, the only part a client cannot choose.
 * Reading the leftmost would let every request pick a fresh address and escape the per-IP limits.
 */
type Headers = (name: string) => string | undefined;

function forwardedFor(header: Headers, hops: number): string | undefined {
  const entries = (header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}

function socketAddress(c: Context): string {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (socket) return socket;
  return astroAddress(c.req.raw);
}

function astroAddress(request: Request): string {
  const astro: unknown = Reflect.get(request, ASTRO_CLIENT_ADDRESS);
  return typeof astro === 'string' && astro ? astro : 'unknown';
}

function trustedAddress(header: Headers, trustProxy: TrustProxy): string | undefined {
  if (trustProxy === 'cloudflare') return header('cf-connecting-ip')?.trim() || undefined;
  return trustProxy ? forwardedFor(header, trustProxy) : undefined;
}

/**
 * Forwarding headers are only believed as far as `trustProxy` says something we run sets them (Cloudflare sets
 * CF-Connecting-IP, overwriting any a client sent; a reverse proxy appends to X-Forwarded-For); otherwise any client
 * could pick its own address to dodge the limiter or inflate download counts.
 */
export function clientIp(c: Context, trustProxy: TrustProxy): string {
  return trustedAddress((name) => c.req.header(name), trustProxy) ?? socketAddress(c);
}

/** The same rule for a request read straight off a Node socket (the server's shared answers). */
export function socketClientIp(header: (name: string) => string | undefined, socketAddress: string | undefined, trustProxy: TrustProxy): string {
  return trustedAddress(header, trustProxy) ?? (socketAddress || 'unknown');
}

/** The same rule for a page, whose request Astro hands over without Hono's context. */
export function requestClientIp(request: Request, trustProxy: TrustProxy): string {
  return trustedAddress((name) => request.headers.get(name) ?? undefined, trustProxy) ?? astroAddress(request);
}

/** Headers a proxy adds: a request carrying any of them did not come straight from this machine's own user. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'cf-connecting-ip'];

const isLoopback = (address: string) => /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address);

/**
 * A request from this machine that no proxy relayed: a reverse proxy on the same host also connects from
 * loopback, so the socket address alone cannot tell the developer from the internet.
 */
export function isDirectLoopback(c: Context): boolean {
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return isLoopback(clientIp(c, false));
}
