// Typed calls the creator islands make: project creation and edits, images, gallery, team, follows and the editor.
import type { ProjectBulkPatch, ProjectPatch } from '#contracts/project-write.ts';
import type { TeamInvite, TeamMemberEdit } from '#contracts/team-write.ts';
import type { ProjectType, SideType } from '#contracts/enums.ts';
import type { ProjectV2 } from '#contracts/wire/project.ts';
import type { TeamMemberV2 } from '#contracts/wire/team.ts';
import type { UserV2 } from '#contracts/wire/user.ts';
import { callApi, ifMatch } from './api.ts';
import { imageExtension } from './image-file.ts';

const V2 = '/_internal/v2';
const project = (key: string) => `${V2}/project/${encodeURIComponent(key)}`;

export const getProject = (key: string) => callApi<ProjectV2>(project(key));

/**
 * Whether a slug is taken for a new project, counting hidden drafts too (the public `/check` route hides those, so
 * the form would call a slug free that creation then refuses).
 */
export async function isSlugTaken(slug: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await callApi<{ available: boolean }>(`/_internal/project-slug/${encodeURIComponent(slug)}`, { signal });
  return !answer.available;
}

export interface NewProject {
  title: string;
  slug: string;
  description: string;
  project_type: ProjectType;
  client_side: SideType;
  server_side: SideType;
  requested_status: 'approved' | 'unlisted' | 'private';
}

/** POST /v2/project as a draft: versions come later, through the version pages. */
export function createProject(data: NewProject): Promise<ProjectV2> {
  const form = new FormData();
  form.append('data', JSON.stringify({ ...data, body: '', is_draft: true, initial_versions: [] }));
  return callApi<ProjectV2>(`${V2}/project`, { method: 'POST', body: form });
}

/** PATCH with the optimistic-concurrency precondition: `If-Match` carries the `updated` value the editor loaded. */
export const patchProject = (key: string, patch: ProjectPatch, updated: string) =>
  callApi(project(key), { method: 'PATCH', json: patch, headers: ifMatch(updated) });

export const bulkPatchProjects = (ids: string[], patch: ProjectBulkPatch) =>
  callApi(`${V2}/projects`, { method: 'PATCH', query: { ids: JSON.stringify(ids) }, json: patch });

export const deleteProject = (key: string) => callApi(project(key), { method: 'DELETE' });

export const uploadIcon = (key: string, file: File) =>
  callApi(`${project(key)}/icon`, { method: 'PATCH', query: { ext: imageExtension(file) }, body: file });

export const removeIcon = (key: string) => callApi(`${project(key)}/icon`, { method: 'DELETE' });

export interface GalleryFields {
  featured: boolean;
  title?: string;
  description?: string;
  ordering: number;
}

/** On edits `null` clears a title or description: the query string says so with an empty value. */
export type GalleryEditFields = Partial<Omit<GalleryFields, 'title' | 'description'>> & { title?: string | null; description?: string | null };

const galleryQuery = (fields: GalleryEditFields) => {
  const query: Record<string, string> = {};
  if (fields.featured !== undefined) query.featured = String(fields.featured);
  if (fields.title !== undefined) query.title = fields.title ?? '';
  if (fields.description !== undefined) query.description = fields.description ?? '';
  if (fields.ordering !== undefined) query.ordering = String(fields.ordering);
  return query;
};

export const addGalleryImage = (key: string, file: File, fields: GalleryFields) =>
  callApi(`${project(key)}/gallery`, { method: 'POST', query: { ext: imageExtension(file), ...galleryQuery(fields) }, body: file });

export const editGalleryImage = (key: string, url: string, fields: GalleryEditFields) =>
  callApi(`${project(key)}/gallery`, { method: 'PATCH', query: { url, ...galleryQuery(fields) } });

export const deleteGalleryImage = (key: string, url: string) =>
  callApi(`${project(key)}/gallery`, { method: 'DELETE', query: { url } });

export const followProject = (key: string) => callApi(`${project(key)}/follow`, { method: 'POST' });
export const unfollowProject = (key: string) => callApi(`${project(key)}/follow`, { method: 'DELETE' });

const team = (id: string) => `${V2}/team/${encodeURIComponent(id)}`;

export const listMembers = (teamId: string) => callApi<TeamMemberV2[]>(`${team(teamId)}/members`);
/** `quiet`: the caller says what went wrong itself (the invite forms), instead of a toast. */
export const getUserByName = (username: string, quiet = false) => callApi<UserV2>(`${V2}/user/${encodeURIComponent(username)}`, { quiet });
export const inviteMember = (teamId: string, invite: Partial<TeamInvite> & { user_id: string }, quiet = false) =>
  callApi(`${team(teamId)}/members`, { method: 'POST', json: invite, quiet });
export const editMember = (teamId: string, userId: string, edit: TeamMemberEdit) =>
  callApi(`${team(teamId)}/members/${encodeURIComponent(userId)}`, { method: 'PATCH', json: edit });
export const removeMember = (teamId: string, userId: string) =>
  callApi(`${team(teamId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
export const transferOwnership = (teamId: string, userId: string) =>
  callApi(`${team(teamId)}/owner`, { method: 'PATCH', json: { user_id: userId } });
export const joinTeam = (teamId: string) => callApi(`${team(teamId)}/join`, { method: 'POST' });

/** The description editor's preview, rendered by the pages' own sanitizing renderer. */
export const previewMarkdown = (markdown: string, signal?: AbortSignal) =>
  callApi<{ html: string }>('/_internal/markdown/preview', { method: 'POST', json: { markdown }, signal });

export const uploadBodyImage = (key: string, file: File) =>
  callApi<{ url: string }>(`/_internal/project/${encodeURIComponent(key)}/body-image`, { method: 'POST', body: file });
