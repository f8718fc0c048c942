// A modpack's override folders applied on the node: the pack is copied into a staging folder of the server and
// extracted there by the node (with its archive limits and path checks), then `overrides/` and after it
// `server-overrides/` are merged into the server's folder, file by file. `client-overrides/` stays in staging, which
// is deleted at the end whatever happened.
import { EXTRACT_ENTRIES_MAX, EXTRACT_INFLATED_MAX_BYTES } from '#contracts/server-files.ts';
import type { StoredFile } from '#catalog';
import type { Runtime } from '../runtime.ts';
import { notEnoughStorage, type FileScope } from '../files/scope.ts';
import { streamInto } from '../files/upload.ts';

const STAGING = '.kiln-modpack-staging';
const UNPACKED = `${STAGING}/unpacked`;
/** Applied in this order: the server's own overrides win over the shared ones. */
const OVERRIDE_FOLDERS = ['overrides', 'server-overrides'];

const join = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);

/** Moves everything under `from` into `to`, replacing files and merging into folders that exist; returns the files moved. */
async function merge(scope: FileScope, from: string, to: string): Promise<string[]> {
  const { driver, node, row } = scope;
  const existing = new Map((await driver.listFiles(node, row.id, to)).map((entry) => [entry.name, entry.kind]));
  const moved: string[] = [];
  for (const entry of await driver.listFiles(node, row.id, from)) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.kind === 'directory') {
      if (existing.get(entry.name) !== 'directory') {
        if (existing.has(entry.name)) await driver.deleteFiles(node, row.id, [target]);
        await driver.makeDirectory(node, row.id, target);
      }
      moved.push(...(await merge(scope, source, target)));
    } else if (entry.kind === 'file') {
      if (existing.has(entry.name)) await driver.deleteFiles(node, row.id, [target]);
      await driver.moveFile(node, row.id, source, target);
      moved.push(target);
    }
  }
  return moved;
}

export async function applyOverrides(runtime: Runtime, scope: FileScope, pack: StoredFile, free: number): Promise<string[]> {
  const { driver, node, row } = scope;
  if (pack.size > free) throw notEnoughStorage(pack.size, free);
  try {
    // What a crash mid-install left behind would make the extraction refuse to overwrite it.
    await driver.deleteFiles(node, row.id, [STAGING]);
    const blob = await runtime.blobs.get(pack.blobKey);
    if (!blob) throw new Error(`The blob of ${pack.filename} is missing from the store`);
    // Named .zip: that is what an .mrpack is, and what the node extracts.
    await streamInto(scope, `${STAGING}/pack.zip`, blob.body, pack.size, free);
    await driver.extractArchive(node, row.id, `${STAGING}/pack.zip`, UNPACKED, {
      maxEntries: EXTRACT_ENTRIES_MAX, maxInflatedBytes: Math.min(EXTRACT_INFLATED_MAX_BYTES, free - pack.size),
    });
    const present = new Set((await driver.listFiles(node, row.id, UNPACKED)).filter((entry) => entry.kind === 'directory').map((entry) => entry.name));
    const applied: string[] = [];
    for (const folder of OVERRIDE_FOLDERS) {
      if (present.has(folder)) applied.push(...(await merge(scope, `${UNPACKED}/${folder}`, '')));
    }
    return [...new Set(applied)];
  } finally {
    await driver.deleteFiles(node, row.id, [STAGING]);
  }
}
