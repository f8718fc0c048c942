// The key behind the secret box: from SECRET_KEY, or for the embedded default a random one generated once into DATA_DIR.
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import type { Config } from '#config';
import { deriveSecretBoxKey } from './secret-box.ts';

export const SECRET_KEY_FILE = 'secret-key';

const keys = new WeakMap<Config, Promise<CryptoKey>>();

/**
 * Creating with the exclusive flag means two processes starting together agree on one key: the loser reads the
 * winner's file. node:fs is imported only here, so a Workers deployment (which must set SECRET_KEY) never needs it.
 */
async function keptSecret(dataDir: string): Promise<string> {
  const { mkdir, readFile, writeFile } = await import('node:fs/promises');
  const path = `${dataDir}/${SECRET_KEY_FILE}`;
  const existing = await readFile(path, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  await mkdir(dataDir, { recursive: true });
  const fresh = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  try {
    await writeFile(path, `${fresh}\n`, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(path, 'utf8')).trim();
  }
}

export function secretBoxKey(config: Config): Promise<CryptoKey> {
  let key = keys.get(config);
  if (!key) {
    key = (config.SECRET_KEY ? Promise.resolve(config.SECRET_KEY) : keptSecret(config.DATA_DIR)).then(deriveSecretBoxKey);
    key.catch(() => keys.delete(config));
    keys.set(config, key);
  }
  return key;
}
