// Request bodies of the version write routes (api-compat §version-publishing, §version-edits) and the file-inspection answer, shared with the site.
import { z } from 'zod';
import { DEPENDENCY_TYPES, FILE_TYPES, PROJECT_TYPES, VERSION_STATUSES, VERSION_TYPES } from './enums.ts';
import {
  CHANGELOG_MAX, UPLOADED_IMAGES_MAX, VERSION_DEPENDENCIES_MAX, VERSION_FILES_MAX, VERSION_NAME_MAX, VERSION_NAME_MIN,
  VERSION_NUMBER_MAX, VERSION_NUMBER_MIN, VERSION_NUMBER_PATTERN,
} from './limits.ts';

export const ENVIRONMENTS = [
  'client_and_server', 'client_only', 'client_only_server_optional', 'singleplayer_only', 'server_only',
  'server_only_client_optional', 'dedicated_server_only', 'client_or_server', 'client_or_server_prefers_both', 'unknown',
] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Statuses a creator may ask for; `scheduled` and `unknown` are the server's own. */
export const REQUESTABLE_VERSION_STATUSES = ['listed', 'archived', 'draft', 'unlisted'] as const satisfies readonly (typeof VERSION_STATUSES)[number][];

const versionNumber = z.string().min(VERSION_NUMBER_MIN).max(VERSION_NUMBER_MAX)
  .regex(VERSION_NUMBER_PATTERN, 'Version number may only contain letters, digits and !@$()`.+,_"-');
const versionName = z.string().min(VERSION_NAME_MIN).max(VERSION_NAME_MAX)
  .refine((value) => value.trim().length > 0, 'Name must not be blank');
const changelog = z.string().max(CHANGELOG_MAX);
const tagList = z.array(z.string().min(1).max(64)).min(1).max(1024);

export const dependencySchema = z.object({
  version_id: z.string().nullish(),
  project_id: z.string().nullish(),
  file_name: z.string().max(4096).nullish(),
  dependency_type: z.enum(DEPENDENCY_TYPES),
}).refine((d) => Boolean(d.version_id || d.project_id || d.file_name), 'A dependency needs a version_id, project_id or file_name');
export type DependencyInput = z.infer<typeof dependencySchema>;

const dependencies = z.array(dependencySchema).max(VERSION_DEPENDENCIES_MAX, `At most ${VERSION_DEPENDENCIES_MAX} dependencies`);
const fileTypes = z.record(z.string(), z.enum(FILE_TYPES).nullable());

/** v2 clients still send the old field names; the new name wins when both are present. */
const ALIASES: Record<string, string> = {
  mod_id: 'project_id', version_title: 'name', version_body: 'changelog', release_channel: 'version_type',
};
const withAliases = (value: unknown) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [alias, name] of Object.entries(ALIASES)) if (out[name] === undefined && out[alias] !== undefined) out[name] = out[alias];
  return out;
};

export const createVersionSchema = z.preprocess(withAliases, z.object({
  project_id: z.string().min(1),
  file_parts: z.array(z.string().min(1)).max(VERSION_FILES_MAX, `At most ${VERSION_FILES_MAX} files per version`),
  version_number: versionNumber,
  name: versionName,
  changelog: changelog.nullish(),
  dependencies,
  game_versions: tagList,
  version_type: z.enum(VERSION_TYPES),
  loaders: tagList,
  featured: z.boolean(),
  primary_file: z.string().nullish(),
  status: z.enum(REQUESTABLE_VERSION_STATUSES).default('listed'),
  file_types: fileTypes.default({}),
  environment: z.enum(ENVIRONMENTS).nullish(),
  uploaded_images: z.array(z.string()).max(UPLOADED_IMAGES_MAX).default([]),
  ordering: z.number().int().nullish(),
}));
export type CreateVersionInput = z.infer<typeof createVersionSchema>;

const hashAlgorithm = z.enum(['sha1', 'sha512']);

export const editVersionSchema = z.object({
  name: versionName.optional(),
  version_number: versionNumber.optional(),
  changelog: changelog.optional(),
  version_type: z.enum(VERSION_TYPES).optional(),
  dependencies: dependencies.optional(),
  game_versions: tagList.optional(),
  loaders: tagList.optional(),
  featured: z.boolean().optional(),
  downloads: z.number().int().min(0).optional(),
  status: z.enum(REQUESTABLE_VERSION_STATUSES).optional(),
  environment: z.enum(ENVIRONMENTS).optional(),
  ordering: z.number().int().nullable().optional(),
  file_types: z.array(z.object({ algorithm: hashAlgorithm, hash: z.string().min(1), file_type: z.enum(FILE_TYPES).nullable() })).max(VERSION_FILES_MAX).optional(),
  primary_file: z.tuple([hashAlgorithm, z.string().min(1)]).optional(),
});
export type EditVersionInput = z.infer<typeof editVersionSchema>;

export const addFilesSchema = z.object({ file_types: fileTypes.default({}) }).default({ file_types: {} });

/** The website's add-files body: the caller's staged uploads instead of file parts, `file_types` keyed by their IDs. */
export const addStagedFilesSchema = z.object({
  file_parts: z.array(z.string().min(1)).min(1, 'At least one file must be uploaded').max(VERSION_FILES_MAX, `At most ${VERSION_FILES_MAX} files per version`),
  file_types: fileTypes.default({}),
});
export type AddStagedFilesInput = z.infer<typeof addStagedFilesSchema>;

/**
 * The optional `data` part of an inspection: the project the file is meant for, so a file another project already
 * published is refused at once, as publishing would refuse it.
 */
export const inspectUploadData = z.object({ project_id: z.string().min(1).max(64).optional() }).default({});

/** What the upload form can pre-fill from one file (POST /_internal/version-files/inspect). */
export const inspectionSchema = z.object({
  file_name: z.string(),
  project_type: z.enum(PROJECT_TYPES).nullable(),
  loaders: z.array(z.string()),
  game_versions: z.array(z.string()),
  version_number: z.string().nullable(),
  name: z.string().nullable(),
  environment: z.enum(ENVIRONMENTS).nullable(),
});
export type Inspection = z.infer<typeof inspectionSchema>;

/**
 * The inspection answer: with a project named, Kiln keeps the file as a staged upload, whose ID publishing names (as a
 * file part) instead of sending the bytes again.
 */
export const inspectionAnswerSchema = inspectionSchema.extend({ staged_upload_id: z.string().nullable() });
export type InspectionAnswer = z.infer<typeof inspectionAnswerSchema>;
