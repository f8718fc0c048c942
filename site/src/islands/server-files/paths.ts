// Paths as the Files page and the files API write them: relative to the server's folder, '/'-separated, '' for the
// folder itself; plus what a name says about a file (can the editor open it, can the node extract it).
import type { FileEntryView } from '#contracts/server-files.ts';

/**
 * The contract's limits, handed over by the page as props: importing them here would bring the contract's schemas,
 * and with them zod, into the page's first script.
 */
export interface FileLimits {
  editableMaxBytes: number;
  parallelUploads: number;
  extractable: RegExp;
}

export const joinPath = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);

export const parentOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** `/config//mods/` → `config/mods`; `..` is kept so the API, not the page, decides what is outside. */
export const normalizeFolder = (raw: string) => raw.split('/').filter(Boolean).join('/');

export interface Crumb {
  name: string;
  path: string;
}

/** The folders from the server's own down to `path`; the first has an empty name (the page labels it). */
export function crumbs(path: string): Crumb[] {
  const parts = normalizeFolder(path).split('/').filter(Boolean);
  return [{ name: '', path: '' }, ...parts.map((name, index) => ({ name, path: parts.slice(0, index + 1).join('/') }))];
}

export type EditorLanguage = 'json' | 'yaml' | 'javascript' | 'markdown' | 'properties' | 'toml' | 'shell' | 'plain';

const LANGUAGES: Record<string, EditorLanguage> = {
  json: 'json', json5: 'json', mcmeta: 'json',
  yml: 'yaml', yaml: 'yaml',
  js: 'javascript', mjs: 'javascript', cjs: 'javascript', ts: 'javascript',
  md: 'markdown',
  properties: 'properties', cfg: 'properties', conf: 'properties', ini: 'properties', lang: 'properties',
  toml: 'toml',
  sh: 'shell', bash: 'shell',
  txt: 'plain', log: 'plain', csv: 'plain', xml: 'plain', html: 'plain', css: 'plain', bat: 'plain', secret: 'plain',
};

/** The highlighting a file gets in the editor, or null when the editor does not open files of its kind. */
export function editorLanguage(name: string): EditorLanguage | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return name === 'eula' || name === 'ops' ? 'plain' : null;
  return LANGUAGES[name.slice(dot + 1).toLowerCase()] ?? null;
}

export const isEditable = (entry: FileEntryView, limits: FileLimits) => entry.kind === 'file' && entry.size <= limits.editableMaxBytes && editorLanguage(entry.name) !== null;

export const isExtractable = (entry: FileEntryView, limits: FileLimits) => entry.kind === 'file' && limits.extractable.test(entry.name);

export type SortKey = 'name' | 'size' | 'modified';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Folders first whatever the order, as file managers do; then by the chosen column, names breaking ties. */
export function sortEntries(entries: FileEntryView[], key: SortKey, descending: boolean): FileEntryView[] {
  const direction = descending ? -1 : 1;
  const byKey = (a: FileEntryView, b: FileEntryView) => {
    if (key === 'size' && a.size !== b.size) return a.size - b.size;
    if (key === 'modified' && a.modified !== b.modified) return a.modified < b.modified ? -1 : 1;
    return collator.compare(a.name, b.name);
  };
  return [...entries].sort((a, b) => {
    const folders = Number(b.kind === 'directory') - Number(a.kind === 'directory');
    return folders !== 0 ? folders : byKey(a, b) * direction;
  });
}
