// Publishing versions: create (with file inspection and checks), edit metadata, delete ("yank"), add files, inspect an upload;
// creating and adding take the request's file parts or the caller's staged uploads alike.
import type { Db } from '#db/client.ts';
import type { Viewer } from '#access';
import type { FileType } from '#contracts/enums.ts';
import { ProjectPermission } from '#contracts/permissions.ts';
import { LISTED_VERSION_STATUSES } from '#contracts/visibility.ts';
import { packDownloadHosts } from '#contracts/pack-downloads.ts';
import type { AddStagedFilesInput, CreateVersionInput, EditVersionInput, InspectionAnswer } from '#contracts/version-write.ts';
import { extensionOf } from '../file-inspection/inspect.ts';
import { assertBase62 } from '#lib/base62-params.ts';
import { assertFresh, staleEdit } from '#lib/edit-stamp.ts';
import { ApiError, notFoundEmpty } from '#contracts/errors.ts';
import { randomId } from '#lib/ids.ts';
import type { UploadedPart } from '#lib/multipart.ts';
import type { Reading, Runtime } from '#platform/runtime.ts';
import { resolveVisibleProjects } from '../projects/service.ts';
import type { ProjectRow } from '../projects/queries.ts';
import { enqueueSearchRefresh } from '#search';
import { versionRecordsByIds } from '../versions/service.ts';
import type { FileV2, VersionV2 } from '#contracts/wire/version.ts';
import { fileKeyOf } from '#contracts/stored-files.ts';
import { checkFiles, withStoredBlobs } from './files.ts';
import { requirePermission } from './permissions.ts';
import {
  checkTags, inspectAll, packLoaders, prepareVersion, refuseForeignDuplicates, resolveDependencies, unique,
} from './prepare.ts';
import { writeVersion } from './publish.ts';
import * as q from './queries.ts';
import { invalid } from './refusal.ts';
import { requestParts, stageFile, stagedParts, sweepStagedUploads, type FileSource } from './staging.ts';

export { discardStagedUpload } from './staging.ts';

/** The creation answer: the v2 Version, whose files carry no `id` (api-compat §version-routes). */
export type CreatedVersion = Omit<VersionV2, 'files'> & { files: Omit<FileV2, 'id'>[] };

async function visibleProject(db: Db, viewer: Viewer, projectId: string): Promise<ProjectRow | null> {
  const [found] = await resolveVisibleProjects(db, viewer, [projectId]);
  return found?.row ?? null;
}

export const createVersion = (runtime: Runtime, viewer: Viewer, input: CreateVersionInput, parts: UploadedPart[]) =>
  publishVersion(runtime, viewer, input, requestParts(parts));

/** The website's publishing: `file_parts`, `primary_file` and `file_types` name the caller's staged uploads. */
export const createVersionFromStaged = (runtime: Runtime, viewer: Viewer, input: CreateVersionInput) =>
  publishVersion(runtime, viewer, input, stagedParts(runtime, viewer, input.file_parts));

async function publishVersion(runtime: Runtime, viewer: Viewer, input: CreateVersionInput, source: FileSource): Promise<CreatedVersion> {
  const { db, blobs, config } = runtime;
  const project = await visibleProject(db, viewer, input.project_id);
  if (!project) throw invalid('The project_id does not refer to an existing project');
  await requirePermission(db, viewer, project, 'UPLOAD_VERSION', "You don't have permission to upload this version!");
  const parts = await source.parts(project.id);
  const stray = parts.find((part) => !input.file_parts.includes(part.name));
  if (stray) throw invalid(`The part \`${stray.name}\` is not listed in file_parts`);
  const environment = (await q.selectLatestEnvironment(db, project.id)) ?? 'unknown';
  const version = await prepareVersion(db, project.id, input, parts, { environment, publisher: viewer, packHosts: packDownloadHosts(config.cdnUrl), blobs });

  const publication = { projectId: project.id, authorId: viewer.userId, now: new Date() };
  await withStoredBlobs(db, blobs, version.files, () => db.transaction(async (tx) => {
    await writeVersion(tx, publication, version);
    await source.consume(tx);
  }));
  const [record] = await versionRecordsByIds(runtime, viewer, [version.id]);
  const { files: withIds, ...view } = record!.view;
  return { ...view, files: withIds.map(({ id: _id, ...file }) => file) };
}

