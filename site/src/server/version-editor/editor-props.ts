// Server-side inputs of the version editor islands: strings, enum labels, the project, and a form filled from a version.
import type { AstroGlobal } from 'astro';
import type { TFunction } from 'i18next';
import type { Viewer } from '#access';
import type { DependencyType, FileType } from '#contracts/enums.ts';
import type { VersionV2 } from '#catalog';
import type { EditorLabels } from '#site/islands/version-editor/props.ts';
import type { EditorProject, PublishedFile, Strings, VersionForm } from '#site/islands/version-editor/types.ts';
import type { ProjectPage } from '../project/load.ts';
import { loadDependencies } from '../version/dependencies.ts';

export const editorStrings = (t: TFunction): Strings => t('versionEditor', { returnObjects: true }) as unknown as Strings;

export const editorLabels = (t: TFunction): EditorLabels => ({
  channel: t('versionPage.channel', { returnObjects: true }) as unknown as EditorLabels['channel'],
  dependency: t('versionPage.dependency', { returnObjects: true }) as unknown as EditorLabels['dependency'],
  fileType: t('versionPage.fileType', { returnObjects: true }) as unknown as EditorLabels['fileType'],
});

export const editorProject = (page: ProjectPage): EditorProject => ({
  id: page.project.id, title: page.project.title, projectType: page.projectType, base: page.base,
});

export const BLANK_FORM: VersionForm = {
  versionNumber: '', name: '', channel: 'release', changelog: '', gameVersions: [], loaders: [], dependencies: [], featured: false,
};

/** The version's values; `template` keeps only what carries over to a next release (loaders, game versions, dependencies, channel). */
export async function formFromVersion(astro: Pick<AstroGlobal, 'locals'>, viewer: Viewer | null, version: VersionV2, template: boolean): Promise<VersionForm> {
  const shown = await loadDependencies(await astro.locals.kiln.runtime(), viewer, version);
  const dependencies = version.dependencies.map((dependency, i) => ({
    projectId: dependency.project_id, versionId: dependency.version_id, fileName: dependency.file_name, type: dependency.dependency_type as DependencyType,
    title: shown[i]?.project?.title ?? dependency.file_name ?? dependency.project_id ?? dependency.version_id ?? '',
    iconUrl: shown[i]?.project?.iconUrl ?? null, versionNumber: shown[i]?.versionNumber ?? null,
  }));
  const carried = { channel: version.version_type, gameVersions: version.game_versions, loaders: version.loaders, dependencies };
  if (template) return { ...BLANK_FORM, ...carried };
  return {
    ...carried, versionNumber: version.version_number, name: version.name, changelog: version.changelog ?? '', featured: version.featured,
  };
}

export const publishedFiles = (version: VersionV2): PublishedFile[] => version.files.map((file) => ({
  filename: file.filename, size: file.size, sha1: file.hashes.sha1, sha512: file.hashes.sha512, primary: file.primary, fileType: file.file_type as FileType | null,
}));
