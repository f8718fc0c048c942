// Random secrets for OAuth (client secrets, codes, refresh tokens) and their constant-time comparison by hash.
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { hashToken } from './tokens.ts';

/** 256 random bits as 43 URL-safe characters. */
export const randomSecret = (): string => encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));

/** Compares a presented secret with a stored sha256 hex without leaking where they differ. */
export function secretMatches(presented: string, storedHash: string): boolean {
  const encoder = new TextEncoder();
  return constantTimeEqual(encoder.encode(hashToken(presented)), encoder.encode(storedHash));
}
