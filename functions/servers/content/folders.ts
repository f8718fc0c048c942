// Where a server keeps each kind of content: `mods/`, `plugins/` and the world's `datapacks/` (the world folder is
// `level-name` in server.properties, `world` by default). Content actions may touch only files directly inside them.
import { badRequest } from '#contracts/errors.ts';
import { CONTENT_KINDS, DISABLED_SUFFIX, type ContentKind } from '#contracts/server-content.ts';
import { readProperties } from '#platform/server-nodes/properties-file.ts';
import type { FileScope } from '../files/scope.ts';

const PROPERTIES_MAX_BYTES = 256 * 1024;
/** What a content folder holds: jars for mods and plugins, zips for data packs; each may be disabled. */
const CONTENT_FILE = new RegExp(`\\.(jar|zip)(${DISABLED_SUFFIX.replace('.', '\\.')})?$`, 'i');

export type ContentFolders = Record<ContentKind, string>;

export async function contentFolders(scope: FileScope): Promise<ContentFolders> {
  const text = await scope.driver.readFile(scope.node, scope.row.id, 'server.properties', PROPERTIES_MAX_BYTES);
  const world = readProperties(text ?? '')['level-name']?.trim() || 'world';
  return { mod: 'mods', plugin: 'plugins', datapack: `${world}/datapacks` };
}

export const isContentFile = (name: string) => CONTENT_FILE.test(name);

/** The kind and file name of a path the caller named, refused unless it is a content file directly inside a content folder. */
export function contentPath(folders: ContentFolders, path: string): { kind: ContentKind; name: string } {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  const kind = CONTENT_KINDS.find((candidate) => folders[candidate] === path.slice(0, Math.max(0, slash)));
  if (!kind || !isContentFile(name) || path.split('/').some((part) => part === '..' || part === '.')) {
    throw badRequest('Only mods, plugins and data packs in their folders can be changed here');
  }
  return { kind, name };
}
