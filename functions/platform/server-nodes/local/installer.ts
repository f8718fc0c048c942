// A server's files on the local node from its spec: install writes `server.properties` (the port is always the one
// Kiln gave it) and the node's record; reinstall wipes all but what the owner keeps; remove leaves nothing behind.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { updateProperties } from '../properties-file.ts';
import type { ServerSpec } from '../port.ts';
import type { Layout } from './layout.ts';
import { lexicalPath } from './server-files.ts';

const HEADER = '#Minecraft server properties\n';

const runSpec = ({ properties: _properties, ...spec }: ServerSpec) => spec;

/** Writes the server's files; `server.properties` already there (kept by a reinstall) only gets its port set. */
export async function installFiles(layout: Layout, spec: ServerSpec): Promise<void> {
  const directory = layout.serverDirectory(spec.id);
  await mkdir(directory, { recursive: true });
  const path = join(directory, 'server.properties');
  const existing = await readFile(path, 'utf8').catch(() => null);
  const text = existing === null
    ? updateProperties(HEADER, { ...spec.properties, 'server-port': String(spec.port) })
    : updateProperties(existing, { 'server-port': String(spec.port) });
  await writeFile(path, text);
  await layout.writeRecord(spec.id, { spec: runSpec(spec), installedAt: new Date().toISOString() });
}

/** Records a changed plan, and the port in `server.properties`, for the next start. */
export async function updateInstall(layout: Layout, spec: ServerSpec): Promise<void> {
  const record = await layout.readRecord(spec.id);
  await layout.writeRecord(spec.id, { spec: runSpec(spec), installedAt: record?.installedAt ?? null });
  const path = join(layout.serverDirectory(spec.id), 'server.properties');
  const existing = await readFile(path, 'utf8').catch(() => HEADER);
  await writeFile(path, updateProperties(existing, { 'server-port': String(spec.port) }));
}

/** Deletes the server's files except the `keep` paths, which are moved aside and back into an empty directory. */
export async function wipeFiles(layout: Layout, id: string, keep: string[]): Promise<void> {
  const directory = layout.serverDirectory(id);
  const kept = keep.map((path) => relative(directory, lexicalPath(directory, path)));
  const aside = join(layout.root, `.kiln-keep-${id}-${randomBytes(4).toString('hex')}`);
  await mkdir(aside, { recursive: true });
  const moved: string[] = [];
  for (const path of kept) {
    await mkdir(dirname(join(aside, path)), { recursive: true });
    const ok = await rename(join(directory, path), join(aside, path)).then(() => true, () => false);
    if (ok) moved.push(path);
  }
  await rm(directory, { recursive: true, force: true });
  await mkdir(directory, { recursive: true });
  for (const path of moved) {
    await mkdir(dirname(join(directory, path)), { recursive: true });
    await rename(join(aside, path), join(directory, path));
  }
  await rm(aside, { recursive: true, force: true });
}

export async function removeFiles(layout: Layout, id: string): Promise<void> {
  await rm(layout.serverDirectory(id), { recursive: true, force: true });
  await rm(layout.recordFile(id), { force: true });
  await rm(layout.pidFile(id), { force: true });
}
