// The short-lived cookie that carries an external sign-in from its start to the provider's callback (state, PKCE verifier).
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { z } from 'zod';
import { EXTERNAL_PROVIDERS } from '#contracts/providers.ts';
import { cookieIsSecure } from '#access';

const FLOW_LIFETIME_SECONDS = 600;

const flowSchema = z.object({
  provider: z.enum(EXTERNAL_PROVIDERS),
  state: z.string().min(16),
  verifier: z.string().min(16),
  redirect: z.string(),
  /** Linking is bound to the account that asked for it, so a session switched mid-flow links nothing. */
  linkUserId: z.string().nullable(),
});
export type Flow = z.infer<typeof flowSchema>;

/** `__Host-` keeps sibling subdomains from planting a flow of their own; browsers accept it only over HTTPS. */
export const flowCookieName = (publicUrl: string) => (cookieIsSecure(publicUrl) ? '__Host-kiln_oauth_flow' : 'kiln_oauth_flow');

function serialize(publicUrl: string, value: string, maxAge: number): string {
  const secure = cookieIsSecure(publicUrl) ? '; Secure' : '';
  return `${flowCookieName(publicUrl)}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** SameSite=Lax still reaches the callback: the provider sends the browser back with a top-level GET. */
export const flowCookie = (publicUrl: string, flow: Flow) =>
  serialize(publicUrl, encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(flow))), FLOW_LIFETIME_SECONDS);

export const clearedFlowCookie = (publicUrl: string) => serialize(publicUrl, '', 0);

export function readFlow(value: string | undefined): Flow | null {
  if (!value) return null;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(value))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
