// What every project page loads first: the viewer and the project under the URL rules (canonical redirect or 404).
import type { AstroGlobal } from 'astro';
import type { Viewer } from '#access';
import { isStaff } from '#access';
import type { ProjectType } from '#contracts/enums.ts';
import { projectTypeForUrl } from '#contracts/loaders.ts';
import { projectViews, resolveVisibleProject } from '#catalog';
import type { ProjectV2 } from '#catalog';
import { isProjectRouteType, projectPath, projectRedirect } from '#site/lib/project-urls.ts';
import { pageViewer, setPageCaching } from '../viewer.ts';
import { orNotFound } from './not-found.ts';

export interface ProjectPage {
  viewer: Viewer | null;
  project: ProjectV2;
  projectType: ProjectType;
  urlType: string;
  /** The project's path in the form the visitor used (slug or ID): tabs and versions link below it. */
  base: string;
  canonical: string;
  permanent: string;
  /** The path after the project key: a tab or a version. */
  rest: string;
  /** An accepted member of the project (or of its organization): may copy version IDs. */
  isMember: boolean;
  /** A member or staff: sees moderation details. */
  insider: boolean;
}

export type ProjectLoad = { kind: 'redirect'; location: string } | { kind: 'missing' } | { kind: 'found'; page: ProjectPage };

export async function loadProject(astro: AstroGlobal): Promise<ProjectLoad> {
  const { type, id: key } = astro.params;
  if (!isProjectRouteType(type) || !key) return { kind: 'missing' };
  const runtime = await astro.locals.kiln.runtime();
  const { db } = runtime;
  const viewer = await pageViewer(astro);
  setPageCaching(astro, viewer);
  const found = await orNotFound(resolveVisibleProject(db, viewer, key));
  if (!found) return { kind: 'missing' };
  const [project] = await projectViews(runtime, [found.row]);
  const urlType = projectTypeForUrl(found.row.projectType, project!.loaders);
  const rest = astro.url.pathname.split('/').slice(3).filter(Boolean).map((segment) => `/${segment}`).join('');
  const location = projectRedirect(type, key, rest, astro.url.search, { id: project!.id, slug: project!.slug, urlType });
  if (location) return { kind: 'redirect', location };
  return {
    kind: 'found',
    page: {
      viewer,
      project: project!,
      projectType: found.row.projectType,
      urlType,
      base: projectPath(urlType, key),
      canonical: projectPath(urlType, project!.slug ?? project!.id),
      permanent: projectPath(urlType, project!.id),
      rest,
      isMember: found.isMember,
      insider: found.isMember || isStaff(viewer),
    },
  };
}
