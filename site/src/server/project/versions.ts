// A project's versions as the §9 version list, with the usernames of their authors.
import type { Reading } from '#access';
import { getUsers } from '#accounts';
import { heldVersionIds, listProjectVersions } from '#catalog';
import type { VersionV2 } from '#catalog';
import { buildVersionList, type ListedVersion } from '#site/lib/version-list.ts';
import type { ProjectPage } from './load.ts';

/** `held`: hidden for review by the technical review, which only members and staff see listed. */
export type ProjectVersion = ListedVersion<VersionV2 & { changelog: string }> & { authorName: string | null; held?: boolean };

export async function loadVersionList(reading: Reading, page: ProjectPage): Promise<ProjectVersion[]> {
  const { db } = reading;
  const versions = (await listProjectVersions(reading, page.viewer, page.project.id, {}, true)) as (VersionV2 & { changelog: string })[];
  const authors = await getUsers(reading, page.viewer, [...new Set(versions.map((version) => version.author_id))]);
  const names = new Map(authors.map((user) => [user.id, user.username]));
  const held = await heldVersionIds(db, versions.map((version) => version.id));
  return buildVersionList(versions).map((version) => ({ ...version, authorName: names.get(version.author_id) ?? null, held: held.has(version.id) }));
}
