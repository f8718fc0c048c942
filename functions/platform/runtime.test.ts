// The runtime assembled from config: each port gets the adapter the config names, and a switch that lacks its
// settings stops the start with a message naming the variables instead of being ignored.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#config';
import { createTestDatabase } from '#testing/database.ts';
import { providePlatformBindings } from './bindings.ts';
import { assembleRuntime, createRuntime } from './runtime.ts';

describe('runtime', () => {
  it('refuses SERVER_NODES=wings without its nodes at start, naming the variable', () => {
    expect(() => loadConfig({ SERVER_NODES: 'wings' })).toThrow(ConfigError);
    expect(() => loadConfig({ SERVER_NODES: 'wings' })).toThrow(/^SERVER_NODES=wings needs WINGS_NODES/);
  });

  it('runs hosted servers on the Wings nodes WINGS_NODES lists when SERVER_NODES=wings', async () => {
    const database = await createTestDatabase();
    try {
      const nodes = [{ id: 'fra-1', region: 'central-europe', public_host: 'fra-1.example.test', url: 'https://fra-1.example.test:8080', token_id: 'abc', token: 'a-node-token-of-enough-length', memory_mb: 65536, ports: '25565-25600' }];
      const runtime = assembleRuntime(loadConfig({ DATABASE_URL: database.url, SERVER_NODES: 'wings', WINGS_NODES: JSON.stringify(nodes) }), database.db);
      expect(runtime.nodes.kind).toBe('wings');
      expect(runtime.nodes.nodes).toEqual([expect.objectContaining({ id: 'fra-1', region: 'central-europe', memoryMb: 65536, ports: { from: 25565, to: 25600 } })]);
      expect((await runtime.nodes.driver()).kind).toBe('wings');
    } finally {
      database.dispose();
    }
  });

  it('stores blobs in an S3 bucket when BLOB_STORE=s3 names one, and names what is missing otherwise', async () => {
    const database = await createTestDatabase();
    try {
      expect(() => assembleRuntime(loadConfig({ DATABASE_URL: database.url, BLOB_STORE: 's3', S3_BUCKET: 'kiln' }), database.db))
        .toThrow('BLOB_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
      const runtime = assembleRuntime(loadConfig({
        DATABASE_URL: database.url, BLOB_STORE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'kiln', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b',
      }), database.db);
      // Nothing listens there: the store tried the bucket's URL, which only the S3 adapter would.
      await expect(runtime.blobs.head('files/x')).rejects.toThrow(/fetch failed/);
    } finally {
      database.dispose();
    }
  });

  it('stores blobs in the R2 bucket bound to the Worker when BLOB_STORE=r2, and names the binding when it is missing', async () => {
    const database = await createTestDatabase();
    try {
      const config = loadConfig({ DATABASE_URL: database.url, BLOB_STORE: 'r2', R2_BINDING: 'FILES' });
      providePlatformBindings({});
      expect(() => assembleRuntime(config, database.db)).toThrow('BLOB_STORE=r2 runs on Cloudflare Workers with an R2 bucket bound as FILES');
      const asked: string[] = [];
      providePlatformBindings({ FILES: { head: async (key: string) => (asked.push(key), { size: 3, uploaded: new Date() }) } });
      expect(await assembleRuntime(config, database.db).blobs.head('files/x')).toEqual({ size: 3 });
      expect(asked).toEqual(['files/x']);
    } finally {
      providePlatformBindings({});
      database.dispose();
    }
  });

  it('signs links beside the R2 binding with the same bucket\'s S3 credentials, and wants all of them', async () => {
    const database = await createTestDatabase();
    try {
      providePlatformBindings({ BLOBS: { head: async () => null } });
      const bound = { DATABASE_URL: database.url, BLOB_STORE: 'r2' };
      expect(assembleRuntime(loadConfig(bound), database.db).blobs.presign).toBeUndefined();
      expect(() => assembleRuntime(loadConfig({ ...bound, S3_BUCKET: 'kiln' }), database.db))
        .toThrow('Signed links beside BLOB_STORE=r2 need all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
      const runtime = assembleRuntime(loadConfig({
        ...bound, S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com', S3_BUCKET: 'kiln', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b',
      }), database.db);
      const link = new URL(await runtime.blobs.presign!.downloadUrl('server-backups/s1/b1.tar.gz', 600));
      expect(link.origin + link.pathname).toBe('https://account.r2.cloudflarestorage.com/kiln/server-backups/s1/b1.tar.gz');
      expect(link.searchParams.get('X-Amz-Expires')).toBe('600');
      expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      providePlatformBindings({});
      database.dispose();
    }
  });

  it('pays through Stripe when PAYMENTS=stripe names it, with its key', async () => {
    const database = await createTestDatabase();
    try {
      const config = loadConfig({ DATABASE_URL: database.url, PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' });
      const runtime = assembleRuntime(config, database.db);
      expect(runtime.payments).toMatchObject({ provider: 'stripe', cardForm: 'payment_element', publishableKey: 'pk_test_x' });
    } finally {
      database.dispose();
    }
  });

  it('carries the database, config, blob store, search engine, mail, payments and clock of one configuration', async () => {
    const database = await createTestDatabase();
    try {
      const runtime = assembleRuntime(loadConfig({ DATABASE_URL: database.url, SEARCH_ENGINE: 'embedded' }), database.db);
      expect(runtime.db).toBe(database.db);
      expect(runtime.search.name).toBe('embedded');
      expect(typeof runtime.mail.send).toBe('function');
      expect(typeof runtime.blobs.head).toBe('function');
      expect(runtime.payments.provider).toBe('sandbox');
      const before = Date.now();
      expect(runtime.clock.now().getTime()).toBeGreaterThanOrEqual(before);
    } finally {
      database.dispose();
    }
  });
});
