import { describe, expect, it } from 'vitest';
import strings from '#site/i18n/messages/en-US/versionEditor.json' with { type: 'json' };
import { applyInspection, createRequest, editRequest, initialOrigins } from './form.ts';
import type { PublishedFile, UploadItem, VersionForm } from './types.ts';

const form: VersionForm = {
  versionNumber: '1.2.0', name: '', channel: 'beta', changelog: 'Fixes', gameVersions: ['1.21'], loaders: ['fabric'],
  dependencies: [{ projectId: 'AABBCCDD', versionId: null, fileName: null, type: 'required', title: 'Lib', iconUrl: null, versionNumber: null }],
  featured: false,
};

const item = (key: string, name: string, fileType: UploadItem['fileType'] = null): UploadItem => ({
  key, file: new File([new Uint8Array([1, 2, 3])], name), status: 'done', sent: 3, total: 3, error: null, fileType,
  inspection: { ...inspection, file_name: name, staged_upload_id: `staged-${key}` },
});

const inspection = {
  file_name: 'example-2.0.jar', project_type: 'mod' as const, loaders: ['fabric', 'quilt'], game_versions: ['1.21.1', '1.21'],
  version_number: '2.0.0', name: 'Example 2.0.0', environment: null,
};

describe('createRequest', () => {
  it('builds the data naming the files\' staged uploads, the primary file and the extra files\' types', () => {
    const built = createRequest(form, 'PROJECT1', [item('0', 'a.jar'), item('1', 'a-sources.jar', 'sources-jar')], '0', strings);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.data).toMatchObject({
      project_id: 'PROJECT1', file_parts: ['staged-0', 'staged-1'], version_number: '1.2.0', name: '1.2.0', version_type: 'beta',
      primary_file: 'staged-0', file_types: { 'staged-1': 'sources-jar' }, featured: false,
      dependencies: [{ project_id: 'AABBCCDD', version_id: null, file_name: null, dependency_type: 'required' }],
    });
  });

  it('reports each broken field with the contract\'s limits, and a version without files', () => {
    const built = createRequest({ ...form, versionNumber: 'x'.repeat(33), loaders: [], gameVersions: [] }, 'PROJECT1', [], null, strings);
    expect(built).toEqual({
      ok: false,
      errors: {
        versionNumber: 'At most 32 characters.', loaders: strings.errorLoadersRequired, gameVersions: strings.errorGameVersionsRequired,
        files: strings.errorFilesRequired,
      },
    });
  });

  it('never flags a blank name, which publishes under the version number: a blank version number is that field\'s error', () => {
    const built = createRequest({ ...form, versionNumber: '', name: '  ' }, 'PROJECT1', [item('0', 'a.jar')], '0', strings);
    expect(built).toEqual({ ok: false, errors: { versionNumber: strings.errorRequired } });
    const edited = editRequest(form, { ...form, versionNumber: '', name: '' }, [], [], strings);
    expect(edited).toEqual({ ok: false, errors: { versionNumber: strings.errorRequired } });
  });

  it('refuses characters the version number pattern does not allow', () => {
    const built = createRequest({ ...form, versionNumber: '1.0 beta' }, 'PROJECT1', [item('0', 'a.jar')], '0', strings);
    expect(built.ok ? null : built.errors.versionNumber).toBe(strings.errorVersionNumberPattern);
  });
});

describe('applyInspection', () => {
  const blank: VersionForm = { ...form, versionNumber: '', name: '', gameVersions: [], loaders: [] };

  it('fills empty fields from the file, keeping only the loaders the project type offers', () => {
    const { form: filled, origins } = applyInspection(blank, initialOrigins(blank), inspection, ['fabric', 'forge']);
    expect(filled).toMatchObject({ versionNumber: '2.0.0', name: 'Example 2.0.0', loaders: ['fabric'], gameVersions: ['1.21.1', '1.21'] });
    expect(origins).toEqual({ versionNumber: 'file', name: 'file', loaders: 'file', gameVersions: 'file' });
  });

  it('never overrides what the creator typed, nor what an earlier file filled', () => {
    const origins = { ...initialOrigins(blank), versionNumber: 'user' as const, loaders: 'file' as const };
    const typed = { ...blank, versionNumber: '9.9', loaders: ['forge'] };
    const { form: filled } = applyInspection(typed, origins, inspection, null);
    expect(filled.versionNumber).toBe('9.9');
    expect(filled.loaders).toEqual(['forge']);
    expect(filled.gameVersions).toEqual(['1.21.1', '1.21']);
  });

  it('replaces values copied from an earlier version', () => {
    const copied = { ...blank, gameVersions: ['1.20.1'], loaders: ['fabric'] };
    const { form: filled } = applyInspection(copied, initialOrigins(copied), inspection, ['fabric', 'quilt']);
    expect(filled.gameVersions).toEqual(['1.21.1', '1.21']);
    expect(filled.loaders).toEqual(['fabric', 'quilt']);
  });
});

describe('editRequest', () => {
  const published: PublishedFile[] = [
    { filename: 'a.jar', size: 3, sha1: '1'.repeat(40), sha512: 'a'.repeat(128), primary: true, fileType: null },
    { filename: 'b.jar', size: 3, sha1: '2'.repeat(40), sha512: 'b'.repeat(128), primary: false, fileType: null },
  ];
  const saved = { ...form, name: 'Release' };

  it('sends only what changed, files by sha512', () => {
    const files = published.map((file) => ({ ...file, primary: file.filename === 'b.jar', fileType: file.filename === 'a.jar' ? 'dev-jar' as const : null }));
    const built = editRequest(saved, { ...saved, name: 'Renamed' }, published, files, strings);
    expect(built).toEqual({
      ok: true,
      changes: {
        name: 'Renamed', file_types: [{ algorithm: 'sha512', hash: 'a'.repeat(128), file_type: 'dev-jar' }], primary_file: ['sha512', 'b'.repeat(128)],
      },
    });
  });

  it('sends nothing when nothing changed, and refuses an empty loader list', () => {
    expect(editRequest(saved, saved, published, published, strings)).toEqual({ ok: true, changes: {} });
    expect(editRequest(saved, { ...saved, loaders: [] }, published, published, strings)).toEqual({ ok: false, errors: { loaders: strings.errorLoadersRequired } });
  });
});
