// The editor's form rules: request bodies built from the form, checked with the shared contract schemas (the same
// limits the API applies), issues mapped to fields, and pre-filling from what Kiln read in an uploaded file.
import type { ZodError } from 'zod';
import { VERSION_NAME_MAX, VERSION_NUMBER_MAX, CHANGELOG_MAX } from '#contracts/limits.ts';
import { createVersionSchema, editVersionSchema, type EditVersionInput, type Inspection } from '#contracts/version-write.ts';
import { format } from './text.ts';
import { stagedIdOf, type EditorDependency, type FormField, type PublishedFile, type Strings, type UploadItem, type VersionForm } from './types.ts';

export type FieldErrors = Partial<Record<FormField, string>>;

const FIELD_OF_KEY: Record<string, FormField> = {
  version_number: 'versionNumber', name: 'name', changelog: 'changelog', game_versions: 'gameVersions',
  loaders: 'loaders', dependencies: 'dependencies', file_parts: 'files',
};

function messageFor(field: FormField, code: string, s: Strings): string {
  switch (field) {
    case 'versionNumber':
      if (code === 'too_big') return format(s.errorTooLong, { max: VERSION_NUMBER_MAX });
      return code === 'invalid_format' ? s.errorVersionNumberPattern : s.errorRequired;
    case 'name':
      return format(s.errorTooLong, { max: VERSION_NAME_MAX });
    case 'changelog':
      return format(s.errorTooLong, { max: CHANGELOG_MAX });
    case 'gameVersions':
      return s.errorGameVersionsRequired;
    case 'loaders':
      return s.errorLoadersRequired;
    case 'dependencies':
      return s.errorDependencies;
    case 'files':
      return s.errorFilesRequired;
  }
}

export function fieldErrors(error: ZodError, s: Strings): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = FIELD_OF_KEY[String(issue.path[0])];
    // A blank name stands for the version number (see nameOf), so only a name too long is the name's own error.
    if (field === 'name' && issue.code !== 'too_big') continue;
    if (field && !errors[field]) errors[field] = messageFor(field, issue.code, s);
  }
  return errors;
}

const dependencyBody = (dependencies: EditorDependency[]) =>
  dependencies.map((d) => ({ project_id: d.projectId, version_id: d.versionId, file_name: d.fileName, dependency_type: d.type }));

/** A blank name publishes under the version number, which is what most creators would type anyway. */
const nameOf = (form: VersionForm) => (form.name.trim() ? form.name : form.versionNumber);

/** The api-compat §version-publishing `data`, its file parts being the files' staged uploads, or the problems to show next to the fields. */
export function createRequest(form: VersionForm, projectId: string, items: UploadItem[], primaryKey: string | null, s: Strings):
  { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const primary = items.find((item) => item.key === primaryKey) ?? items[0];
  const data = {
    project_id: projectId,
    file_parts: items.map(stagedIdOf),
    version_number: form.versionNumber,
    name: nameOf(form),
    changelog: form.changelog,
    dependencies: dependencyBody(form.dependencies),
    game_versions: form.gameVersions,
    version_type: form.channel,
    loaders: form.loaders,
    featured: form.featured,
    primary_file: primary ? stagedIdOf(primary) : null,
    file_types: Object.fromEntries(items.filter((item) => item !== primary && item.fileType).map((item) => [stagedIdOf(item), item.fileType])),
  };
  const parsed = createVersionSchema.safeParse(data);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, s);
  if (items.length === 0) errors.files = s.errorFilesRequired;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** The api-compat §version-edits changes between what was loaded and the form (only what changed), or the problems to show. */
export function editRequest(initial: VersionForm, form: VersionForm, initialFiles: PublishedFile[], files: PublishedFile[], s: Strings):
  { ok: true; changes: EditVersionInput } | { ok: false; errors: FieldErrors } {
  const changes: Record<string, unknown> = {};
  if (form.versionNumber !== initial.versionNumber) changes.version_number = form.versionNumber;
  if (nameOf(form) !== initial.name) changes.name = nameOf(form);
  if (form.changelog !== initial.changelog) changes.changelog = form.changelog;
  if (form.channel !== initial.channel) changes.version_type = form.channel;
  if (form.featured !== initial.featured) changes.featured = form.featured;
  if (!sameList(form.gameVersions, initial.gameVersions)) changes.game_versions = form.gameVersions;
  if (!sameList(form.loaders, initial.loaders)) changes.loaders = form.loaders;
  if (JSON.stringify(dependencyBody(form.dependencies)) !== JSON.stringify(dependencyBody(initial.dependencies))) {
    changes.dependencies = dependencyBody(form.dependencies);
  }
  const retyped = files.filter((file) => initialFiles.find((before) => before.sha512 === file.sha512)?.fileType !== file.fileType);
  if (retyped.length) changes.file_types = retyped.map((file) => ({ algorithm: 'sha512', hash: file.sha512, file_type: file.fileType }));
  const primary = files.find((file) => file.primary);
  if (primary && !initialFiles.find((before) => before.sha512 === primary.sha512)?.primary) changes.primary_file = ['sha512', primary.sha512];
  const parsed = editVersionSchema.safeParse(changes);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error, s) };
  return { ok: true, changes: parsed.data };
}

/** Where a field's value came from: typed by the creator, read from a file, copied from an earlier version, or nothing yet. */
export type Origin = 'user' | 'file' | 'template' | 'empty';
export type PrefillField = 'versionNumber' | 'name' | 'gameVersions' | 'loaders';
export type Origins = Record<PrefillField, Origin>;

export const initialOrigins = (form: VersionForm): Origins => ({
  versionNumber: form.versionNumber ? 'template' : 'empty',
  name: form.name ? 'template' : 'empty',
  gameVersions: form.gameVersions.length ? 'template' : 'empty',
  loaders: form.loaders.length ? 'template' : 'empty',
});

/**
 * Fills what the creator has not set from a file's inspection: the first file to suggest a value wins, an earlier
 * version's values give way to the file's, and nothing the creator typed is touched. Loaders are limited to the
 * ones the project type offers (all of them while that list is still loading).
 */
export function applyInspection(form: VersionForm, origins: Origins, inspection: Inspection, offeredLoaders: readonly string[] | null):
  { form: VersionForm; origins: Origins } {
  const next = { ...form };
  const nextOrigins = { ...origins };
  const open = (field: PrefillField) => origins[field] === 'empty' || origins[field] === 'template';
  const loaders = inspection.loaders.filter((loader) => !offeredLoaders || offeredLoaders.includes(loader));
  if (open('loaders') && loaders.length) {
    next.loaders = loaders;
    nextOrigins.loaders = 'file';
  }
  if (open('gameVersions') && inspection.game_versions.length) {
    next.gameVersions = inspection.game_versions;
    nextOrigins.gameVersions = 'file';
  }
  if (open('versionNumber') && inspection.version_number && inspection.version_number.length <= VERSION_NUMBER_MAX) {
    next.versionNumber = inspection.version_number;
    nextOrigins.versionNumber = 'file';
  }
  if (open('name') && inspection.name && inspection.name.length <= VERSION_NAME_MAX) {
    next.name = inspection.name;
    nextOrigins.name = 'file';
  }
  return { form: next, origins: nextOrigins };
}
