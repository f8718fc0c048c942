// Publishing versions: create (with file inspection and checks), edit metadata, delete ("yank"), add files, inspect an upload.
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { FileType } from '../contracts/enums.ts';
import { ProjectPermission } from '../contracts/permissions.ts';
import { LISTED_VERSION_STATUSES } from '../contracts/visibility.ts';
import { VERSION_DEPENDENCIES_MAX } from '../contracts/limits.ts';
import type { CreateVersionInput, DependencyInput, EditVersionInput, Inspection } from '../contracts/version-write.ts';
import { extensionOf, inspectFile, type InspectedFile } from '../file-inspection/inspect.ts';
import { loaderContentProblem, modpackLoaderProblem } from '../file-inspection/loader-content.ts';
import { mrpackLoaders, type MrpackIndex } from '../file-inspection/mrpack.ts';
import { assertBase62 } from '../lib/base62-params.ts';
import { ApiError, notFoundEmpty } from '../lib/errors.ts';
import { randomId } from '../lib/ids.ts';
import type { UploadedPart } from '../lib/multipart.ts';
import { notify } from '../notifications/notify.ts';
import type { Runtime } from '../platform/runtime.ts';
import { resolveVisibleProjects } from '../projects/service.ts';
import type { ProjectRow } from '../projects/queries.ts';
import { enqueueSearchRefresh } from '../search/service.ts';
import { listGameVersions, listLoaders } from '../tags/service.ts';
import { versionRecordsByIds } from '../versions/service.ts';
import type { FileV2, VersionV2 } from '../versions/v2-view.ts';
import { checkAndHash, fileUrlOf, withStoredBlobs, type HashedFile } from './files.ts';
import { requirePermission } from './permissions.ts';
import * as q from './queries.ts';

const invalid = (description: string) => new ApiError('invalid_input', description);
const unique = <T>(values: readonly T[]) => [...new Set(values)];
const SIGNATURE_EXTENSIONS = new Set(['asc', 'gpg', 'sig']);

/** The creation answer: the v2 Version, whose files carry no `id` (contract §4.2). */
export type CreatedVersion = Omit<VersionV2, 'files'> & { files: Omit<FileV2, 'id'>[] };

async function checkTags(db: Db, loaders: readonly string[], gameVersions: readonly string[] | undefined): Promise<void> {
  if (loaders.length) {
    const knownLoaders = new Set((await listLoaders(db)).map((loader) => loader.name));
    const unknown = loaders.find((loader) => !knownLoaders.has(loader));
    if (unknown !== undefined) throw invalid(`Unknown loader: ${unknown}`);
  }
  if (gameVersions) {
    const known = new Set((await listGameVersions(db)).map((entry) => entry.version));
    const unknown = gameVersions.find((version) => !known.has(version));
    if (unknown !== undefined) throw invalid(`Unknown game version: ${unknown}`);
  }
}

/** Modpack versions store the pack's loaders (v2's `mrpack_loaders`); the `mrpack` marker is the project type. */
function packLoaders(given: readonly string[], pack: MrpackIndex | null): string[] {
  const loaders = unique(given.filter((loader) => loader !== 'mrpack'));
  if (loaders.length || !pack) return loaders;
  const fromPack = mrpackLoaders(pack);
  if (fromPack.length === 0) throw invalid('A modpack version needs at least one loader');
  return fromPack;
}

const dependencyKey = (d: q.DependencyRow) => `${d.versionId ?? ''}|${d.projectId ?? ''}|${d.fileName ?? ''}`;

/** Checks that named versions and projects exist, fills a version's project, refuses duplicates, adds a pack's embedded files. */
async function resolveDependencies(db: Db, given: readonly DependencyInput[], pack: MrpackIndex | null): Promise<q.DependencyRow[]> {
  const versions = await q.selectExistingVersions(db, unique(given.flatMap((d) => (d.version_id ? [d.version_id] : []))));
  const projects = await q.selectExistingProjectIds(db, unique(given.flatMap((d) => (d.project_id ? [d.project_id] : []))));
  const rows: q.DependencyRow[] = [];
  const seen = new Set<string>();
  for (const d of given) {
    if (d.version_id && !versions.has(d.version_id)) throw invalid(`Dependency version ${d.version_id} does not exist`);
    if (d.project_id && !projects.has(d.project_id)) throw invalid(`Dependency project ${d.project_id} does not exist`);
    const row = {
      versionId: d.version_id ?? null, projectId: d.project_id ?? (d.version_id ? versions.get(d.version_id)! : null),
      fileName: d.file_name ?? null, type: d.dependency_type,
    };
    if (seen.has(dependencyKey(row))) throw invalid('Duplicate dependencies are not allowed');
    seen.add(dependencyKey(row));
    rows.push(row);
  }
  if (pack) {
    const published = await q.selectVersionsBySha1(db, unique(pack.files.map((file) => file.hashes.sha1)));
    for (const file of pack.files) {
      const found = published.get(file.hashes.sha1);
      const row: q.DependencyRow = found
        ? { versionId: found.versionId, projectId: found.projectId, fileName: null, type: 'embedded' }
        : { versionId: null, projectId: null, fileName: file.path.slice(file.path.lastIndexOf('/') + 1), type: 'embedded' };
      if (!seen.has(dependencyKey(row))) rows.push(row);
      seen.add(dependencyKey(row));
    }
  }
  if (rows.length > VERSION_DEPENDENCIES_MAX) throw invalid(`A version can have at most ${VERSION_DEPENDENCIES_MAX} dependencies`);
  return rows;
}

