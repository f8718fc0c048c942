// The file manager's listing as the wire shows it: folders first, then everything else, each by name as people sort
// (case-insensitive, numbers by value), so `world10` comes after `world9`.
import type { FileEntryView, FileListing } from '#contracts/server-files.ts';
import type { FileEntry } from '#platform/server-nodes/port.ts';

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

export function listingView(path: string, entries: FileEntry[]): FileListing {
  const sorted = entries.slice().sort((a, b) => Number(b.kind === 'directory') - Number(a.kind === 'directory') || byName(a.name, b.name));
  return {
    path,
    entries: sorted.map((entry): FileEntryView => ({ name: entry.name, kind: entry.kind, size: entry.size, modified: new Date(entry.modified).toISOString() })),
  };
}

/** A folder as the panel may write it (`/`, `config/`): the node's relative form (`''`, `config`). */
export const folderPath = (path: string) => path.replace(/^\/+|\/+$/g, '');
