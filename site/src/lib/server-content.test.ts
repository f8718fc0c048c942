// The Content page's narrowing of Kiln to a server: facets per kind, the newest compatible version, the list filter.
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '#contracts/server-content.ts';
import type { VersionV2 } from '#contracts/wire/version.ts';
import { contentFacets, filterContent, installedProjects, kindsFor, loadersFor, newestCompatible } from './server-content.ts';

const version = (id: string, date: string, loaders: string[], gameVersions: string[]) =>
  ({ id, date_published: date, loaders, game_versions: gameVersions }) as VersionV2;

const item = (overrides: Partial<ContentItem>): ContentItem => ({
  kind: 'mod', path: 'mods/a.jar', file_name: 'a.jar', enabled: true, size: 1, sha1: 'x', project: null, version: null, update: null, ...overrides,
});

describe('facets and loaders', () => {
  it('offers data packs on every server, plus plugins or mods by what the server loads', () => {
    expect(kindsFor('vanilla')).toEqual(['datapack']);
    expect(kindsFor('paper')).toEqual(['plugin', 'datapack']);
    expect(kindsFor('fabric')).toEqual(['mod', 'datapack']);
  });

  it('asks for mods of the server\'s loader and game version that run on a server', () => {
    expect(contentFacets('mod', 'fabric', '1.21.1')).toEqual([
      ['project_type:mod'], ['versions:1.21.1'], ['categories:fabric'], ['server_side:required', 'server_side:optional'],
    ]);
  });

  it('asks for data packs by their own loader and v3 type, whatever the server runs', () => {
    expect(loadersFor('datapack', 'paper')).toEqual(['datapack']);
    expect(contentFacets('datapack', 'vanilla', '1.20.1')).toEqual([['all_project_types:datapack'], ['versions:1.20.1'], ['categories:datapack']]);
  });

  it('lets a vanilla server take a modpack of any loader, and a modded one only its own', () => {
    expect(contentFacets('modpack', 'vanilla', '1.20.1')).toEqual([['project_type:modpack'], ['versions:1.20.1']]);
    expect(loadersFor('modpack', 'fabric')).toEqual(['fabric']);
  });
});

describe('newestCompatible', () => {
  it('picks the newest version for the loader and game version, or none', () => {
    const versions = [
      version('old', '2026-01-01T00:00:00Z', ['fabric'], ['1.21.1']),
      version('new', '2026-03-01T00:00:00Z', ['fabric'], ['1.21.1']),
      version('other-loader', '2026-04-01T00:00:00Z', ['forge'], ['1.21.1']),
      version('other-game', '2026-05-01T00:00:00Z', ['fabric'], ['1.20.1']),
    ];
    expect(newestCompatible(versions, ['fabric'], '1.21.1')?.id).toBe('new');
    expect(newestCompatible(versions, [], '1.20.1')?.id).toBe('other-game');
    expect(newestCompatible(versions, ['quilt'], '1.21.1')).toBeNull();
  });
});

describe('the installed list', () => {
  const items = [
    item({ path: 'mods/lithium.jar', file_name: 'lithium.jar', project: { id: 'p1', slug: 'lithium', title: 'Lithium', icon_url: null, project_type: 'mod' } }),
    item({ kind: 'datapack', path: 'world/datapacks/trees.zip', file_name: 'trees.zip' }),
  ];

  it('filters by kind and by words in the title or file name', () => {
    expect(filterContent(items, 'datapack', '').map((entry) => entry.file_name)).toEqual(['trees.zip']);
    expect(filterContent(items, 'all', 'LITH').map((entry) => entry.file_name)).toEqual(['lithium.jar']);
    expect(filterContent(items, 'mod', 'trees')).toEqual([]);
  });

  it('knows which Kiln projects are installed', () => {
    expect([...installedProjects(items)]).toEqual(['p1']);
  });
});