/** A version the viewer may change: visible, not deleted, and the permission held on its project. */
async function writableVersion(reading: Reading, viewer: Viewer, id: string, permission: keyof typeof ProjectPermission, refusal: string) {
  const { db } = reading;
  const [record] = await versionRecordsByIds(reading, viewer, [assertBase62(id)]);
  if (!record || record.deleted) throw notFoundEmpty();
  const project = await visibleProject(db, viewer, record.view.project_id);
  if (!project) throw notFoundEmpty();
  await requirePermission(db, viewer, project, permission, refusal);
  return { record, project };
}

function fileByHash(view: VersionV2, algorithm: 'sha1' | 'sha512', hash: string): FileV2 {
  const lower = hash.toLowerCase();
  const file = view.files.find((candidate) => candidate.hashes[algorithm] === lower);
  if (!file) throw invalid(`This version has no file with ${algorithm} ${hash}`);
  return file;
}

export interface EditVersionOptions {
  /** The edit stamp the editor loaded (the ETag); a version changed since then is not overwritten (409). */
  expectedUpdated?: Date;
  now?: Date;
}

/** Metadata only: a file's bytes, name and hashes never change once published. */
export async function editVersion(reading: Reading, viewer: Viewer, id: string, input: EditVersionInput, options: EditVersionOptions = {}): Promise<void> {
  const { db } = reading;
  const { record, project } = await writableVersion(reading, viewer, id, 'UPLOAD_VERSION', "You don't have permission to edit this version!");
  assertFresh(options.expectedUpdated, new Date(record.updated), 'version');
  if (input.downloads !== undefined && viewer.role !== 'admin') throw new ApiError('auth_error', 'Only administrators may set download counts');
  if (record.held && input.status !== undefined) throw invalid('This version is held for review; its status can change once staff have reviewed it');
  const loaders = input.loaders ? packLoaders(input.loaders, null) : undefined;
  if (loaders && loaders.length === 0) throw invalid('A version needs at least one loader');
  const gameVersions = input.game_versions ? unique(input.game_versions) : undefined;
  await checkTags(db, loaders ?? [], gameVersions);
  const dependencies = input.dependencies ? await resolveDependencies(db, viewer, input.dependencies, null) : undefined;
  const fileTypes = (input.file_types ?? []).map((entry) => ({ file: fileByHash(record.view, entry.algorithm, entry.hash), type: entry.file_type as FileType | null }));
  const primary = input.primary_file ? fileByHash(record.view, input.primary_file[0], input.primary_file[1]) : undefined;

  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const applied = await q.updateVersion(tx, record.view.id, {
      name: input.name, versionNumber: input.version_number, changelog: input.changelog, versionType: input.version_type,
      featured: input.featured, downloads: input.downloads, status: input.status, environment: input.environment, ordering: input.ordering,
    }, now, options.expectedUpdated);
    if (!applied) throw staleEdit('version');
    await q.replaceTags(tx, record.view.id, loaders, gameVersions);
    if (dependencies) await q.replaceDependencies(tx, record.view.id, dependencies);
    for (const { file, type } of fileTypes) await q.updateFileType(tx, file.id, type);
    if (primary) await q.setPrimaryFile(tx, record.view.id, primary.id);
    await q.touchProject(tx, project.id, now);
    await enqueueSearchRefresh(tx, [project.id]);
  });
}

/**
 * Deleting yanks: the version is recorded as deleted (left out of every list, refused by edits) and a listed or
 * archived one becomes unlisted, so search, project aggregates and update checks drop it, while its files stay
 * resolvable by hash and downloadable for the modpacks that pin them.
 */
