// The /v2/search facet that picks one project type, for the search pages and the server panel's Content page alike.
import type { ProjectType } from '#contracts/enums.ts';

/** v2 counts plugins and data packs as mods, so their own pages ask for the v3 type instead (api-compat §facets). */
export function projectTypeFacet(type: ProjectType): string {
  return type === 'plugin' || type === 'datapack' ? `all_project_types:${type}` : `project_type:${type}`;
}