async function refuseForeignDuplicates(db: Db, projectId: string, files: readonly HashedFile[]): Promise<void> {
  const taken = await q.selectSha1sInOtherProjects(db, projectId, files.map((file) => file.sha1));
  if (taken.size) throw invalid('Duplicate files are not allowed to be uploaded to Modrinth!');
}

async function inspectAll(db: Db, files: readonly HashedFile[]): Promise<InspectedFile[]> {
  const known = await listGameVersions(db);
  return files.map((file) => inspectFile(file.filename, file.bytes, known));
}

/** The file marked by `primary_file`, else the first content file (not a signature, no file type), else the first. */
function primaryIndex(files: readonly HashedFile[], primaryPart: string | null | undefined): number {
  if (primaryPart) return files.findIndex((file) => file.part === primaryPart);
  const content = files.findIndex((file) => file.fileType === null && !SIGNATURE_EXTENSIONS.has(file.extension));
  return Math.max(content, 0);
}

async function visibleProject(db: Db, viewer: Viewer, projectId: string): Promise<ProjectRow | null> {
  const [found] = await resolveVisibleProjects(db, viewer, [projectId]);
  return found?.row ?? null;
}

export async function createVersion(runtime: Runtime, viewer: Viewer, input: CreateVersionInput, parts: UploadedPart[]): Promise<CreatedVersion> {
  const { db, blobs, config } = runtime;
  const project = await visibleProject(db, viewer, input.project_id);
  if (!project) throw invalid('The project_id does not refer to an existing project');
  await requirePermission(db, viewer, project, 'UPLOAD_VERSION', "You don't have permission to upload this version!");

  if (parts.length === 0) throw invalid('Versions must have at least one file uploaded to them');
  const stray = parts.find((part) => !input.file_parts.includes(part.name));
  if (stray) throw invalid(`The part \`${stray.name}\` is not listed in file_parts`);
  const missing = input.file_parts.find((name) => !parts.some((part) => part.name === name));
  if (missing !== undefined) throw invalid(`file_parts lists \`${missing}\`, which was not uploaded`);
  if (input.primary_file && !parts.some((part) => part.name === input.primary_file)) {
    throw invalid(`primary_file names the part \`${input.primary_file}\`, which was not uploaded`);
  }
  const files = await checkAndHash(parts, input.file_types);
  await refuseForeignDuplicates(db, project.id, files);
  if (files.filter((file) => file.extension === 'mrpack').length > 1) throw invalid('A version can hold only one .mrpack file');

  const inspected = await inspectAll(db, files);
  const pack = inspected.find((file) => file.mrpack)?.mrpack ?? null;
  const loaders = packLoaders(input.loaders, pack);
  const gameVersions = unique(input.game_versions);
  await checkTags(db, loaders, gameVersions);
  const contentFindings = inspected.filter((_, i) => files[i]!.fileType === null).flatMap((file) => file.findings);
  const problem = pack ? modpackLoaderProblem(loaders, pack) : loaderContentProblem(loaders, contentFindings);
  if (problem) throw invalid(problem);
  const dependencies = await resolveDependencies(db, input.dependencies, pack);

  const now = new Date();
  const versionId = randomId();
  const primary = primaryIndex(files, input.primary_file);
  const environment = input.environment ?? (await q.selectLatestEnvironment(db, project.id)) ?? 'unknown';
  await withStoredBlobs(db, blobs, files, () => db.transaction(async (tx) => {
    await q.insertVersion(tx, {
      version: {
        id: versionId, projectId: project.id, authorId: viewer.userId, name: input.name, versionNumber: input.version_number,
        changelog: input.changelog ?? '', datePublished: now, downloads: 0, versionType: input.version_type, status: input.status,
        requestedStatus: null, featured: input.featured, ordering: input.ordering ?? null, environment,
      },
      loaders,
      gameVersions,
      files: files.map((file, i) => ({
        id: randomId(), versionId, url: fileUrlOf(config.cdnUrl, project.id, versionId, file.filename), filename: file.filename,
        primary: i === primary, size: file.bytes.byteLength, fileType: file.fileType, sha1: file.sha1, sha512: file.sha512, blobKey: file.blobKey,
      })),
      dependencies,
    });
    await q.touchProject(tx, project.id, now, pack ? 'modpack' : undefined);
    await enqueueSearchRefresh(tx, [project.id]);
    if (input.status === 'listed') {
      const followers = (await q.selectFollowerIds(tx, project.id)).filter((id) => id !== viewer.userId);
      await notify(tx, followers, { type: 'project_update', project_id: project.id, version_id: versionId }, now);
    }
  }));

  const [record] = await versionRecordsByIds(db, viewer, [versionId]);
  const { files: withIds, ...view } = record!.view;
  return { ...view, files: withIds.map(({ id: _id, ...file }) => file) };
}

