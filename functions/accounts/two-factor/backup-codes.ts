// One-time backup codes: ten random codes shown once, each kept only as its sha256 and good for one sign-in.
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { hashToken } from '#access';

export const BACKUP_CODE_COUNT = 10;

/** 50 random bits each: with the sign-in throttle in front, guessing one is out of reach. */
export function generateBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const code = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(10))).slice(0, 10);
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** People copy codes with or without the dash, in any case, sometimes with spaces. */
export const normaliseBackupCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const hashBackupCode = (code: string) => hashToken(normaliseBackupCode(code));
