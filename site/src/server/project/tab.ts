// What every project tab loads first: the project under the URL rules, its About panel and, when asked, its versions.
import type { AstroGlobal } from 'astro';
import { countPageView } from '#analytics';
import { loadAbout, type AboutData } from './about.ts';
import { loadProject, type ProjectPage } from './load.ts';
import { setPageCaching } from '../viewer.ts';
import { loadVersionList, type ProjectVersion } from './versions.ts';

export interface ProjectTab {
  page: ProjectPage;
  about: AboutData;
  versions: ProjectVersion[];
}

/** A redirect to the canonical URL, the loaded tab, or null after setting the 404 status. */
export async function loadProjectTab(astro: AstroGlobal, options: { versions?: boolean } = {}): Promise<{ redirect: string } | ProjectTab | null> {
  const load = await loadProject(astro);
  if (load.kind === 'redirect') return { redirect: load.location };
  if (load.kind === 'missing') {
    astro.response.status = 404;
    return null;
  }
  const runtime = await astro.locals.kiln.runtime();
  const projectId = load.page.project.id;
  countPageView(runtime, astro.request, projectId);
  setPageCaching(astro, load.page.viewer, 'owned', { projects: [projectId], onServe: (request) => countPageView(runtime, request, projectId) });
  const [about, versions] = await Promise.all([loadAbout(runtime, load.page), options.versions ? loadVersionList(runtime, load.page) : []]);
  return { page: load.page, about, versions };
}
