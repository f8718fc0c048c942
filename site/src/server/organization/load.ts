// What an organization page loads: the organization, its accepted members, its projects as cards and their totals,
// and whether the viewer may manage it.
import type { AstroGlobal } from 'astro';
import { mayManageOrganization } from '#community';
import { getOrganization, organizationMembers, organizationProjects } from '#community';
import { pageViewer, setPageCaching } from '../viewer.ts';
import { projectCards } from '../project/cards.ts';
import { orNotFound } from '../project/not-found.ts';

export async function loadOrganization(astro: AstroGlobal) {
  const runtime = await astro.locals.kiln.runtime();
  const { db } = runtime;
  const viewer = await pageViewer(astro);
  setPageCaching(astro, viewer);
  const organization = await orNotFound(getOrganization(runtime, astro.params.id ?? ''));
  if (!organization) return null;
  const [members, projects] = await Promise.all([organizationMembers(runtime, viewer, organization), organizationProjects(runtime, viewer, organization)]);
  return {
    organization,
    members: members.filter((member) => member.accepted),
    /** Per viewer: the page is not shared-cached for signed-in people (setPageCaching). */
    canManage: mayManageOrganization(viewer, members),
    cards: await projectCards(runtime, viewer, projects),
    stats: {
      downloads: projects.reduce((sum, project) => sum + project.downloads, 0),
      projects: projects.length,
      followers: projects.reduce((sum, project) => sum + project.followers, 0),
    },
  };
}

export type OrganizationPage = NonNullable<Awaited<ReturnType<typeof loadOrganization>>>;
