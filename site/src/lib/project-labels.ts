// Display rules for project facts: the environment a project runs in, tag names, and tag order (spec §3, §9).
import type { TFunction } from 'i18next';
import type { SideType } from '#contracts/enums.ts';

export type Environment = 'client' | 'server' | 'clientAndServer' | 'clientOrServer' | 'unsupported';

/** The environment label for a project's client and server sides; null while either side is unknown. */
export function environmentOf(client: SideType, server: SideType): Environment | null {
  if (client === 'unknown' || server === 'unknown') return null;
  if (client === 'unsupported' && server === 'unsupported') return 'unsupported';
  if (server === 'unsupported') return 'client';
  if (client === 'unsupported') return 'server';
  if (client === 'optional' && server === 'optional') return 'clientOrServer';
  return 'clientAndServer';
}

/** Loader names are brand names and keep their own spelling in every language. */
const LOADER_NAMES: Record<string, string> = {
  'bta-babric': 'BTA (Babric)', bungeecord: 'BungeeCord', datapack: 'Data Pack', 'java-agent': 'Java Agent',
  'legacy-fabric': 'Legacy Fabric', liteloader: 'LiteLoader', minecraft: 'Resource Pack', modloader: "Risugami's ModLoader",
  neoforge: 'NeoForge', nilloader: 'NilLoader', optifine: 'OptiFine',
};

/** Category, feature, resolution and performance-impact names in the page's language, by tag name. */
export type TagNames = Readonly<Record<string, string>>;

/** The page language's tag names (message section "tags"); islands receive the few they show as props instead. */
export const tagNames = (t: TFunction): TagNames => t('tags.names', { returnObjects: true }) as TagNames;

/** A tag's display name: the translated name, else a loader's brand spelling, else the name read as words. */
export const tagLabel = (name: string, names: TagNames = {}) =>
  names[name] ?? LOADER_NAMES[name] ?? name.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');

export interface CategoryTag {
  name: string;
  header: string;
}

const HEADER_ORDER = ['categories', 'features', 'resolutions', 'performance impact'];
const PERFORMANCE_ORDER = ['potato', 'low', 'medium', 'high', 'screenshot'];
const resolution = (name: string) => Number.parseInt(name, 10) || 0;

/** Performance impact potato → screenshot, resolutions by their number, everything else by header then name. */
export function sortTags(names: readonly string[], tags: readonly CategoryTag[]): string[] {
  const headerOf = (name: string) => tags.find((tag) => tag.name === name)?.header ?? 'categories';
  const rank = (header: string) => (HEADER_ORDER.includes(header) ? HEADER_ORDER.indexOf(header) : HEADER_ORDER.length);
  return [...new Set(names)].sort((a, b) => {
    const [headerA, headerB] = [headerOf(a), headerOf(b)];
    if (headerA !== headerB) return rank(headerA) - rank(headerB) || headerA.localeCompare(headerB);
    if (headerA === 'performance impact') return PERFORMANCE_ORDER.indexOf(a) - PERFORMANCE_ORDER.indexOf(b);
    if (headerA === 'resolutions') return resolution(a) - resolution(b);
    return a.localeCompare(b);
  });
}
