import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { deriveSecretBoxKey, openSecret, sealSecret } from './secret-box.ts';
import { SECRET_KEY_FILE, secretBoxKey } from './secret-key.ts';

const plain = crypto.getRandomValues(new Uint8Array(20));
const directory = mkdtempSync(join(tmpdir(), 'kiln-secret-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('secret box', () => {
  it('round-trips, with a fresh IV each time and nothing of the plaintext in the box', async () => {
    const key = await deriveSecretBoxKey('a'.repeat(40));
    const first = await sealSecret(key, plain, 'user-1');
    const second = await sealSecret(key, plain, 'user-1');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(first).not.toContain(Buffer.from(plain).toString('base64url'));
    expect(await openSecret(key, first, 'user-1')).toEqual(plain);
  });

  it('fails for another owner, another key or a tampered box', async () => {
    const key = await deriveSecretBoxKey('a'.repeat(40));
    const box = await sealSecret(key, plain, 'user-1');
    await expect(openSecret(key, box, 'user-2')).rejects.toThrow();
    await expect(openSecret(await deriveSecretBoxKey('b'.repeat(40)), box, 'user-1')).rejects.toThrow();
    const [version, iv, sealed] = box.split('.');
    const flipped = `${sealed!.slice(0, -2)}${sealed!.endsWith('AA') ? 'AB' : 'AA'}`;
    await expect(openSecret(key, `${version}.${iv}.${flipped}`, 'user-1')).rejects.toThrow();
    await expect(openSecret(key, 'v0.x.y', 'user-1')).rejects.toThrow(/format/);
  });
});

describe('secretBoxKey', () => {
  it('uses SECRET_KEY when set and writes nothing', async () => {
    const config = loadConfig({ SECRET_KEY: 'c'.repeat(40), DATA_DIR: join(directory, 'set') });
    const box = await sealSecret(await secretBoxKey(config), plain, 'u');
    expect(await openSecret(await deriveSecretBoxKey('c'.repeat(40)), box, 'u')).toEqual(plain);
    expect(() => statSync(join(directory, 'set'))).toThrow();
  });

  it('generates a private random key once in DATA_DIR and reuses it across configs', async () => {
    const dataDir = join(directory, 'generated');
    const box = await sealSecret(await secretBoxKey(loadConfig({ DATA_DIR: dataDir })), plain, 'u');
    const file = join(dataDir, SECRET_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await openSecret(await secretBoxKey(loadConfig({ DATA_DIR: dataDir })), box, 'u')).toEqual(plain);
  });

  it('refuses a short SECRET_KEY', () => {
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(/SECRET_KEY/);
  });
});
