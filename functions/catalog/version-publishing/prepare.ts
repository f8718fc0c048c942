// Everything a new version is checked for before anything is written: parts against file_parts, names and hashes,
// foreign duplicates, file contents against the loaders, tags and dependencies. The result is ready to store.
import type { Db } from '#db/client.ts';
import type { Viewer } from '#access';
import { VERSION_DEPENDENCIES_MAX } from '#contracts/limits.ts';
import type { CreateVersionInput, DependencyInput } from '#contracts/version-write.ts';
import type { InspectedFile } from '../file-inspection/inspect.ts';
import { loaderContentProblem, modpackLoaderProblem } from '../file-inspection/loader-content.ts';
import { mrpackLoaders, type MrpackIndex } from '../file-inspection/mrpack.ts';
import { blobSource } from '#lib/zip/byte-reads.ts';
import { inspectOffThread } from '../file-inspection/off-thread.ts';
import { randomId } from '#lib/ids.ts';
import type { UploadedPart } from '#lib/multipart.ts';
import type { BlobStore } from '#platform/blobs/port.ts';
import { visibleProjectIds } from '../projects/service.ts';
import { listGameVersions, listLoaders } from '../tags/service.ts';
import { keepVisibleVersions, visibleVersionProjects } from '../versions/service.ts';
import { checkFiles, type HashedFile } from './files.ts';
import * as q from './queries.ts';
import { invalid } from './refusal.ts';

export const unique = <T>(values: readonly T[]) => [...new Set(values)];
const SIGNATURE_EXTENSIONS = new Set(['asc', 'gpg', 'sig']);

/** A checked version: its new ID, hashed files (primary marked by index) and the rows it will get. */
export interface PreparedVersion {
  id: string;
  input: CreateVersionInput;
  files: HashedFile[];
  primary: number;
  loaders: string[];
  gameVersions: string[];
  dependencies: q.DependencyRow[];
  environment: string;
  isModpack: boolean;
}

export async function checkTags(db: Db, loaders: readonly string[], gameVersions: readonly string[] | undefined): Promise<void> {
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
export function packLoaders(given: readonly string[], pack: MrpackIndex | null): string[] {
  const loaders = unique(given.filter((loader) => loader !== 'mrpack'));
  if (loaders.length || !pack) return loaders;
  const fromPack = mrpackLoaders(pack);
  if (fromPack.length === 0) throw invalid('A modpack version needs at least one loader');
  return fromPack;
}

const dependencyKey = (d: q.DependencyRow) => `${d.versionId ?? ''}|${d.projectId ?? ''}|${d.fileName ?? ''}`;

/**
 * Checks that named versions and projects exist, fills a version's project, refuses duplicates, adds a pack's embedded
 * files. What the publisher may not see counts as missing, so a dependency cannot probe for hidden things.
 */
export async function resolveDependencies(
  db: Db, publisher: Viewer, given: readonly DependencyInput[], pack: MrpackIndex | null,
): Promise<q.DependencyRow[]> {
  const versions = await visibleVersionProjects(db, publisher, unique(given.flatMap((d) => (d.version_id ? [d.version_id] : []))));
  const projects = await visibleProjectIds(db, publisher, unique(given.flatMap((d) => (d.project_id ? [d.project_id] : []))));
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
    const holders = await q.selectVersionsBySha1(db, unique(pack.files.map((file) => file.hashes.sha1)));
    const published = new Map((await keepVisibleVersions(db, publisher, holders, (hit) => hit)).map((hit) => [hit.sha1, hit]));
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

export async function refuseForeignDuplicates(db: Db, projectId: string, files: readonly HashedFile[]): Promise<void> {
  const taken = await q.selectSha1sInOtherProjects(db, projectId, files.map((file) => file.sha1));
  if (taken.size) throw invalid('Duplicate files are not allowed to be uploaded to Modrinth!');
}

/** `packHosts`: where a .mrpack may download from (packDownloadHosts of the instance's CDN). */
export async function inspectAll(db: Db, blobs: BlobStore, files: readonly HashedFile[], packHosts: readonly string[]): Promise<InspectedFile[]> {
  const context = { known: await listGameVersions(db), packHosts };
  return Promise.all(files.map((file) => inspectOffThread(file.filename, blobSource(blobs, file.uploadKey, file.size), context)));
}

/** The file marked by `primary_file`, else the first content file (not a signature, no file type), else the first. */
function primaryIndex(files: readonly HashedFile[], primaryPart: string | null | undefined): number {
  if (primaryPart) return files.findIndex((file) => file.part === primaryPart);
  const content = files.findIndex((file) => file.fileType === null && !SIGNATURE_EXTENSIONS.has(file.extension));
  return Math.max(content, 0);
}

export interface PrepareOptions {
  /** The environment of a version whose input names none. */
  environment: string;
  /** A version of a modpack project must be a pack, as if it had named the `mrpack` loader. */
  modpack?: boolean;
  /** Who publishes: dependencies resolve against what they may see. */
  publisher: Viewer;
  /** Where a .mrpack may download from. */
  packHosts: readonly string[];
  /** Where the uploads are. */
  blobs: BlobStore;
}

/** Checks one version's input against its uploaded parts (exactly those its `file_parts` names) and their contents. */
export async function prepareVersion(
  db: Db, projectId: string, input: CreateVersionInput, parts: UploadedPart[], options: PrepareOptions,
): Promise<PreparedVersion> {
  if (parts.length === 0) throw invalid('Versions must have at least one file uploaded to them');
  const missing = input.file_parts.find((name) => !parts.some((part) => part.name === name));
  if (missing !== undefined) throw invalid(`file_parts lists \`${missing}\`, which was not uploaded`);
  if (input.primary_file && !parts.some((part) => part.name === input.primary_file)) {
    throw invalid(`primary_file names the part \`${input.primary_file}\`, which was not uploaded`);
  }
  const files = checkFiles(parts, input.file_types);
  await refuseForeignDuplicates(db, projectId, files);
  if (files.filter((file) => file.extension === 'mrpack').length > 1) throw invalid('A version can hold only one .mrpack file');

  const inspected = await inspectAll(db, options.blobs, files, options.packHosts);
  const pack = inspected.find((file) => file.mrpack)?.mrpack ?? null;
  if (!pack && (options.modpack || input.loaders.includes('mrpack'))) throw invalid('A modpack version needs a .mrpack file');
  const loaders = packLoaders(input.loaders, pack);
  const gameVersions = unique(input.game_versions);
  await checkTags(db, loaders, gameVersions);
  const contentFindings = inspected.filter((_, i) => files[i]!.fileType === null).flatMap((file) => file.findings);
  const problem = pack ? modpackLoaderProblem(loaders, pack) : loaderContentProblem(loaders, contentFindings);
  if (problem) throw invalid(problem);
  return {
    id: randomId(),
    input,
    files,
    primary: primaryIndex(files, input.primary_file),
    loaders,
    gameVersions,
    dependencies: await resolveDependencies(db, options.publisher, input.dependencies, pack),
    environment: input.environment ?? options.environment,
    isModpack: pack !== null,
  };
}
