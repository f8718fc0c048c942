// How the Content page narrows Kiln to what a server can run: the search facets and version loaders for each kind
// of content (data packs load on any server; modpacks on a vanilla server bring their own loader), the newest
// compatible version, and the installed list's filter.
import type { ContentItem, ContentKind } from '#contracts/server-content.ts';
import type { VersionV2 } from '#contracts/wire/version.ts';
import { kindsFor } from '#contracts/server-content-loaders.ts';
import { projectTypeFacet } from './project-type-facet.ts';

export type AddKind = ContentKind | 'modpack';

export { kindsFor };

/** The loaders a version must list to run on this server; empty when any will do. */
export function loadersFor(kind: AddKind, serverLoader: string): string[] {
  if (kind === 'datapack') return ['datapack'];
  if (kind === 'modpack' && serverLoader === 'vanilla') return [];
  return [serverLoader];
}

/** /v2/search facets: the kind, the loaders, the game version, and (for mods and plugins) not client-only. */
export function contentFacets(kind: AddKind, serverLoader: string, gameVersion: string): string[][] {
  const loaders = loadersFor(kind, serverLoader);
  const facets: string[][] = [[kind === 'modpack' ? 'project_type:modpack' : projectTypeFacet(kind)], [`versions:${gameVersion}`]];
  if (loaders.length > 0) facets.push(loaders.map((loader) => `categories:${loader}`));
  if (kind === 'mod' || kind === 'plugin') facets.push(['server_side:required', 'server_side:optional']);
  return facets;
}

/** The newest listed version that is published for the server's game version and loaders. */
export function newestCompatible(versions: readonly VersionV2[], loaders: readonly string[], gameVersion: string): VersionV2 | null {
  const fits = versions.filter((version) => version.game_versions.includes(gameVersion) && (loaders.length === 0 || version.loaders.some((loader) => loaders.includes(loader))));
  return fits.reduce<VersionV2 | null>((newest, version) => (!newest || version.date_published > newest.date_published ? version : newest), null);
}

/** The installed list narrowed by kind ('all' for every kind) and by words in the title or file name. */
export function filterContent(items: readonly ContentItem[], kind: ContentKind | 'all', text: string): ContentItem[] {
  const words = text.trim().toLowerCase();
  return items.filter((item) => (kind === 'all' || item.kind === kind)
    && (!words || item.file_name.toLowerCase().includes(words) || (item.project?.title.toLowerCase().includes(words) ?? false)));
}

/** Kiln project ids already on the server, so search results can say "Installed". */
export const installedProjects = (items: readonly ContentItem[]) => new Set(items.flatMap((item) => (item.project ? [item.project.id] : [])));
