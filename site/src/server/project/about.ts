// What the About panel shows besides the project itself: creators, the owning organization and tag lists.
import type { Reading } from '#access';
import { getOrganization } from '#community';
import { teamMembers } from '#community';
import { listGameVersions, listLoaders } from '#catalog';
import { orNotFound } from './not-found.ts';
import type { ProjectPage } from './load.ts';

export async function loadAbout(reading: Reading, page: ProjectPage) {
  const { db } = reading;
  const { project, viewer } = page;
  const [members, organization, gameVersions, loaders] = await Promise.all([
    teamMembers(reading, viewer, project.team),
    project.organization ? orNotFound(getOrganization(reading, project.organization)) : null,
    listGameVersions(db),
    listLoaders(db),
  ]);
  return { members: members.filter((member) => member.accepted), organization, gameVersions, loaders };
}

export type AboutData = Awaited<ReturnType<typeof loadAbout>>;
