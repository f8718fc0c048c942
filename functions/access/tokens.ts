// Secret tokens: generation with a recognisable prefix and the sha256 hash that is all the database keeps.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const TOKEN_PREFIX = { pat: 'mrp_', session: 'mra_', oauth: 'mro_' } as const;
export type TokenKind = keyof typeof TOKEN_PREFIX;

/** A prefix plus 60 random alphanumerics (~357 bits), drawn without modulo bias. */
export function generateToken(kind: TokenKind): string {
  let out = TOKEN_PREFIX[kind];
  while (out.length < TOKEN_PREFIX[kind].length + 60) {
    const bytes = crypto.getRandomValues(new Uint8Array(64));
    for (const byte of bytes) {
      if (byte < 248 && out.length < TOKEN_PREFIX[kind].length + 60) out += ALPHANUMERIC[byte % 62];
    }
  }
  return out;
}

export const hashToken = (token: string): string => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

export function tokenKind(token: string): TokenKind | null {
  for (const [kind, prefix] of Object.entries(TOKEN_PREFIX) as [TokenKind, string][]) {
    if (token.startsWith(prefix)) return kind;
  }
  return null;
}
