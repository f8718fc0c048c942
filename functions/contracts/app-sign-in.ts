// Signing the desktop app in through the browser (docs/app-sign-in.md): where the app may be handed its code, and the
// shapes of the start request and the code exchange.
import { z } from 'zod';
import { CODE_VERIFIER_PATTERN, S256_CHALLENGE_PATTERN } from './pkce.ts';

/** Custom schemes the desktop app registers; any loopback `http://` address on a port the app listens on is allowed too. */
export const APP_SIGN_IN_SCHEMES = ['kiln'] as const;
/** How long the browser may take to sign in (sign-up and a verification mail included) before the hand-off lapses. */
export const APP_SIGN_IN_LIFETIME_MS = 30 * 60_000;
/** How long the app has to exchange the code it was handed. */
export const APP_SIGN_IN_CODE_LIFETIME_MS = 60_000;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Whether a code may be handed to this address: a loopback HTTP address with an explicit port (RFC 8252 §7.3), or one
 * of the app's own schemes. Anything else could carry the code off the person's machine.
 */
export function isAppReturnAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname) && url.port !== '';
  return (APP_SIGN_IN_SCHEMES as readonly string[]).includes(url.protocol.slice(0, -1));
}

export const appSignInStartQuery = z.object({
  return_to: z.string().max(2048).refine(isAppReturnAddress, 'return_to must be a loopback http:// address with a port, or a kiln:// address'),
  code_challenge: z.string().regex(S256_CHALLENGE_PATTERN, 'code_challenge must be 43 base64url characters (S256)'),
  code_challenge_method: z.literal('S256', { message: 'code_challenge_method must be S256' }),
  state: z.string().max(512).default(''),
});
export type AppSignInStart = z.infer<typeof appSignInStartQuery>;

export const appSignInTokenBody = z.object({
  code: z.string().min(1).max(128),
  code_verifier: z.string().regex(CODE_VERIFIER_PATTERN, 'code_verifier must be 43–128 unreserved characters'),
});
