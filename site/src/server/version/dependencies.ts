// A version's dependencies with what a page shows for each: the project as a card, the pinned version, or just a file name.
import type { Reading } from '#access';
import type { Viewer } from '#access';
import { getProjects } from '#catalog';
import type { ProjectCard } from '#catalog';
import { getVersions } from '#catalog';
import type { VersionV2 } from '#catalog';
import { projectCards } from '../project/cards.ts';

export interface DependencyItem {
  type: VersionV2['dependencies'][number]['dependency_type'];
  project: ProjectCard | null;
  versionNumber: string | null;
  fileName: string | null;
}

export async function loadDependencies(reading: Reading, viewer: Viewer | null, version: VersionV2): Promise<DependencyItem[]> {
  const pinned = version.dependencies.flatMap((dependency) => (dependency.version_id ? [dependency.version_id] : []));
  const pinnedVersions = new Map((await getVersions(reading, viewer, pinned, false)).map((entry) => [entry.id, entry]));
  const projectOf = (dependency: VersionV2['dependencies'][number]) =>
    dependency.project_id ?? (dependency.version_id ? pinnedVersions.get(dependency.version_id)?.project_id ?? null : null);
  const projectIds = [...new Set(version.dependencies.map(projectOf).filter((id): id is string => id !== null))];
  const cards = new Map((await projectCards(reading, viewer, await getProjects(reading, viewer, projectIds))).map((card) => [card.id, card]));
  return version.dependencies.map((dependency) => {
    const projectId = projectOf(dependency);
    return {
      type: dependency.dependency_type,
      project: projectId ? cards.get(projectId) ?? null : null,
      versionNumber: dependency.version_id ? pinnedVersions.get(dependency.version_id)?.version_number ?? null : null,
      fileName: dependency.file_name,
    };
  });
}
