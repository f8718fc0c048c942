// Installing a Kiln modpack (.mrpack) on a server: every listed file a server uses (client-only ones are left out),
// copied from Kiln's own store by its sha1 (nothing is downloaded from elsewhere), then `overrides/` and
// `server-overrides/` (never `client-overrides/`). The files the pack listed are recorded on the server, so the next
// pack replaces them and leaves the owner's own files (and the overrides, which are settings) alone.
import { ApiError, badRequest, notFound } from '#contracts/errors.ts';
import type { ModpackResult } from '#contracts/server-content.ts';
import type { Viewer } from '#access';
import { getProjects, getVersions, readStoredMrpack, storedFilesBySha1 } from '#catalog';
import type { Runtime } from '../runtime.ts';
import { fileScope, freeBytes, notEnoughStorage, type FileScope } from '../files/scope.ts';
import { streamInto } from '../files/upload.ts';
import { applyOverrides } from './overrides.ts';

/** The record of what the installed pack listed, in the server's folder (a backup and a restore keep it in step). */
export const PACK_RECORD = '.kiln-modpack.json';
const RECORD_MAX_BYTES = 1024 * 1024;

interface PackRecord {
  version_id: string;
  files: string[];
}

async function previousPack(scope: FileScope): Promise<PackRecord | null> {
  const text = await scope.driver.readFile(scope.node, scope.row.id, PACK_RECORD, RECORD_MAX_BYTES);
  try {
    const parsed = text ? (JSON.parse(text) as Partial<PackRecord>) : null;
    return parsed && Array.isArray(parsed.files) ? { version_id: String(parsed.version_id), files: parsed.files.filter((file) => typeof file === 'string') } : null;
  } catch {
    return null;
  }
}

export async function installModpack(runtime: Runtime, viewer: Viewer, serverId: string, versionId: string): Promise<ModpackResult> {
  const scope = await fileScope(runtime, viewer, serverId, true);
  const [version] = await getVersions(runtime, viewer, [versionId], false);
  if (!version) throw notFound('No such version');
  const [project] = await getProjects(runtime, viewer, [version.project_id]);
  const packFile = version.files.find((file) => file.primary) ?? version.files[0];
  if (project?.project_type !== 'modpack' || !packFile?.filename.toLowerCase().endsWith('.mrpack')) throw badRequest('This version is not a modpack.');
  const pack = (await storedFilesBySha1(runtime.db, viewer, [packFile.hashes.sha1])).get(packFile.hashes.sha1);
  if (!pack) throw new ApiError('conflict', 'This modpack’s file is not available.');
  const { index, names } = await readStoredMrpack(runtime.blobs, pack.blobKey, pack.size, pack.filename);
  const minecraft = index.dependencies.minecraft!;
  if (minecraft !== scope.row.gameVersion) {
    throw badRequest(`This pack is for Minecraft ${minecraft} and the server runs ${scope.row.gameVersion}: reinstall the server with ${minecraft} first.`);
  }

  const skipped: ModpackResult['skipped'] = [];
  const serverFiles = index.files.filter((file) => {
    if (file.env?.server !== 'unsupported') return true;
    skipped.push({ path: file.path, reason: 'Client-only: servers do not use it' });
    return false;
  });
  const stored = await storedFilesBySha1(runtime.db, viewer, serverFiles.map((file) => file.hashes.sha1));
  const wanted = serverFiles.filter((file) => {
    if (stored.has(file.hashes.sha1)) return true;
    skipped.push({ path: file.path, reason: 'Not a file Kiln holds: only files published on Kiln are installed' });
    return false;
  });
  const free = await freeBytes(scope);
  const needed = wanted.reduce((sum, file) => sum + file.fileSize, 0);
  if (needed > free) throw notEnoughStorage(needed, free);

  const installed: string[] = [];
  for (const file of wanted) {
    const blob = await runtime.blobs.get(stored.get(file.hashes.sha1)!.blobKey);
    if (!blob) throw new Error(`The blob of ${file.path} is missing from the store`);
    await streamInto(scope, file.path, blob.body, file.fileSize, free);
    installed.push(file.path);
  }
  const gone = ((await previousPack(scope))?.files ?? []).filter((path) => !installed.includes(path));
  if (gone.length) await scope.driver.deleteFiles(scope.node, scope.row.id, gone);
  await scope.driver.writeFile(scope.node, scope.row.id, PACK_RECORD, JSON.stringify({ version_id: version.id, files: installed } satisfies PackRecord));
  if (names.some((name) => name.startsWith('overrides/') || name.startsWith('server-overrides/'))) {
    installed.push(...(await applyOverrides(runtime, scope, pack, await freeBytes(scope))));
  }
  return { installed, skipped };
}
