// Migrations run forward in one transaction: a failing migration applies none of its statements, and none after it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { applyMigrations } from './migrate.ts';

const directory = mkdtempSync(join(tmpdir(), 'kiln-migrate-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A drizzle-kit style migrations folder holding these migrations, in order. */
function folderOf(name: string, migrations: string[][]): string {
  const folder = join(directory, name);
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const entries = migrations.map((statements, idx) => {
    const tag = `000${idx}_step`;
    writeFileSync(join(folder, `${tag}.sql`), statements.join('\n--> statement-breakpoint\n'));
    return { idx, version: '6', when: 1_700_000_000_000 + idx, tag, breakpoints: true };
  });
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'turso', entries }));
  return folder;
}

const tables = async (client: Awaited<ReturnType<typeof openDatabase>>['client']) =>
  (await client.execute("select name from sqlite_master where type = 'table' and name not like '\\_%' escape '\\' order by name")).rows.map((row) => row.name);

describe('applyMigrations', () => {
  it('rolls back every pending migration when one fails, and applies them once fixed', async () => {
    const database = await openDatabase(`file:${join(directory, 'kiln.db')}`);
    try {
      const first = ['CREATE TABLE first (x integer)'];
      await applyMigrations(database.db, folderOf('one', [first]));
      const broken = folderOf('broken', [first, ['CREATE TABLE second (x integer)'], ['CREATE TABLE third (x integer)', 'INSERT INTO missing VALUES (1)']]);
      await expect(applyMigrations(database.db, broken)).rejects.toThrow(/missing/);
      expect(await tables(database.client)).toEqual(['first']);
      const fixed = folderOf('fixed', [first, ['CREATE TABLE second (x integer)'], ['CREATE TABLE third (x integer)']]);
      await applyMigrations(database.db, fixed);
      expect(await tables(database.client)).toEqual(['first', 'second', 'third']);
    } finally {
      database.close();
    }
  });
});
