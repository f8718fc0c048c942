// Version rows and their parts to the v2 Version shape (contract §3.2).
import { isoDate } from '../lib/dates.ts';
import type { FileRow, VersionParts, VersionRow } from './queries.ts';

export function fileV2View(file: FileRow) {
  return {
    id: file.id,
    hashes: { sha1: file.sha1, sha512: file.sha512 },
    url: file.url,
    filename: file.filename,
    primary: file.primary,
    size: file.size,
    file_type: file.fileType,
  };
}

export function versionV2View(row: VersionRow, parts: VersionParts, includeChangelog = true) {
  const view = {
    id: row.id,
    project_id: row.projectId,
    author_id: row.authorId,
    featured: row.featured,
    name: row.name,
    version_number: row.versionNumber,
    changelog: row.changelog,
    changelog_url: null,
    date_published: isoDate(row.datePublished),
    downloads: row.downloads,
    version_type: row.versionType,
    status: row.status,
    requested_status: row.requestedStatus,
    files: parts.files.map(fileV2View),
    dependencies: parts.dependencies.map((dependency) => ({
      version_id: dependency.dependencyVersionId,
      project_id: dependency.dependencyProjectId,
      file_name: dependency.fileName,
      dependency_type: dependency.dependencyType,
    })),
    game_versions: parts.gameVersions,
    loaders: parts.loaders,
    environment: row.environment,
  };
  if (includeChangelog) return view;
  const { changelog: _omitted, ...withoutChangelog } = view;
  return withoutChangelog;
}

export type VersionV2 = ReturnType<typeof versionV2View>;
