// The version editor's calls: each file's one upload with progress (XMLHttpRequest, since fetch cannot report upload
// progress), which Kiln inspects and keeps as a staged upload; then typed JSON calls that name the staged uploads to
// publish or add them, and those for tags, dependency search, metadata edits and deletion.
import type { FileType } from '#contracts/enums.ts';
import type { EditVersionInput, InspectionAnswer } from '#contracts/version-write.ts';
import type { LoaderTag } from '#contracts/wire/tag.ts';
import type { VersionV2 } from '#contracts/wire/version.ts';
import { whileLoading } from '../islands/shared/stores/loading.ts';
import { ApiRequestError, callApi, callApiStamped, ifMatch, searchProjects } from './api.ts';

export interface UploadTask<T> {
  result: Promise<T>;
  /** Stops the transfer; `result` then rejects with an AbortError. */
  abort(): void;
}

export type Progress = (sent: number, total: number) => void;

/** Sends a multipart body, reporting bytes sent; the answer is parsed JSON (undefined for 204) or an ApiRequestError. */
export function uploadForm<T>(path: string, form: FormData, onProgress?: Progress): UploadTask<T> {
  const xhr = new XMLHttpRequest();
  const result = new Promise<T>((resolve, reject) => {
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onerror = () => reject(new ApiRequestError('The upload failed: the connection was lost', 0));
    xhr.onload = () => {
      let parsed: unknown = undefined;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(parsed as T);
      const failure = (parsed ?? {}) as { error?: string; description?: string };
      reject(new ApiRequestError(failure.description ?? (xhr.statusText || `HTTP ${xhr.status}`), xhr.status, failure.error));
    };
    xhr.send(form);
  });
  return { result: whileLoading(result), abort: () => xhr.abort() };
}

/**
 * POST /_internal/version-files/inspect: what Kiln reads from one file, to pre-fill the form, and the ID of the staged
 * upload Kiln keeps for the project. A file another project already published is refused at once, with the error
 * publishing would give.
 */
export function inspectVersionFile(file: File, projectId: string, onProgress?: Progress): UploadTask<InspectionAnswer> {
  const form = new FormData();
  form.append('data', JSON.stringify({ project_id: projectId }));
  form.append('file', file, file.name);
  return uploadForm<InspectionAnswer>('/_internal/version-files/inspect', form, onProgress);
}

/** DELETE /_internal/version-files/staged/{id}: a file taken off the list is not kept. */
export const discardStagedUpload = (stagedId: string) =>
  callApi(`/_internal/version-files/staged/${encodeURIComponent(stagedId)}`, { method: 'DELETE' });

/** POST /_internal/version/staged: the api-compat §version-publishing `data`, whose file parts are staged upload IDs; no file is sent again. */
export const publishVersion = (data: Record<string, unknown>) =>
  callApi<VersionV2>('/_internal/version/staged', { method: 'POST', json: data });

/** POST /_internal/version/{id}/file/staged: adds staged uploads to a published version (204). */
export const addVersionFiles = (versionId: string, stagedIds: string[], fileTypes: Record<string, FileType | null>) =>
  callApi(`/_internal/version/${encodeURIComponent(versionId)}/file/staged`, { method: 'POST', json: { file_parts: stagedIds, file_types: fileTypes } });

/** PATCH /_internal/v2/version/{id} (api-compat §version-edits), only over the version as loaded with the edit stamp `updated`. */
export const editVersion = (versionId: string, changes: EditVersionInput, updated: string) =>
  callApi(`/_internal/v2/version/${encodeURIComponent(versionId)}`, { method: 'PATCH', json: changes, headers: ifMatch(updated) });

/** DELETE /_internal/v2/version/{id}. */
export const deleteVersion = (versionId: string) =>
  callApi(`/_internal/v2/version/${encodeURIComponent(versionId)}`, { method: 'DELETE' });

/** GET /v2/tag/loader. */
export const listLoaders = (signal?: AbortSignal) => callApi<LoaderTag[]>('/v2/tag/loader', { signal });

export interface DependencyCandidate {
  projectId: string;
  title: string;
  iconUrl: string | null;
  author: string;
}

/** GET /v2/search, for picking a dependency by name. */
export async function searchDependencyProjects(query: string, signal?: AbortSignal): Promise<DependencyCandidate[]> {
  const found = await searchProjects({ query, limit: 8 }, { signal });
  return found.hits.map((hit) => ({ projectId: hit.project_id, title: hit.title, iconUrl: hit.icon_url || null, author: hit.author }));
}

export interface VersionChoice {
  id: string;
  versionNumber: string;
  name: string;
}

/** GET /v2/project/{id}/version without changelogs: a dependency project's versions, newest first. */
export async function listVersionChoices(projectId: string, signal?: AbortSignal): Promise<VersionChoice[]> {
  const versions = await callApi<VersionV2[]>(`/v2/project/${encodeURIComponent(projectId)}/version`, { query: { include_changelog: 'false' }, signal });
  return versions.map((version) => ({ id: version.id, versionNumber: version.version_number, name: version.name }));
}

/**
 * GET /_internal/v2/version/{id} (the session sees hidden versions too): its files as the edit page lists them, and
 * the edit stamp of its ETag, which adding files moved.
 */
export async function getVersionFiles(versionId: string): Promise<{ files: VersionV2['files']; updated: string | null }> {
  const { body, updated } = await callApiStamped<VersionV2>(`/_internal/v2/version/${encodeURIComponent(versionId)}`);
  return { files: body.files, updated };
}
