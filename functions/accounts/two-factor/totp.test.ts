import { describe, expect, it } from 'vitest';
import { generateHOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { manualEntryKey, matchTotp, newTotpKey, totpKeyUri, totpStep } from './totp.ts';
import { BACKUP_CODE_COUNT, generateBackupCodes, hashBackupCode } from './backup-codes.ts';

const key = newTotpKey();
const now = new Date('2026-03-01T12:00:10Z');
const step = totpStep(now);
const codeAt = (offset: number) => generateHOTP(key, BigInt(step + offset), 6);

describe('matchTotp', () => {
  it('accepts the current step and one step either side, answering the step', () => {
    expect(matchTotp(key, codeAt(0), now, null)).toBe(step);
    expect(matchTotp(key, codeAt(-1), now, null)).toBe(step - 1);
    expect(matchTotp(key, codeAt(1), now, null)).toBe(step + 1);
  });

  it('refuses codes two steps away, malformed codes and another key', () => {
    expect(matchTotp(key, codeAt(-2), now, null)).toBeNull();
    expect(matchTotp(key, codeAt(2), now, null)).toBeNull();
    expect(matchTotp(key, `${codeAt(0)}0`, now, null)).toBeNull();
    expect(matchTotp(key, 'abcdef', now, null)).toBeNull();
    expect(matchTotp(newTotpKey(), codeAt(0), now, null)).toBeNull();
  });

  it('refuses a replayed step and any earlier one', () => {
    expect(matchTotp(key, codeAt(0), now, step)).toBeNull();
    expect(matchTotp(key, codeAt(-1), now, step)).toBeNull();
    expect(matchTotp(key, codeAt(1), now, step)).toBe(step + 1);
  });
});

describe('key presentation', () => {
  it('builds an otpauth URI with issuer Kiln and the username, and a spaced base32 key that decodes to the key', () => {
    const uri = new URL(totpKeyUri('Steve', key));
    expect(uri.protocol).toBe('otpauth:');
    expect(`${uri.host}${decodeURIComponent(uri.pathname)}`).toBe('totp/Kiln:Steve');
    expect(uri.searchParams.get('issuer')).toBe('Kiln');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('digits')).toBe('6');
    const manual = manualEntryKey(key);
    expect(manual).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(decodeBase32IgnorePadding(manual.replace(/ /g, ''))).toEqual(key);
    expect(uri.searchParams.get('secret')).toBe(manual.replace(/ /g, ''));
  });
});

describe('backup codes', () => {
  it('makes ten distinct codes, hashed the same with or without dash, case or spaces', () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(BACKUP_CODE_COUNT);
    expect(new Set(codes).size).toBe(BACKUP_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const [first] = codes;
    expect(hashBackupCode(first!.replace('-', '').toUpperCase())).toBe(hashBackupCode(first!));
    expect(hashBackupCode(` ${first} `)).toBe(hashBackupCode(first!));
    expect(hashBackupCode(first!)).not.toContain(first!.replace('-', ''));
  });
});
