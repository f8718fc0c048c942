// A server's content (mods, plugins, data packs) as the panel's Content page and the API see it: installed files
// matched to Kiln projects by hash, and the bodies to add, toggle, remove content and install a modpack.
import { z } from 'zod';
import { SERVER_PATH_MAX } from './server-files.ts';

export const CONTENT_KINDS = ['mod', 'plugin', 'datapack'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** A disabled file keeps its name with this suffix, as launchers and panels do. */
export const DISABLED_SUFFIX = '.disabled';

const versionId = z.string().min(1).max(64);
const path = z.string().min(1).max(SERVER_PATH_MAX);

export const addContentBody = z.object({ version_id: versionId });
export const toggleContentBody = z.object({ path, enabled: z.boolean() });
export const removeContentQuery = z.object({ path });
/** The page offers a backup first (through the backups API) before it replaces the current pack. */
export const modpackBody = z.object({ version_id: versionId });

export interface ContentItem {
  kind: ContentKind;
  /** Relative to the server's folder (`mods/sodium.jar`). */
  path: string;
  file_name: string;
  enabled: boolean;
  size: number;
  sha1: string;
  /** The Kiln project the file belongs to, by its hash; null for files Kiln does not know. */
  project: { id: string; slug: string; title: string; icon_url: string | null; project_type: string } | null;
  version: { id: string; version_number: string } | null;
  /** A newer version for the server's loader and game version. */
  update: { version_id: string; version_number: string } | null;
}

export interface ContentList {
  loader: string;
  game_version: string;
  items: ContentItem[];
}

export interface ModpackResult {
  /** Files written, relative to the server's folder. */
  installed: string[];
  /** Files of the pack left out, with why (client-only). */
  skipped: { path: string; reason: string }[];
}
