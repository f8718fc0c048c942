import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateHOTP } from '@oslojs/otp';
import { encodeBase32UpperCaseNoPadding, encodeBase64, encodeHexLowerCase } from '@oslojs/encoding';
import * as t from '#db/schema/index.ts';
import { loadConfig } from '#config';
import { hashPassword } from '#lib/password.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeUser } from '#testing/factory.ts';
import { openSecret } from './secret-box.ts';
import { secretBoxKey } from './secret-key.ts';
import {
  beginTwoFactorSetup, confirmTwoFactorSetup, disableTwoFactor, regenerateBackupCodes, secondFactorMatches, twoFactorState,
} from './service.ts';
import { totpStep } from './totp.ts';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(() => database.dispose());

const config = loadConfig({ SECRET_KEY: 'test-secret-key-that-is-long-enough-1234' });
const PASSWORD = 'granite-compass-river-8';
const start = new Date('2026-04-01T10:00:05Z');
const later = (steps: number) => new Date(start.getTime() + steps * 30_000);
const ip = '203.0.113.7';

async function keyOf(userId: string) {
  const [row] = await database.db.select().from(t.twoFactor).where(eq(t.twoFactor.userId, userId));
  return openSecret(await secretBoxKey(config), row!.secret, userId);
}
const codeFor = (key: Uint8Array, at: Date) => generateHOTP(key, BigInt(totpStep(at)), 6);

async function enabledUser() {
  const user = await makeUser(database.db, { passwordHash: await hashPassword(PASSWORD) });
  expect(await beginTwoFactorSetup(database.db, config, user.id, PASSWORD, ip, start)).toEqual({ ok: true });
  const key = await keyOf(user.id);
  const outcome = await confirmTwoFactorSetup(database.db, config, user.id, codeFor(key, start), start);
  if (!('ok' in outcome)) throw new Error(outcome.error);
  return { user, key, backupCodes: outcome.ok.backupCodes };
}

describe('setting up two-factor', () => {
  it('needs the password, stays off until a first code, and keeps no clear secret in the row', async () => {
    const user = await makeUser(database.db, { passwordHash: await hashPassword(PASSWORD) });
    expect(await beginTwoFactorSetup(database.db, config, user.id, 'wrong-password-here', ip, start)).toEqual({ error: 'passwordWrong' });
    expect(await beginTwoFactorSetup(database.db, config, user.id, PASSWORD, ip, start)).toEqual({ ok: true });
    const state = await twoFactorState(database.db, config, user.id, user.username);
    expect(state).toMatchObject({ enabled: false, pending: { manualKey: expect.any(String) } });

    const key = await keyOf(user.id);
    const [row] = await database.db.select().from(t.twoFactor).where(eq(t.twoFactor.userId, user.id));
    for (const form of [encodeBase32UpperCaseNoPadding(key), encodeBase64(key), encodeHexLowerCase(key), Buffer.from(key).toString('base64url')]) {
      expect(JSON.stringify(row)).not.toContain(form);
    }
    expect(await confirmTwoFactorSetup(database.db, config, user.id, '000000', start)).toMatchObject({ error: expect.stringMatching(/codeInvalid/) });
    expect((await twoFactorState(database.db, config, user.id, user.username)).enabled).toBe(false);
    const confirmed = await confirmTwoFactorSetup(database.db, config, user.id, codeFor(key, start), start);
    expect(confirmed).toMatchObject({ ok: { backupCodes: expect.any(Array) } });
    expect(await twoFactorState(database.db, config, user.id, user.username)).toEqual({ enabled: true, pending: null, backupCodesLeft: 10 });
    expect(await beginTwoFactorSetup(database.db, config, user.id, PASSWORD, ip, start)).toEqual({ error: 'alreadyEnabled' });
  });
});

describe('checking codes', () => {
  it('refuses the step used to switch 2FA on, then accepts the next step once', async () => {
    const { user, key } = await enabledUser();
    expect(await secondFactorMatches(database.db, config, user.id, codeFor(key, start), start)).toBe(false);
    expect(await secondFactorMatches(database.db, config, user.id, codeFor(key, later(1)), later(1))).toBe(true);
    expect(await secondFactorMatches(database.db, config, user.id, codeFor(key, later(1)), later(1))).toBe(false);
    expect(await secondFactorMatches(database.db, config, user.id, codeFor(key, later(2)), later(3))).toBe(true);
  });

  it('takes each backup code once, with or without its dash', async () => {
    const { user, backupCodes } = await enabledUser();
    const [first, second] = backupCodes;
    expect(await secondFactorMatches(database.db, config, user.id, first!, start)).toBe(true);
    expect(await secondFactorMatches(database.db, config, user.id, first!, start)).toBe(false);
    expect(await secondFactorMatches(database.db, config, user.id, second!.replace('-', '').toUpperCase(), start)).toBe(true);
    expect(await secondFactorMatches(database.db, config, user.id, 'aaaaa-bbbbb', start)).toBe(false);
    expect((await twoFactorState(database.db, config, user.id, user.username)).backupCodesLeft).toBe(8);
    const rows = await database.db.select().from(t.twoFactorBackupCodes).where(eq(t.twoFactorBackupCodes.userId, user.id));
    for (const code of backupCodes) expect(JSON.stringify(rows)).not.toContain(code.replace('-', ''));
  });

  it('regenerating replaces every old code; disabling needs a code and removes everything', async () => {
    const { user, key, backupCodes } = await enabledUser();
    const regenerated = await regenerateBackupCodes(database.db, config, user.id, codeFor(key, later(1)), ip, later(1));
    if (!('ok' in regenerated)) throw new Error(regenerated.error);
    expect(await secondFactorMatches(database.db, config, user.id, backupCodes[5]!, later(1))).toBe(false);
    expect(await disableTwoFactor(database.db, config, user.id, '123456', ip, later(1))).toEqual({ error: 'codeInvalid' });
    expect(await disableTwoFactor(database.db, config, user.id, regenerated.ok.backupCodes[0]!, ip, later(1))).toEqual({ ok: true });
    expect(await database.db.select().from(t.twoFactorBackupCodes).where(eq(t.twoFactorBackupCodes.userId, user.id))).toEqual([]);
    expect(await twoFactorState(database.db, config, user.id, user.username)).toEqual({ enabled: false, pending: null, backupCodesLeft: 0 });
    expect(await disableTwoFactor(database.db, config, user.id, regenerated.ok.backupCodes[1]!, ip, later(1))).toEqual({ error: 'notEnabled' });
  });
});
