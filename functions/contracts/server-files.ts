// The server panel's file manager: limits, request bodies and the listing's wire shape, shared by the
// /v3/servers/{id}/files API and the Files page's island.
import { z } from 'zod';

/** A path inside the server's folder, as the panel writes it (`config/app.toml`); the node refuses any way out. */
export const SERVER_PATH_MAX = 1024;
/** Files the editor opens and saves whole; anything larger is downloaded instead. */
export const EDITABLE_FILE_MAX_BYTES = 1024 * 1024;
/** One uploaded file; the plan's free storage bounds it further. */
export const SERVER_UPLOAD_MAX_BYTES = 1024 * 1024 * 1024;
/** How many uploads the Files page sends at once; the rest wait in its queue. */
export const PARALLEL_UPLOADS = 3;
/** Entries one delete may name (a multi-select). */
export const DELETE_PATHS_MAX = 1000;
/** An archive extracted on the node: at most this many entries and this many inflated bytes (and the free storage). */
export const EXTRACT_ENTRIES_MAX = 100_000;
export const EXTRACT_INFLATED_MAX_BYTES = 4 * 1024 * 1024 * 1024;
/** Archive names the panel offers to extract. */
export const EXTRACTABLE = /\.(zip|tar\.gz|tgz)$/i;

const path = z.string().min(1, 'Give a path').max(SERVER_PATH_MAX).refine((value) => !/[\u0000-\u001f]/.test(value), 'Paths cannot hold control characters');
/** A folder: `''` (or `/`) is the server's folder itself. */
const folder = z.string().max(SERVER_PATH_MAX).default('');

export const filesQuery = z.object({ path: folder });
export const filePathQuery = z.object({ path });
export const folderBody = z.object({ path });
export const moveBody = z.object({ from: path, to: path });
export const deleteBody = z.object({ paths: z.array(path).min(1, 'Choose what to delete').max(DELETE_PATHS_MAX) });
export const extractBody = z.object({ path, into: folder });

export const FILE_KINDS = ['file', 'directory', 'link'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface FileEntryView {
  name: string;
  kind: FileKind;
  size: number;
  /** ISO 8601. */
  modified: string;
}

/** `GET /v3/servers/{id}/files?path=`: folders first, then files, each by name. */
export interface FileListing {
  path: string;
  entries: FileEntryView[];
}

export interface ExtractResult {
  entries: number;
  bytes: number;
}
