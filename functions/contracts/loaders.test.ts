// projectTypeForUrl and the v2 project type follow the spec's loader-group rules.
import { describe, expect, it } from 'vitest';
import { projectTypeForUrl, v2ProjectType } from './loaders.ts';

describe('projectTypeForUrl', () => {
  it('puts mods with a data pack loader under /datapack, plugin loaders under /plugin, else /mod', () => {
    expect(projectTypeForUrl('mod', ['fabric', 'datapack'])).toBe('datapack');
    expect(projectTypeForUrl('mod', ['paper', 'fabric'])).toBe('plugin');
    expect(projectTypeForUrl('mod', ['velocity'])).toBe('plugin');
    expect(projectTypeForUrl('mod', ['fabric', 'quilt'])).toBe('mod');
    expect(projectTypeForUrl('plugin', [])).toBe('mod');
  });

  it('passes other project types through', () => {
    expect(projectTypeForUrl('shader', ['iris'])).toBe('shader');
    expect(projectTypeForUrl('modpack', ['fabric'])).toBe('modpack');
    expect(projectTypeForUrl('resourcepack', ['minecraft'])).toBe('resourcepack');
  });
});

describe('v2ProjectType', () => {
  it('reports plugins and data packs as mods and version-less projects as "project"', () => {
    expect(v2ProjectType('plugin', true)).toBe('mod');
    expect(v2ProjectType('datapack', true)).toBe('mod');
    expect(v2ProjectType('shader', true)).toBe('shader');
    expect(v2ProjectType('modpack', false)).toBe('project');
  });
});