/** A version the viewer may change: visible, not deleted, and the permission held on its project. */
async function writableVersion(db: Db, viewer: Viewer, id: string, permission: keyof typeof ProjectPermission, refusal: string) {
  const [record] = await versionRecordsByIds(db, viewer, [assertBase62(id)]);
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

/** Metadata only: a file's bytes, name and hashes never change once published. */
export async function editVersion(db: Db, viewer: Viewer, id: string, input: EditVersionInput): Promise<void> {
  const { record, project } = await writableVersion(db, viewer, id, 'UPLOAD_VERSION', "You don't have permission to edit this version!");
  if (input.downloads !== undefined && viewer.role !== 'admin') throw new ApiError('auth_error', 'Only administrators may set download counts');
  const loaders = input.loaders ? packLoaders(input.loaders, null) : undefined;
  if (loaders && loaders.length === 0) throw invalid('A version needs at least one loader');
  const gameVersions = input.game_versions ? unique(input.game_versions) : undefined;
  await checkTags(db, loaders ?? [], gameVersions);
  const dependencies = input.dependencies ? await resolveDependencies(db, input.dependencies, null) : undefined;
  const fileTypes = (input.file_types ?? []).map((entry) => ({ file: fileByHash(record.view, entry.algorithm, entry.hash), type: entry.file_type as FileType | null }));
  const primary = input.primary_file ? fileByHash(record.view, input.primary_file[0], input.primary_file[1]) : undefined;

  await db.transaction(async (tx) => {
    await q.updateVersion(tx, record.view.id, {
      name: input.name, versionNumber: input.version_number, changelog: input.changelog, versionType: input.version_type,
      featured: input.featured, downloads: input.downloads, status: input.status, environment: input.environment, ordering: input.ordering,
    });
    await q.replaceTags(tx, record.view.id, loaders, gameVersions);
    if (dependencies) await q.replaceDependencies(tx, record.view.id, dependencies);
    for (const { file, type } of fileTypes) await q.updateFileType(tx, file.id, type);
    if (primary) await q.setPrimaryFile(tx, record.view.id, primary.id);
    await q.touchProject(tx, project.id, new Date());
    await enqueueSearchRefresh(tx, [project.id]);
  });
}

/**
 * Deleting yanks: the version is recorded as deleted (left out of every list, refused by edits) and a listed or
 * archived one becomes unlisted, so search, project aggregates and update checks drop it, while its files stay
 * resolvable by hash and downloadable for the modpacks that pin them.
 */
export async function deleteVersion(db: Db, viewer: Viewer, id: string): Promise<void> {
  const { record, project } = await writableVersion(db, viewer, id, 'DELETE_VERSION', "You don't have permission to delete this version!");
  const hidden = LISTED_VERSION_STATUSES.includes(record.status) ? 'unlisted' : null;
  await db.transaction(async (tx) => {
    await q.markDeleted(tx, record.view.id, viewer.userId, new Date(), hidden);
    await enqueueSearchRefresh(tx, [project.id]);
  });
}

export async function addFiles(runtime: Runtime, viewer: Viewer, id: string, fileTypes: Record<string, FileType | null>, parts: UploadedPart[]): Promise<void> {
  const { db, blobs, config } = runtime;
  const { record, project } = await writableVersion(db, viewer, id, 'UPLOAD_VERSION', "You don't have permission to upload files to this version!");
  if (parts.length === 0) throw invalid('At least one file must be uploaded');
  if (parts.some((part) => extensionOf(part.filename) === 'mrpack')) throw invalid('A .mrpack file can only be uploaded with a new version');
  const files = await checkAndHash(parts, fileTypes, record.view.files.map((file) => file.filename));
  await refuseForeignDuplicates(db, project.id, files);
  await inspectAll(db, files);
  const now = new Date();
  await withStoredBlobs(db, blobs, files, () => db.transaction(async (tx) => {
    await q.insertFiles(tx, files.map((file) => ({
      id: randomId(), versionId: record.view.id, url: fileUrlOf(config.cdnUrl, project.id, record.view.id, file.filename),
      filename: file.filename, primary: false, size: file.bytes.byteLength, fileType: file.fileType, sha1: file.sha1, sha512: file.sha512,
      blobKey: file.blobKey,
    })));
    await q.touchProject(tx, project.id, now);
    await enqueueSearchRefresh(tx, [project.id]);
  }));
}

/** Pre-fill suggestions for the upload form; invalid archives and packs are refused exactly as publishing would. */
export async function inspectUpload(db: Db, part: UploadedPart): Promise<Inspection> {
  const [file] = await checkAndHash([part], {});
  return (await inspectAll(db, [file!]))[0]!.inspection;
}
