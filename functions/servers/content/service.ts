// Changing a server's content: adding a Kiln version's primary file into the folder its kind lives in (replacing the
// project's other files there, which makes it the update action too), enabling and disabling, and removing.
import { ApiError, badRequest, notFound } from '#contracts/errors.ts';
import { DISABLED_SUFFIX, type ContentItem } from '#contracts/server-content.ts';
import type { Viewer } from '#access';
import { getProjects, getVersions, projectsFromHashes, storedFilesBySha1 } from '#catalog';
import type { Runtime } from '../runtime.ts';
import { fileScope, freeBytes, notEnoughStorage } from '../files/scope.ts';
import { streamInto } from '../files/upload.ts';
import { installableKind } from './compatibility.ts';
import { contentFolders, contentPath } from './folders.ts';
import { installedFiles } from './listing.ts';
import { contentItem } from './view.ts';

export async function addContent(runtime: Runtime, viewer: Viewer, serverId: string, versionId: string): Promise<ContentItem> {
  const scope = await fileScope(runtime, viewer, serverId, true);
  const [version] = await getVersions(runtime, viewer, [versionId], false);
  if (!version) throw notFound('No such version');
  const target = installableKind(version, scope.row);
  if ('refusal' in target) throw badRequest(target.refusal);
  const file = version.files.find((candidate) => candidate.primary) ?? version.files[0];
  const stored = file && (await storedFilesBySha1(runtime.db, viewer, [file.hashes.sha1])).get(file.hashes.sha1);
  const blob = stored && (await runtime.blobs.get(stored.blobKey));
  if (!file || !blob) throw new ApiError('conflict', 'This version has no file Kiln can install.');
  const free = await freeBytes(scope);
  if (file.size > free) {
    await blob.body.cancel();
    throw notEnoughStorage(file.size, free);
  }
  const folder = (await contentFolders(scope))[target.kind];
  const path = `${folder}/${file.filename}`;
  await streamInto(scope, path, blob.body, file.size, free);
  // Another version of the same project in that folder would load twice (or clash): the new one replaces it.
  const siblings = (await installedFiles(scope, [target.kind])).filter((installed) => installed.path !== path);
  const projects = await projectsFromHashes(runtime, viewer, siblings.map((installed) => installed.sha1), 'sha1');
  const replaced = siblings.filter((installed) => projects[installed.sha1]?.id === version.project_id).map((installed) => installed.path);
  if (replaced.length) await scope.driver.deleteFiles(scope.node, scope.row.id, replaced);
  const [project] = await getProjects(runtime, viewer, [version.project_id]);
  return contentItem({ kind: target.kind, path, size: file.size, sha1: file.hashes.sha1 }, project, version, undefined);
}

/** Renames the file to or from its `.disabled` name; asking for the state it is in changes nothing. */
export async function setContentEnabled(runtime: Runtime, viewer: Viewer, serverId: string, path: string, enabled: boolean): Promise<string> {
  const scope = await fileScope(runtime, viewer, serverId, true);
  contentPath(await contentFolders(scope), path);
  const disabled = path.toLowerCase().endsWith(DISABLED_SUFFIX);
  if (disabled !== enabled) return path;
  const renamed = enabled ? path.slice(0, -DISABLED_SUFFIX.length) : `${path}${DISABLED_SUFFIX}`;
  await scope.driver.moveFile(scope.node, scope.row.id, path, renamed);
  return renamed;
}

export async function removeContent(runtime: Runtime, viewer: Viewer, serverId: string, path: string): Promise<void> {
  const scope = await fileScope(runtime, viewer, serverId, true);
  contentPath(await contentFolders(scope), path);
  await scope.driver.deleteFiles(scope.node, scope.row.id, [path]);
}
