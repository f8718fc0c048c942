// The Content page's calls: the server's content under /v3/servers/{id}, and the Kiln search and version lists
// it installs from.
import type { ContentList, ModpackResult } from '#contracts/server-content.ts';
import type { VersionV2 } from '#contracts/wire/version.ts';
import { callApi } from './api.ts';

const base = (serverId: string) => `/_internal/v3/servers/${encodeURIComponent(serverId)}`;

export const listContent = (serverId: string) => callApi<ContentList>(`${base(serverId)}/content`);

export const addContent = (serverId: string, versionId: string) =>
  callApi(`${base(serverId)}/content`, { method: 'POST', json: { version_id: versionId } });

export const toggleContent = (serverId: string, path: string, enabled: boolean) =>
  callApi(`${base(serverId)}/content`, { method: 'PATCH', json: { path, enabled } });

export const removeContent = (serverId: string, path: string) =>
  callApi(`${base(serverId)}/content`, { method: 'DELETE', query: { path } });

export const installModpack = (serverId: string, versionId: string) =>
  callApi<ModpackResult>(`${base(serverId)}/modpack`, { method: 'POST', json: { version_id: versionId } });

/** GET /v2/project/{id}/version, newest first, narrowed to the loaders (none: any) and game version given. */
export function compatibleVersions(projectId: string, loaders: readonly string[], gameVersion: string, signal?: AbortSignal): Promise<VersionV2[]> {
  const query: Record<string, string> = { game_versions: JSON.stringify([gameVersion]) };
  if (loaders.length > 0) query.loaders = JSON.stringify(loaders);
  return callApi<VersionV2[]>(`/v2/project/${encodeURIComponent(projectId)}/version`, { query, signal });
}
