// `npm run migrate` readies a database and exits: every migration and the reference data, again without harm, and a
// configuration it cannot use is named instead of a stack trace.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const migrate = (env: Record<string, string>) =>
  spawnSync(process.execPath, [join(root, 'scripts/migrate.ts')], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8', timeout: 120_000 });

describe('npm run migrate', () => {
  it('applies the migrations and reference data to an empty database, and changes nothing the second time', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kiln-migrate-'));
    const first = migrate({ DATA_DIR: dataDir });
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Migrated file:.*kiln\.db\.$/m);
    const client = createClient({ url: `file:${join(dataDir, 'kiln.db')}` });
    try {
      const count = async () => Number((await client.execute('select count(*) as n from __drizzle_migrations')).rows[0]!.n);
      const applied = await count();
      expect(applied).toBeGreaterThan(20);
      expect(Number((await client.execute('select count(*) as n from loaders')).rows[0]!.n)).toBeGreaterThan(0);
      expect(Number((await client.execute('select count(*) as n from projects')).rows[0]!.n)).toBe(0);
      expect(migrate({ DATA_DIR: dataDir }).status).toBe(0);
      expect(await count()).toBe(applied);
    } finally {
      client.close();
    }
  }, 120_000);

  it('names a setting it cannot use and exits with an error', () => {
    const refused = migrate({ DATA_DIR: mkdtempSync(join(tmpdir(), 'kiln-migrate-')), SERVER_NODES: 'wings' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('SERVER_NODES=wings needs WINGS_NODES');
  });
});
