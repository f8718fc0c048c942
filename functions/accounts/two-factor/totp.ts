// TOTP (RFC 6238, SHA-1, 30 s, 6 digits): new keys, the otpauth URI for authenticator apps, and checking a code.
import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { TOTP_DIGITS } from '#contracts/limits.ts';

export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Kiln';
/** Clocks drift and people type slowly: the step before and after the current one also count. */
const WINDOW_STEPS = 1;

/** 160 bits, the size RFC 4226 recommends for HMAC-SHA-1. */
export const newTotpKey = () => crypto.getRandomValues(new Uint8Array(20));

export const totpKeyUri = (username: string, key: Uint8Array) => createTOTPKeyURI(ISSUER, username, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);

/** Authenticator apps accept the key typed in as base32; spaced in fours so it can be read off the screen. */
export const manualEntryKey = (key: Uint8Array) => encodeBase32UpperCaseNoPadding(key).replace(/(.{4})(?=.)/g, '$1 ');

export const totpStep = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code);

/**
 * The step the code belongs to, or null. Steps up to `lastStep` are refused, so a code seen once (over a shoulder,
 * in a proxy log) cannot be played again, not even within its own 30 seconds.
 */
export function matchTotp(key: Uint8Array, code: string, now: Date, lastStep: number | null): number | null {
  if (!looksLikeTotp(code)) return null;
  const current = totpStep(now);
  for (let step = current - WINDOW_STEPS; step <= current + WINDOW_STEPS; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    if (verifyHOTP(key, BigInt(step), TOTP_DIGITS, code)) return step;
  }
  return null;
}
