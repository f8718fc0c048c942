// projectTypeForUrl, the type label and the v2 project type follow the spec's loader-group rules.
import { describe, expect, it } from 'vitest';
import { projectTypeForUrl, projectTypeLabel, v2ProjectType } from './loaders.ts';

describe('projectTypeLabel', () => {
  it('names every combination of mod, plugin and data pack loaders', () => {
    expect(projectTypeLabel('mod', ['fabric', 'paper'])).toBe('modAndPlugin');
    expect(projectTypeLabel('mod', ['forge', 'datapack'])).toBe('modAndDatapack');
    expect(projectTypeLabel('plugin', ['velocity', 'datapack'])).toBe('pluginAndDatapack');
    expect(projectTypeLabel('mod', ['quilt', 'folia', 'datapack'])).toBe('modPluginAndDatapack');
  });

  it('shows pure sets as data pack, plugin or mod, and other types as typed', () => {
    expect(projectTypeLabel('mod', ['datapack'])).toBe('datapack');
    expect(projectTypeLabel('mod', ['bukkit', 'bungeecord'])).toBe('plugin');
    expect(projectTypeLabel('mod', ['fabric', 'neoforge'])).toBe('mod');
    expect(projectTypeLabel('project', [])).toBe('mod');
    expect(projectTypeLabel('plugin', [])).toBe('plugin');
    expect(projectTypeLabel('shader', ['iris'])).toBe('shader');
    expect(projectTypeLabel('modpack', ['fabric', 'paper'])).toBe('modpack');
  });
});

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