export async function deleteVersion(reading: Reading, viewer: Viewer, id: string): Promise<void> {
  const { db } = reading;
  const { record, project } = await writableVersion(reading, viewer, id, 'DELETE_VERSION', "You don't have permission to delete this version!");
  const hidden = LISTED_VERSION_STATUSES.includes(record.status) ? 'unlisted' : null;
  await db.transaction(async (tx) => {
    await q.markDeleted(tx, record.view.id, viewer.userId, new Date(), hidden);
    await enqueueSearchRefresh(tx, [project.id]);
  });
}

export const addFiles = (runtime: Runtime, viewer: Viewer, id: string, fileTypes: Record<string, FileType | null>, parts: UploadedPart[]) =>
  addVersionFiles(runtime, viewer, id, fileTypes, requestParts(parts));

/** The website's adding of files: `file_parts` and the keys of `file_types` name the caller's staged uploads. */
export const addStagedFiles = (runtime: Runtime, viewer: Viewer, id: string, input: AddStagedFilesInput) =>
  addVersionFiles(runtime, viewer, id, input.file_types, stagedParts(runtime, viewer, input.file_parts));

async function addVersionFiles(runtime: Runtime, viewer: Viewer, id: string, fileTypes: Record<string, FileType | null>, source: FileSource): Promise<void> {
  const { db, blobs, config } = runtime;
  const { record, project } = await writableVersion(runtime, viewer, id, 'UPLOAD_VERSION', "You don't have permission to upload files to this version!");
  const parts = await source.parts(project.id);
  if (parts.length === 0) throw invalid('At least one file must be uploaded');
  if (parts.some((part) => extensionOf(part.filename) === 'mrpack')) throw invalid('A .mrpack file can only be uploaded with a new version');
  const files = checkFiles(parts, fileTypes, record.view.files.map((file) => file.filename));
  await refuseForeignDuplicates(db, project.id, files);
  await inspectAll(db, blobs, files, packDownloadHosts(config.cdnUrl));
  const now = new Date();
  await withStoredBlobs(db, blobs, files, () => db.transaction(async (tx) => {
    await q.insertFiles(tx, files.map((file) => ({
      id: randomId(), versionId: record.view.id, url: fileKeyOf(project.id, record.view.id, file.filename),
      filename: file.filename, primary: false, size: file.size, fileType: file.fileType, sha1: file.sha1, sha512: file.sha512,
      blobKey: file.blobKey,
    })));
    await q.updateVersion(tx, record.view.id, {}, now);
    await q.touchProject(tx, project.id, now);
    await enqueueSearchRefresh(tx, [project.id]);
    await source.consume(tx);
  }));
}

/**
 * Pre-fill suggestions for the upload form; invalid archives and packs are refused exactly as publishing would, and
 * so, when the form names its project, is a file another project already published. With a project named, the file
 * is kept as a staged upload for it. Each inspection also sweeps a batch of expired staged uploads.
 */
export async function inspectUpload(runtime: Runtime, viewer: Viewer, part: UploadedPart, projectKey?: string): Promise<InspectionAnswer> {
  const { db } = runtime;
  await sweepStagedUploads(runtime);
  const [file] = checkFiles([part], {});
  let project: ProjectRow | null = null;
  if (projectKey !== undefined) {
    project = await visibleProject(db, viewer, projectKey);
    if (!project) throw invalid('The project_id does not refer to an existing project');
    await requirePermission(db, viewer, project, 'UPLOAD_VERSION', "You don't have permission to upload this version!");
    await refuseForeignDuplicates(db, project.id, [file!]);
  }
  const { inspection } = (await inspectAll(db, runtime.blobs, [file!], packDownloadHosts(runtime.config.cdnUrl)))[0]!;
  return { ...inspection, staged_upload_id: project ? await stageFile(runtime, viewer.userId, project.id, file!) : null };
}
