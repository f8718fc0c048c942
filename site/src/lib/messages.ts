// The words islands receive, typed from the en-US message files that every locale falls back to: an island reading a
// key its group lacks is a type error, and so is a page handing an island a group without the keys it reads.
import type collectionsManage from '#site/i18n/messages/en-US/collectionsManage.json';
import type createProject from '#site/i18n/messages/en-US/createProject.json';
import type organizationSettings from '#site/i18n/messages/en-US/organizationSettings.json';
import type projectSettings from '#site/i18n/messages/en-US/projectSettings.json';
import type serverBackups from '#site/i18n/messages/en-US/serverBackups.json';
import type serverContent from '#site/i18n/messages/en-US/serverContent.json';
import type serverFiles from '#site/i18n/messages/en-US/serverFiles.json';
import type versionEditor from '#site/i18n/messages/en-US/versionEditor.json';
import type versionPage from '#site/i18n/messages/en-US/versionPage.json';

/** The message files whose groups islands receive, by section name. */
interface Sections {
  collectionsManage: typeof collectionsManage;
  createProject: typeof createProject;
  organizationSettings: typeof organizationSettings;
  projectSettings: typeof projectSettings;
  serverBackups: typeof serverBackups;
  serverContent: typeof serverContent;
  serverFiles: typeof serverFiles;
  versionEditor: typeof versionEditor;
  versionPage: typeof versionPage;
}

type GroupKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : `${Prefix}${K}` | GroupKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type GroupAt<T, Key extends string> = Key extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T ? GroupAt<T[Head], Rest> : never
  : Key extends keyof T ? T[Key] : never;

/** The dotted key of a message group, e.g. 'projectSettings.general'. */
export type MessageGroupKey = GroupKeys<Sections>;

/** A group's messages, nested groups left out (they reach islands as props of their own); "{{x}}" left to fill. */
export type Messages<Key extends MessageGroupKey> = {
  [K in keyof GroupAt<Sections, Key> as GroupAt<Sections, Key>[K] extends string ? K : never]: string;
};
