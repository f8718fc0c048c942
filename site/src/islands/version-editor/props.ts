// What the editor pages hand to the islands (all serialisable).
import type { Messages } from '#site/lib/messages.ts';
import type { EditorProject, PublishedFile, Strings, VersionForm } from './types.ts';

export interface EditorLabels {
  channel: Messages<'versionPage.channel'>;
  dependency: Messages<'versionPage.dependency'>;
  fileType: Messages<'versionPage.fileType'>;
}

export interface NewVersionProps {
  project: EditorProject;
  initial: VersionForm;
  /** The number of the version the form was copied from (`/version/{number}-new`), if any. */
  templateVersion: string | null;
  strings: Strings;
  labels: EditorLabels;
  locale: string;
}

export interface EditVersionProps {
  project: EditorProject;
  versionId: string;
  /** The version's edit stamp as the page loaded it: a save is refused (409) if someone else saved since. */
  updated: string;
  initial: VersionForm;
  files: PublishedFile[];
  strings: Strings;
  labels: EditorLabels;
  locale: string;
  /** Where the version page is; the editor returns there after saving. */
  versionUrl: string;
  canDelete: boolean;
}
