// The version editor's shapes: the form, its dependencies and files, and what the pages hand to the islands.
import type { DependencyType, FileType, VersionType } from '#contracts/enums.ts';
import type { InspectionAnswer } from '#contracts/version-write.ts';
import type { Messages } from '#site/lib/messages.ts';

export interface EditorDependency {
  projectId: string | null;
  versionId: string | null;
  fileName: string | null;
  type: DependencyType;
  /** What the row shows: the project's title (or the file name), its icon and the pinned version's number. */
  title: string;
  iconUrl: string | null;
  versionNumber: string | null;
}

export interface VersionForm {
  versionNumber: string;
  name: string;
  channel: VersionType;
  changelog: string;
  gameVersions: string[];
  loaders: string[];
  dependencies: EditorDependency[];
  featured: boolean;
}

export type FormField = 'versionNumber' | 'name' | 'changelog' | 'gameVersions' | 'loaders' | 'dependencies' | 'files';

/** The project the editor works on. */
export interface EditorProject {
  id: string;
  title: string;
  /** The project's row type (mod, plugin, datapack, …), which decides the loaders offered. */
  projectType: string;
  /** The project's path as the visitor used it; versions live below it. */
  base: string;
}

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  sent: number;
  total: number;
  inspection: InspectionAnswer | null;
  error: string | null;
  fileType: FileType | null;
}

/** The staged upload Kiln keeps for a finished file, which publishing names instead of sending the file again. */
export const stagedIdOf = (item: UploadItem): string | null => item.inspection?.staged_upload_id ?? null;

/** A published file as the edit page shows it (immutable apart from the primary flag and the file type). */
export interface PublishedFile {
  filename: string;
  size: number;
  sha1: string;
  sha512: string;
  primary: boolean;
  fileType: FileType | null;
}

/** The versionEditor messages, every island of the editor reads from. */
export type Strings = Messages<'versionEditor'>;
