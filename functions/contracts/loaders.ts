// Loader groups and the project-type rules derived from them (spec §2 URL shape, §9 loader groups).
import type { ProjectType } from './enums.ts';

export const PLUGIN_LOADERS = ['bukkit', 'spigot', 'paper', 'purpur', 'sponge', 'folia'] as const;
export const PLUGIN_PLATFORM_LOADERS = ['bungeecord', 'waterfall', 'velocity'] as const;
export const ALL_PLUGIN_LOADERS: readonly string[] = [...PLUGIN_LOADERS, ...PLUGIN_PLATFORM_LOADERS];
export const DATAPACK_LOADERS = ['datapack'] as const;
export const MOD_LOADERS = ['forge', 'fabric', 'quilt', 'liteloader', 'modloader', 'rift', 'neoforge'] as const;
export const HIDDEN_MOD_LOADERS = ['liteloader', 'modloader', 'rift'] as const;
export const SHADER_LOADERS = ['iris', 'optifine', 'canvas', 'vanilla'] as const;
export const RESOURCEPACK_LOADERS = ['minecraft'] as const;

const isDatapackLoader = (loader: string) => (DATAPACK_LOADERS as readonly string[]).includes(loader);
const isPluginLoader = (loader: string) => ALL_PLUGIN_LOADERS.includes(loader);

/** The type segment of a project URL: mods that run as data packs or plugins live under those paths. */
export function projectTypeForUrl(projectType: ProjectType | 'project', loaders: readonly string[]): string {
  if (projectType === 'mod' || projectType === 'plugin' || projectType === 'datapack') {
    if (loaders.some(isDatapackLoader)) return 'datapack';
    if (loaders.some(isPluginLoader)) return 'plugin';
    return 'mod';
  }
  return projectType === 'project' ? 'mod' : projectType;
}

/** v2 reports plugins and data packs as mods, and a project without versions as "project". */
export function v2ProjectType(projectType: ProjectType, hasVersions: boolean): string {
  if (!hasVersions) return 'project';
  return projectType === 'plugin' || projectType === 'datapack' ? 'mod' : projectType;
}

export const PROJECT_TYPE_LABELS = [
  'mod', 'plugin', 'datapack', 'modAndPlugin', 'modAndDatapack', 'pluginAndDatapack', 'modPluginAndDatapack', 'resourcepack', 'shader',
  'modpack',
] as const;
export type ProjectTypeLabel = (typeof PROJECT_TYPE_LABELS)[number];

const isModLoader = (loader: string) => (MOD_LOADERS as readonly string[]).includes(loader);

/** Which type name a project shows (spec §9): mods, plugins and data packs by the loaders they span, others as typed. */
export function projectTypeLabel(projectType: ProjectType | 'project', loaders: readonly string[]): ProjectTypeLabel {
  if (projectType !== 'mod' && projectType !== 'plugin' && projectType !== 'datapack' && projectType !== 'project') return projectType;
  const [mod, plugin, datapack] = [loaders.some(isModLoader), loaders.some(isPluginLoader), loaders.some(isDatapackLoader)];
  if (mod && plugin && datapack) return 'modPluginAndDatapack';
  if (mod && plugin) return 'modAndPlugin';
  if (mod && datapack) return 'modAndDatapack';
  if (plugin && datapack) return 'pluginAndDatapack';
  if (datapack) return 'datapack';
  if (plugin) return 'plugin';
  return projectType === 'project' ? 'mod' : projectType;
}
