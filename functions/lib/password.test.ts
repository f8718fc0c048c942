// Unit tests of password hashing: the PHC format, salting, verification, and agreement with Node's own argon2id.
import { argon2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

const PHC = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$([A-Za-z0-9+/]{22})\$([A-Za-z0-9+/]{43})$/;
const bytes = (base64: string) => Buffer.from(base64, 'base64');

describe('hashPassword', () => {
  it('writes an argon2id PHC string with the OWASP parameters, a 16-byte salt and a 32-byte hash', async () => {
    const hash = await hashPassword('obsidian-lantern-42');
    const [, salt, digest] = PHC.exec(hash)!;
    expect(bytes(salt!)).toHaveLength(16);
    expect(bytes(digest!)).toHaveLength(32);
  });

  it('salts every hash, so one password never gives the same string twice', async () => {
    expect(await hashPassword('same password here')).not.toBe(await hashPassword('same password here'));
  });

  it('computes the same argon2id digest as Node’s independent implementation', async () => {
    const [, salt, digest] = PHC.exec(await hashPassword('granite-compass-river-8'))!;
    const expected = argon2Sync('argon2id', { message: 'granite-compass-river-8', nonce: bytes(salt!), parallelism: 1, tagLength: 32, memory: 19456, passes: 2 });
    expect(Buffer.from(bytes(digest!)).equals(expected)).toBe(true);
  });
});

describe('verifyPassword', () => {
  it('accepts the password and refuses any other, including one differing by case or a trailing space', async () => {
    const hash = await hashPassword('Basalt-Harbor-3');
    expect(await verifyPassword('Basalt-Harbor-3', hash)).toBe(true);
    for (const wrong of ['basalt-harbor-3', 'Basalt-Harbor-3 ', 'Basalt-Harbor-', '']) expect(await verifyPassword(wrong, hash)).toBe(false);
  });

  it('honours the parameters stored in the hash, so older hashes keep working when the defaults change', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const digest = argon2Sync('argon2id', { message: 'legacy-password-1', nonce: salt, parallelism: 1, tagLength: 32, memory: 8192, passes: 3 });
    const phc = `$argon2id$v=19$m=8192,t=3,p=1$${salt.toString('base64').replace(/=+$/, '')}$${digest.toString('base64').replace(/=+$/, '')}`;
    expect(await verifyPassword('legacy-password-1', phc)).toBe(true);
    expect(await verifyPassword('legacy-password-2', phc)).toBe(false);
  });

  it('refuses malformed strings and other algorithms instead of throwing', async () => {
    const hash = await hashPassword('obsidian-lantern-42');
    for (const phc of ['', 'plain-text', hash.replace('argon2id', 'argon2i'), hash.replace('v=19', 'v=16'), hash.slice(0, -5)]) {
      expect(await verifyPassword('obsidian-lantern-42', phc)).toBe(false);
    }
  });
});
