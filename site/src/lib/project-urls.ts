// URLs of project, version and search pages (spec §2 URL shape; search URL state q, f, g, l, s, m, page from DESIGN.md).
import { PROJECT_TYPES } from '#contracts/enums.ts';

/** The first path segment of a project page: the project types, plus the generic "project". */
export const PROJECT_ROUTE_TYPES: readonly string[] = [...PROJECT_TYPES, 'project'];
export const isProjectRouteType = (segment: string | undefined): segment is string => PROJECT_ROUTE_TYPES.includes(segment ?? '');

/** Sub-routes of profiles, organizations and collections name a type in the plural, as the search pages do. */
export const pluralType = (type: string) => `${type}s`;
export const typeFromPlural = (plural: string | undefined) =>
  PROJECT_TYPES.find((type) => pluralType(type) === plural) ?? null;

export const projectPath = (type: string, key: string) => `/${type}/${encodeURIComponent(key)}`;
export const versionPath = (projectBase: string, urlEnding: string) => `${projectBase}/version/${encodeURIComponent(urlEnding)}`;

export const categorySearchUrl = (type: string, category: string) => `/${pluralType(type)}?f=categories:${encodeURIComponent(category)}`;
export const loaderSearchUrl = (type: string, loader: string) => `/${pluralType(type)}?l=${encodeURIComponent(loader)}`;

export interface ProjectIdentity {
  id: string;
  slug: string | null;
  /** projectTypeForUrl of the project. */
  urlType: string;
}

/**
 * Where a project URL should point instead, or null when it is canonical. The slug form is canonical, and so is
 * the ID form (the permanent link), as long as the type segment is right: a permanent link must keep working as one.
 * `rest` is the path after the key (a tab or a version) and `search` the query, both carried over.
 */
export function projectRedirect(type: string, key: string, rest: string, search: string, project: ProjectIdentity): string | null {
  const canonicalKey = key === project.id ? project.id : (project.slug ?? project.id);
  if (type === project.urlType && key === canonicalKey) return null;
  return `${projectPath(project.urlType, canonicalKey)}${rest}${search}`;
}
