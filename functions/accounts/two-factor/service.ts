// Two-factor with TOTP: setting it up (confirmed by a first code), checking codes with replay refusal, backup codes, turning it off.
import type { Db } from '#db/client.ts';
import type { Config } from '#config';
import { guardedCheck, passwordConfirms, type Guarded } from '../auth/reauth.ts';
import { generateBackupCodes, hashBackupCode } from './backup-codes.ts';
import {
  claimStep, consumeBackupCode, countBackupCodes, deletePendingSetup, deleteTwoFactor, markEnabled, replaceBackupCodes,
  savePendingSetup, selectTwoFactor, twoFactorIsEnabled,
} from './queries.ts';
import { openSecret, sealSecret } from './secret-box.ts';
import { secretBoxKey } from './secret-key.ts';
import { looksLikeTotp, manualEntryKey, matchTotp, newTotpKey, totpKeyUri } from './totp.ts';

export { twoFactorIsEnabled };

export type TwoFactorProblem = 'passwordWrong' | 'codeInvalid' | 'alreadyEnabled' | 'notEnabled' | 'noSetup' | 'rateLimited';
type Refusal = { error: TwoFactorProblem; retryAfterMs?: number };
export type TwoFactorOutcome<T = true> = { ok: T } | Refusal;

export interface TwoFactorState {
  enabled: boolean;
  /** The key of a setup waiting for its first code, for the QR code and manual entry. */
  pending: { uri: string; manualKey: string } | null;
  backupCodesLeft: number;
}

const CODE_MAX = 32;

export async function twoFactorState(db: Db, config: Config, userId: string, username: string): Promise<TwoFactorState> {
  const row = await selectTwoFactor(db, userId);
  if (!row) return { enabled: false, pending: null, backupCodesLeft: 0 };
  if (row.enabled) return { enabled: true, pending: null, backupCodesLeft: await countBackupCodes(db, userId) };
  const key = await openSecret(await secretBoxKey(config), row.secret, userId);
  return { enabled: false, pending: { uri: totpKeyUri(username, key), manualKey: manualEntryKey(key) }, backupCodesLeft: 0 };
}

const fromGuard = (guard: Guarded, wrong: TwoFactorProblem): Refusal | null =>
  'ok' in guard ? null : guard.error === 'rateLimited' ? { error: 'rateLimited', retryAfterMs: guard.retryAfterMs } : { error: wrong };

/** Re-entering the password first: a session left open on a shared computer must not be enough to take over 2FA. */
export async function beginTwoFactorSetup(db: Db, config: Config, userId: string, password: string, ip: string, now = new Date()): Promise<TwoFactorOutcome> {
  if (await twoFactorIsEnabled(db, userId)) return { error: 'alreadyEnabled' };
  const refused = fromGuard(await guardedCheck(db, userId, ip, () => passwordConfirms(db, userId, password), now), 'passwordWrong');
  if (refused) return refused;
  const secret = await sealSecret(await secretBoxKey(config), newTotpKey(), userId);
  return (await savePendingSetup(db, userId, secret, now)) ? { ok: true } : { error: 'alreadyEnabled' };
}

export const cancelTwoFactorSetup = (db: Db, userId: string) => deletePendingSetup(db, userId).then(() => undefined);

/** The first code proves the app holds the key; only then is 2FA on, and the backup codes exist (shown this once). */
export async function confirmTwoFactorSetup(db: Db, config: Config, userId: string, code: string, now = new Date()): Promise<TwoFactorOutcome<{ backupCodes: string[] }>> {
  const row = await selectTwoFactor(db, userId);
  if (!row) return { error: 'noSetup' };
  if (row.enabled) return { error: 'alreadyEnabled' };
  const key = await openSecret(await secretBoxKey(config), row.secret, userId);
  const step = matchTotp(key, code.trim(), now, row.lastStep);
  if (step === null) return { error: 'codeInvalid' };
  const backupCodes = generateBackupCodes();
  const enabled = await db.transaction(async (tx) => {
    if (!(await claimStep(tx, userId, step))) return false;
    await markEnabled(tx, userId, now);
    await replaceBackupCodes(tx, userId, backupCodes.map(hashBackupCode));
    return true;
  });
  return enabled ? { ok: { backupCodes } } : { error: 'codeInvalid' };
}

/** A six-digit code is checked as TOTP, anything else as a backup code (which is then used up). Not throttled here. */
export async function secondFactorMatches(db: Db, config: Config, userId: string, code: string, now = new Date()): Promise<boolean> {
  const value = code.trim().slice(0, CODE_MAX);
  const row = await selectTwoFactor(db, userId);
  if (!row?.enabled || !value) return false;
  if (looksLikeTotp(value)) {
    const key = await openSecret(await secretBoxKey(config), row.secret, userId);
    const step = matchTotp(key, value, now, row.lastStep);
    return step !== null && claimStep(db, userId, step);
  }
  return consumeBackupCode(db, userId, hashBackupCode(value));
}

async function guardedCode(db: Db, config: Config, userId: string, code: string, ip: string, now: Date): Promise<Refusal | null> {
  if (!(await twoFactorIsEnabled(db, userId))) return { error: 'notEnabled' };
  return fromGuard(await guardedCheck(db, userId, ip, () => secondFactorMatches(db, config, userId, code, now), now), 'codeInvalid');
}

export async function disableTwoFactor(db: Db, config: Config, userId: string, code: string, ip: string, now = new Date()): Promise<TwoFactorOutcome> {
  const refused = await guardedCode(db, config, userId, code, ip, now);
  if (refused) return refused;
  await db.transaction((tx) => deleteTwoFactor(tx, userId));
  return { ok: true };
}

/** The old codes stop working at once: whoever found the printed list gets nothing from it. */
export async function regenerateBackupCodes(db: Db, config: Config, userId: string, code: string, ip: string, now = new Date()): Promise<TwoFactorOutcome<{ backupCodes: string[] }>> {
  const refused = await guardedCode(db, config, userId, code, ip, now);
  if (refused) return refused;
  const backupCodes = generateBackupCodes();
  await db.transaction((tx) => replaceBackupCodes(tx, userId, backupCodes.map(hashBackupCode)));
  return { ok: { backupCodes } };
}
