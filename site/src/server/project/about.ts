// What the About panel shows besides the project itself: creators, the owning organization, tag lists and license text.
import type { Db } from '#access';
import { ALL_RIGHTS_RESERVED } from '#contracts/license.ts';
import { getOrganization } from '#community';
import { teamMembers } from '#community';
import { listGameVersions, listLoaders, licenseText } from '#catalog';
import { orNotFound } from './not-found.ts';
import type { ProjectPage } from './load.ts';

/** Only a single known license has a text of its own; expressions and custom licenses link out or name themselves. */
async function textOfLicense(db: Db, id: string): Promise<string | null> {
  if (id === ALL_RIGHTS_RESERVED || /\s/.test(id) || id.startsWith('LicenseRef-')) return null;
  return (await orNotFound(licenseText(db, id)))?.body || null;
}

export async function loadAbout(db: Db, page: ProjectPage) {
  const { project, viewer } = page;
  const [members, organization, gameVersions, loaders, license] = await Promise.all([
    teamMembers(db, viewer, project.team),
    project.organization ? orNotFound(getOrganization(db, project.organization)) : null,
    listGameVersions(db),
    listLoaders(db),
    textOfLicense(db, project.license.id),
  ]);
  return { members: members.filter((member) => member.accepted), organization, gameVersions, loaders, license };
}

export type AboutData = Awaited<ReturnType<typeof loadAbout>>;
