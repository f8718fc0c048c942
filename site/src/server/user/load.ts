// What a profile page loads: the user, their listed projects as cards, organizations, listed collections and stats,
// and whether the viewer is that user.
import type { AstroGlobal } from 'astro';
import { collectionsOfUser } from '#community';
import { organizationsOfUser } from '#community';
import { projectsOfUser } from '#catalog';
import { getUser } from '#accounts';
import { isStaff } from '#access';
import { staffUserDetails } from '#moderation';
import { pageViewer, setPageCaching } from '../viewer.ts';
import { projectCards } from '../project/cards.ts';
import { orNotFound } from '../project/not-found.ts';

export async function loadProfile(astro: AstroGlobal) {
  const runtime = await astro.locals.kiln.runtime();
  const { db } = runtime;
  const viewer = await pageViewer(astro);
  setPageCaching(astro, viewer);
  const user = await orNotFound(getUser(runtime, viewer, astro.params.id ?? ''));
  if (!user) return null;
  const [projects, organizations, collections] = await Promise.all([
    projectsOfUser(runtime, viewer, user.id),
    organizationsOfUser(runtime, user.id),
    collectionsOfUser(runtime, viewer, user.id),
  ]);
  return {
    user,
    /** Per viewer: the page is not shared-cached for signed-in people (setPageCaching). */
    ownProfile: viewer?.userId === user.id,
    /** Staff manage the user's billing from the profile. */
    staffView: isStaff(viewer),
    /** Staff see the person's private details and the ban and trust tools. */
    staffDetails: viewer && isStaff(viewer) ? await staffUserDetails(runtime, viewer, user.id) : null,
    cards: await projectCards(runtime, viewer, projects),
    organizations,
    collections,
    stats: {
      downloads: projects.reduce((sum, project) => sum + project.downloads, 0),
      projects: projects.length,
      followers: projects.reduce((sum, project) => sum + project.followers, 0),
    },
  };
}

export type Profile = NonNullable<Awaited<ReturnType<typeof loadProfile>>>;
