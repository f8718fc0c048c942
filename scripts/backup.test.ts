// Backup and restore through their commands: a running server keeps taking gallery uploads (rows and blobs) while
// `npm run backup` copies it; the restore into an empty data directory holds exactly the manifest's rows and files.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { encode } from 'fast-png';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { openDatabase } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import { makePat, makeProject, makeUser } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import { MANIFEST, type Manifest } from './lib/backup.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const context = useTestServer();
const scratch = mkdtempSync(join(tmpdir(), 'kiln-backup-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Runs one of the operator commands the way `npm run` does, in a process of its own (asynchronously: the server
 * under test lives in this process and must go on answering).
 */
function command(script: string, args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const environment: Record<string, string | undefined> = { ...process.env, DATABASE_URL: undefined, BLOB_DIR: undefined, ...env };
  const child = spawn(process.execPath, [join(root, 'scripts', script), ...args], { cwd: root, env: environment });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

/** A distinct 2×2 PNG per call: the same bytes twice would share one blob. */
const png = (n: number) => encode({ width: 2, height: 2, channels: 4, data: new Uint8Array(16).map((_, i) => (n * 7 + i * 13) % 256) });

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const filesIn = (directory: string) => readdirSync(directory, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => relative(directory, join(entry.parentPath, entry.name)));

async function galleryRows(url: string): Promise<number> {
  const database = await openDatabase(url);
  try {
    const [row] = await database.db.select({ total: count() }).from(t.galleryItems);
    return row?.total ?? 0;
  } finally {
    database.close();
  }
}

describe('npm run backup and npm run restore', () => {
  it('copy a server under writes consistently, and restore it into an empty data directory', async () => {
    const { db } = context.database;
    const owner = await makeUser(db);
    const token = await makePat(db, owner.id, ALL_SCOPES);
    const projects = await Promise.all([0, 1, 2].map(() => makeProject(db, { ownerId: owner.id })));
    const liveBlobs = context.server.runtime.config.blobDir;
    let uploads = 0;
    let writing = true;
    const upload = async () => {
      const project = projects[Math.floor(uploads / 60)]!;
      const response = await fetch(`${context.server.url}/v2/project/${project.id}/gallery?ext=png&featured=false`, {
        method: 'POST', headers: { authorization: token }, body: png(uploads) as Uint8Array<ArrayBuffer>,
      });
      expect(response.status).toBe(204);
      uploads += 1;
    };
    const writer = (async () => {
      while (writing && uploads < 180) await upload();
    })();
    while (uploads < 5) await new Promise((resolve) => setTimeout(resolve, 5));

    const target = join(scratch, 'backup');
    const before = uploads;
    const backedUp = await command('backup.ts', [target], { DATABASE_URL: context.database.url, BLOB_DIR: liveBlobs, DATA_DIR: context.database.directory });
    const after = uploads;
    writing = false;
    await writer;
    expect(backedUp.stderr).toBe('');
    expect(backedUp.status).toBe(0);
    expect(after).toBeGreaterThan(before);

    const manifest = JSON.parse(readFileSync(join(target, MANIFEST), 'utf8')) as Manifest;
    expect(manifest.rows.gallery_items).toBeGreaterThanOrEqual(before);
    expect(manifest.rows.gallery_items).toBeLessThanOrEqual(after);
    expect(manifest.secretKey).toBe('none');

    const restoredDir = join(scratch, 'restored');
    const restored = await command('restore.ts', [target], { DATA_DIR: restoredDir });
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(await galleryRows(`file:${join(restoredDir, 'kiln.db')}`)).toBe(manifest.rows.gallery_items);

    const restoredBlobs = filesIn(join(restoredDir, 'blobs'));
    expect(restoredBlobs.length).toBeGreaterThanOrEqual(manifest.rows.gallery_items!);
    for (const path of restoredBlobs) {
      expect(sha256(join(restoredDir, 'blobs', path))).toBe(manifest.files[join('blobs', path)]);
      expect(sha256(join(restoredDir, 'blobs', path))).toBe(sha256(join(liveBlobs, path)));
    }
    const database = await openDatabase(`file:${join(restoredDir, 'kiln.db')}`);
    try {
      const items = await database.db.select({ url: t.galleryItems.url }).from(t.galleryItems);
      for (const { url } of items) expect(restoredBlobs.some((path) => url.endsWith(path))).toBe(true);
      const integrity = await database.client.execute('PRAGMA integrity_check');
      expect(integrity.rows[0]?.[0]).toBe('ok');
    } finally {
      database.close();
    }
  }, 60_000);

  it('refuses to restore over data, and to back up into a directory in use', async () => {
    const again = await command('restore.ts', [join(scratch, 'backup')], { DATA_DIR: join(scratch, 'restored') });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/Restore needs an empty data directory/);
    const over = await command('backup.ts', [join(scratch, 'backup')], { DATABASE_URL: context.database.url, DATA_DIR: context.database.directory });
    expect(over.status).toBe(1);
    expect(over.stderr).toMatch(/is not empty/);
  });

  it('finds a damaged backup before restoring anything', async () => {
    const backup = join(scratch, 'backup');
    const [blob] = filesIn(join(backup, 'blobs'));
    rmSync(join(backup, 'blobs', blob!));
    const fresh = join(scratch, 'fresh');
    const damaged = await command('restore.ts', [backup], { DATA_DIR: fresh });
    expect(damaged.status).toBe(1);
    expect(damaged.stderr).toContain(`blobs/${blob} in the backup is missing or damaged`);
    expect(existsSync(join(fresh, 'kiln.db'))).toBe(false);
  });
});
