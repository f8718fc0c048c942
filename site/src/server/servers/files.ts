// What the Files page loads: the panel, whether the viewer holds the `files` permission, and one page of the folder
// asked for (?path=, ?page=) so the page works without a script and never renders thousands of rows at once.
import type { AstroGlobal } from 'astro';
import { listFolder } from '#servers';
import { ApiError } from '#contracts/errors.ts';
import type { FileEntryView } from '#contracts/server-files.ts';
import { loadServerPanel, type ServerPanelPage } from './panel.ts';

/** Rows the server renders per page; the island shows the whole folder, virtualized. */
export const FILES_PAGE_SIZE = 200;

export interface ServerFilesPage extends ServerPanelPage {
  allowed: boolean;
  folder: string;
  entries: FileEntryView[];
  total: number;
  page: number;
  /** The API's refusal (no such folder, a path outside the server, the server not installed yet). */
  problem: string | null;
}

const folderOf = (raw: string | null) => (raw ?? '').split('/').filter(Boolean).join('/');

export async function loadServerFiles(astro: AstroGlobal): Promise<ServerFilesPage | Response | null> {
  const panel = await loadServerPanel(astro);
  if (!panel || panel instanceof Response) return panel;
  const query = astro.url.searchParams;
  const folder = folderOf(query.get('path'));
  const empty = { ...panel, folder, entries: [], total: 0, page: 1, problem: null };
  if (!panel.view.permissions.includes('files')) return { ...empty, allowed: false };
  try {
    const listing = await listFolder(await astro.locals.kiln.runtime(), panel.account.viewer, panel.view.id, folder);
    const pages = Math.max(1, Math.ceil(listing.entries.length / FILES_PAGE_SIZE));
    const page = Math.min(pages, Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1));
    const entries = listing.entries.slice((page - 1) * FILES_PAGE_SIZE, page * FILES_PAGE_SIZE);
    return { ...empty, allowed: true, entries, total: listing.entries.length, page };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    astro.response.status = error.status;
    return { ...empty, allowed: true, problem: error.message };
  }
}
