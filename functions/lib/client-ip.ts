// The caller's IP address, for rate limiting and download counting, across Cloudflare, proxies, Node and Astro.
import type { Context } from 'hono';

/** Set by Astro's Node adapter on the Request it hands to site/src/fetch.ts (the npm start path). */
const ASTRO_CLIENT_ADDRESS = Symbol.for('astro.clientAddress');

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * Forwarding headers are only believed when `trustProxy` says something we run sets them (Cloudflare in front
 * of the Workers deployment sets CF-Connecting-IP; a reverse proxy sets X-Forwarded-For); otherwise any client
 * could pick its own address to dodge the limiter or inflate download counts.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('cf-connecting-ip')?.trim() || c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (socket) return socket;
  const astro: unknown = Reflect.get(c.req.raw, ASTRO_CLIENT_ADDRESS);
  return typeof astro === 'string' && astro ? astro : 'unknown';
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
