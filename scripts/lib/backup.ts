// Backups of a running Kiln and their restore: a consistent copy of the database (VACUUM INTO), the blobs, the secret
// key, and a manifest of row counts and file hashes that the restore checks.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import type { Config } from '#config';

export const MANIFEST = 'manifest.json';
const DATABASE = 'kiln.db';
const BLOBS = 'blobs';
const SECRET_KEY = 'secret-key';

export interface Manifest {
  created: string;
  /** Rows per table of the copied database. */
  rows: Record<string, number>;
  /** sha256 of every file of the backup but the manifest, by path relative to the backup. */
  files: Record<string, string>;
  /** Where the key that encrypts stored secrets lives: in the backup, or in the environment (SECRET_KEY). */
  secretKey: 'file' | 'environment' | 'none';
}

export class BackupError extends Error {}

/** The local file behind a `file:` database URL; remote databases (Turso, sqld) are backed up by their host. */
function databaseFile(config: Config): string {
  if (!config.databaseUrl.startsWith('file:')) {
    throw new BackupError(`DATABASE_URL ${config.databaseUrl} is not a local file: back it up with its host's tools (turso db shell … .dump, or point-in-time restore).`);
  }
  const path = config.databaseUrl.slice('file:'.length).replace(/\?.*$/, '');
  return resolve(path.startsWith('//') ? fileURLToPath(config.databaseUrl) : path);
}

async function isEmptyOrMissing(directory: string): Promise<boolean> {
  return !existsSync(directory) || (await readdir(directory)).length === 0;
}

function sha256(path: string): Promise<string> {
  return new Promise((done, fail) => {
    const hash = createHash('sha256');
    createReadStream(path).on('data', (chunk) => hash.update(chunk)).on('end', () => done(hash.digest('hex'))).on('error', fail);
  });
}

/** Every file under `directory`, skipping the blob store's writes in progress (named with a leading dot). */
async function filesUnder(directory: string): Promise<string[]> {
  if (!existsSync(directory)) return [];
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => join(entry.parentPath, entry.name));
}

async function countRows(file: string): Promise<Record<string, number>> {
  const client = createClient({ url: `file:${file}` });
  try {
    const tables = await client.execute("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name");
    const rows: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await client.execute(`select count(*) as n from "${String(name).replaceAll('"', '""')}"`);
      rows[String(name)] = Number(result.rows[0]?.n ?? 0);
    }
    return rows;
  } finally {
    client.close();
  }
}

/**
 * VACUUM INTO reads one snapshot of the database while the server keeps writing (WAL), so the copy is consistent
 * where a file copy of a live database is not. Blobs are copied after it: a blob is written before the row that
 * names it commits, so every blob the snapshot names is there already; later ones are merely extra.
 */
export async function backup(config: Config, target: string, log: (line: string) => void = () => {}): Promise<Manifest> {
  const source = databaseFile(config);
  if (!(await isEmptyOrMissing(target))) throw new BackupError(`${target} is not empty: back up into a new directory.`);
  await mkdir(target, { recursive: true });
  const copy = join(target, DATABASE);
  const client = createClient({ url: `file:${source}` });
  try {
    await client.execute('PRAGMA busy_timeout = 5000');
    await client.execute({ sql: 'VACUUM INTO ?', args: [copy] });
  } finally {
    client.close();
  }
  log(`database copied to ${copy}`);
  const blobFiles = await filesUnder(config.blobDir);
  for (const file of blobFiles) {
    const destination = join(target, BLOBS, relative(config.blobDir, file));
    await mkdir(dirname(destination), { recursive: true });
    await copyFile(file, destination);
  }
  log(`${blobFiles.length} blobs copied`);
  const keyFile = join(config.DATA_DIR, SECRET_KEY);
  const secretKey = config.SECRET_KEY ? 'environment' : existsSync(keyFile) ? 'file' : 'none';
  if (secretKey === 'file') await copyFile(keyFile, join(target, SECRET_KEY));
  const files: Record<string, string> = {};
  for (const file of await filesUnder(target)) files[relative(target, file)] = await sha256(file);
  const manifest: Manifest = { created: new Date().toISOString(), rows: await countRows(copy), files, secretKey };
  await writeFile(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Checks the backup against its manifest, then copies it into the configured, still empty, data locations. */
export async function restore(config: Config, source: string, log: (line: string) => void = () => {}): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(source, MANIFEST), 'utf8')) as Manifest;
  for (const [path, hash] of Object.entries(manifest.files)) {
    if ((await sha256(join(source, path)).catch(() => null)) !== hash) throw new BackupError(`${path} in the backup is missing or damaged.`);
  }
  log(`${Object.keys(manifest.files).length} files match the manifest`);
  const database = databaseFile(config);
  if (existsSync(database) || !(await isEmptyOrMissing(config.blobDir))) {
    throw new BackupError(`Restore needs an empty data directory: ${database} or ${config.blobDir} holds data already.`);
  }
  await mkdir(dirname(database), { recursive: true });
  await copyFile(join(source, DATABASE), database);
  for (const path of Object.keys(manifest.files).filter((file) => file.startsWith(`${BLOBS}/`))) {
    const destination = join(config.blobDir, relative(BLOBS, path));
    await mkdir(dirname(destination), { recursive: true });
    await copyFile(join(source, path), destination);
  }
  if (manifest.secretKey === 'file') {
    await mkdir(config.DATA_DIR, { recursive: true });
    await copyFile(join(source, SECRET_KEY), join(config.DATA_DIR, SECRET_KEY));
  }
  const rows = await countRows(database);
  if (JSON.stringify(rows) !== JSON.stringify(manifest.rows)) throw new BackupError('The restored database does not hold the rows the manifest lists.');
  log(`database restored to ${database}`);
  return manifest;
}
