// A content file as the Content page and the API show it: its Kiln project and version when its hash is known,
// and the newer version the server could run.
import { DISABLED_SUFFIX, type ContentItem, type ContentKind } from '#contracts/server-content.ts';
import type { ProjectV2, VersionV2 } from '#catalog';

export interface InstalledFile {
  kind: ContentKind;
  path: string;
  size: number;
  sha1: string;
}

export function contentItem(file: InstalledFile, project: ProjectV2 | undefined, version: VersionV2 | undefined, update: VersionV2 | undefined): ContentItem {
  const fileName = file.path.slice(file.path.lastIndexOf('/') + 1);
  return {
    kind: file.kind,
    path: file.path,
    file_name: fileName,
    enabled: !fileName.toLowerCase().endsWith(DISABLED_SUFFIX),
    size: file.size,
    sha1: file.sha1,
    project: project ? { id: project.id, slug: project.slug ?? project.id, title: project.title, icon_url: project.icon_url, project_type: project.project_type } : null,
    version: version ? { id: version.id, version_number: version.version_number } : null,
    update: update && version && update.id !== version.id ? { version_id: update.id, version_number: update.version_number } : null,
  };
}
