// PKCE (RFC 7636): the S256 transformation and the shapes a code challenge and a code verifier must have.
import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { CODE_VERIFIER_PATTERN, S256_CHALLENGE_PATTERN } from '#contracts/pkce.ts';

export const isCodeVerifier = (value: string) => CODE_VERIFIER_PATTERN.test(value);
export const isS256Challenge = (value: string) => S256_CHALLENGE_PATTERN.test(value);

export const s256Challenge = (verifier: string): string => encodeBase64urlNoPadding(sha256(new TextEncoder().encode(verifier)));

export function verifyS256(verifier: string, challenge: string): boolean {
  if (!isCodeVerifier(verifier) || !isS256Challenge(challenge)) return false;
  const encoder = new TextEncoder();
  return constantTimeEqual(encoder.encode(s256Challenge(verifier)), encoder.encode(challenge));
}
