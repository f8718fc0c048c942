// The server's installed content: every mod, plugin and data pack file in its folders, hashed and matched to Kiln
// projects through the catalogue's hash look-ups (as the viewer may see them), with updates for the server's loader
// and game version.
import { ApiError } from '#contracts/errors.ts';
import { CONTENT_KINDS, type ContentKind, type ContentList } from '#contracts/server-content.ts';
import type { Viewer } from '#access';
import { projectsFromHashes, updatesFromHashes, versionsFromHashes, type VersionV2 } from '#catalog';
import type { FileEntry } from '#platform/server-nodes/port.ts';
import type { Runtime } from '../runtime.ts';
import { fileScope, type FileScope } from '../files/scope.ts';
import { acceptedLoadersOfKind } from './compatibility.ts';
import { contentFolders, isContentFile } from './folders.ts';
import { hashFiles } from './hashes.ts';
import { contentItem, type InstalledFile } from './view.ts';

/** A folder that does not exist yet holds nothing. */
async function entriesOf(scope: FileScope, folder: string): Promise<FileEntry[]> {
  try {
    return await scope.driver.listFiles(scope.node, scope.row.id, folder);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return [];
    throw error;
  }
}

/** The content files of the server with their hashes, in folder order then by name. */
export async function installedFiles(scope: FileScope, kinds: readonly ContentKind[] = CONTENT_KINDS): Promise<InstalledFile[]> {
  const folders = await contentFolders(scope);
  const found = (await Promise.all(kinds.map(async (kind) => (await entriesOf(scope, folders[kind]))
    .filter((entry) => entry.kind === 'file' && isContentFile(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((entry) => ({ kind, path: `${folders[kind]}/${entry.name}`, entry }))))).flat();
  const hashes = await hashFiles(scope, found);
  return found.flatMap(({ kind, path, entry }) => (hashes.has(path) ? [{ kind, path, size: entry.size, sha1: hashes.get(path)! }] : []));
}

async function updatesOf(runtime: Runtime, viewer: Viewer, scope: FileScope, files: InstalledFile[]): Promise<Record<string, VersionV2>> {
  const found: Record<string, VersionV2> = {};
  for (const kind of CONTENT_KINDS) {
    const loaders = acceptedLoadersOfKind(scope.row.loader, kind);
    const hashes = files.filter((file) => file.kind === kind).map((file) => file.sha1);
    // An empty loader list means "any loader" to the look-up: a kind the server cannot run gets no updates instead.
    if (loaders.length === 0 || hashes.length === 0) continue;
    Object.assign(found, await updatesFromHashes(runtime, viewer, hashes, { loaders, game_versions: [scope.row.gameVersion] }, 'sha1'));
  }
  return found;
}

export async function listContent(runtime: Runtime, viewer: Viewer, serverId: string): Promise<ContentList> {
  const scope = await fileScope(runtime, viewer, serverId, false);
  const files = await installedFiles(scope);
  const hashes = [...new Set(files.map((file) => file.sha1))];
  const [versions, projects, updates] = await Promise.all([
    versionsFromHashes(runtime, viewer, hashes, 'sha1'), projectsFromHashes(runtime, viewer, hashes, 'sha1'), updatesOf(runtime, viewer, scope, files),
  ]);
  return {
    loader: scope.row.loader,
    game_version: scope.row.gameVersion,
    items: files.map((file) => contentItem(file, projects[file.sha1], versions[file.sha1], updates[file.sha1])),
  };
}
