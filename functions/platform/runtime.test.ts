// The runtime assembled from config: each port gets the adapter the config names, and a switch whose adapter is
// not built yet stops the start with a message naming the variable instead of being ignored.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#config';
import { createTestDatabase } from '#testing/database.ts';
import { assembleRuntime, createRuntime } from './runtime.ts';

describe('runtime', () => {
  it.each([
    ['BLOB_STORE', 's3'],
    ['PAYMENTS', 'stripe'],
    ['SERVER_NODES', 'wings'],
  ])('refuses %s=%s at start, naming the variable', async (variable, value) => {
    const extra = variable === 'PAYMENTS' ? { STRIPE_SECRET_KEY: 'sk_test_x' } : {};
    const config = loadConfig({ DATA_DIR: '.data/never-opened', [variable]: value, ...extra });
    await expect(createRuntime(config)).rejects.toThrow(ConfigError);
    await expect(createRuntime(config)).rejects.toThrow(new RegExp(`^${variable}=${value} `));
  });

  it('carries the database, config, blob store, search engine, mail and clock of one configuration', async () => {
    const database = await createTestDatabase();
    try {
      const runtime = assembleRuntime(loadConfig({ DATABASE_URL: database.url, SEARCH_ENGINE: 'embedded' }), database.db);
      expect(runtime.db).toBe(database.db);
      expect(runtime.search.name).toBe('embedded');
      expect(typeof runtime.mail.send).toBe('function');
      expect(typeof runtime.blobs.head).toBe('function');
      const before = Date.now();
      expect(runtime.clock.now().getTime()).toBeGreaterThanOrEqual(before);
    } finally {
      database.dispose();
    }
  });
});
