// The Files page's path helpers: joining, parents, breadcrumbs, and what a name says the page may do with a file.
import { describe, expect, it } from 'vitest';
import { EDITABLE_FILE_MAX_BYTES, EXTRACTABLE, PARALLEL_UPLOADS, type FileEntryView } from '#contracts/server-files.ts';
import { baseName, crumbs, editorLanguage, isEditable, isExtractable, joinPath, normalizeFolder, parentOf, sortEntries } from './paths.ts';

const limits = { editableMaxBytes: EDITABLE_FILE_MAX_BYTES, parallelUploads: PARALLEL_UPLOADS, extractable: EXTRACTABLE };
const file = (name: string, size = 10, modified = '2026-01-01T00:00:00.000Z'): FileEntryView => ({ name, kind: 'file', size, modified });
const folder = (name: string): FileEntryView => ({ name, kind: 'directory', size: 0, modified: '2026-01-01T00:00:00.000Z' });

describe('server file paths', () => {
  it('joins, splits and normalizes relative paths', () => {
    expect(joinPath('', 'server.properties')).toBe('server.properties');
    expect(joinPath('config/mods', 'a.toml')).toBe('config/mods/a.toml');
    expect(parentOf('config/mods/a.toml')).toBe('config/mods');
    expect(parentOf('eula.txt')).toBe('');
    expect(baseName('config/mods/a.toml')).toBe('a.toml');
    expect(normalizeFolder('/config//mods/')).toBe('config/mods');
    expect(normalizeFolder('../..')).toBe('../..');
  });

  it('lists the breadcrumbs from the server folder down', () => {
    expect(crumbs('world/datapacks')).toEqual([{ name: '', path: '' }, { name: 'world', path: 'world' }, { name: 'datapacks', path: 'world/datapacks' }]);
    expect(crumbs('')).toEqual([{ name: '', path: '' }]);
  });

  it('opens text files by extension up to the editor limit, and offers extraction for zip and tar.gz', () => {
    expect(editorLanguage('server.properties')).toBe('properties');
    expect(editorLanguage('pack.mcmeta')).toBe('json');
    expect(editorLanguage('config.YML')).toBe('yaml');
    expect(editorLanguage('start.sh')).toBe('shell');
    expect(editorLanguage('mod.jar')).toBeNull();
    expect(isEditable(file('eula.txt'), limits)).toBe(true);
    expect(isEditable(file('latest.log', EDITABLE_FILE_MAX_BYTES + 1), limits)).toBe(false);
    expect(isEditable(folder('logs.txt'), limits)).toBe(false);
    expect(isExtractable(file('world.tar.gz'), limits)).toBe(true);
    expect(isExtractable(file('pack.zip'), limits)).toBe(true);
    expect(isExtractable(file('pack.jar'), limits)).toBe(false);
  });

  it('sorts folders first, then by the chosen column, numbers by value', () => {
    const entries = [file('b.txt', 5, '2026-03-01T00:00:00.000Z'), folder('world10'), file('a10.txt', 50), file('a9.txt', 1), folder('world9')];
    expect(sortEntries(entries, 'name', false).map((entry) => entry.name)).toEqual(['world9', 'world10', 'a9.txt', 'a10.txt', 'b.txt']);
    expect(sortEntries(entries, 'size', true).map((entry) => entry.name)).toEqual(['world10', 'world9', 'a10.txt', 'b.txt', 'a9.txt']);
    expect(sortEntries(entries, 'modified', true)[2]!.name).toBe('b.txt');
  });
});
