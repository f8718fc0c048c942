// Typed calls the dashboard islands make: notification actions, collections and organizations (with members and projects).
import type { CreateCollection, PatchCollection } from '#contracts/collection-write.ts';
import type { CreateOrganization, EditMember, InviteMember, PatchOrganization } from '#contracts/organization-write.ts';
import type { CollectionV3 } from '#contracts/wire/collection.ts';
import type { OrganizationV3 } from '#contracts/wire/organization.ts';
import { callApi, ifMatch } from './api.ts';
import { imageExtension } from './image-file.ts';

const V2 = '/_internal/v2';
const V3 = '/_internal/v3';
const part = encodeURIComponent;

/**
 * A notification action's route is relative to the API root it came from; organizations exist only in v3
 * (api-compat §v3-organizations), so their invitations are answered there and everything else through v2.
 */
export function runNotificationAction([method, path]: [string, string]): Promise<void> {
  const root = path.startsWith('organization/') ? V3 : V2;
  const verb = method.toUpperCase() as 'POST' | 'DELETE' | 'PATCH';
  return callApi(`${root}/${path.replace(/^\/+/, '')}`, { method: verb });
}

export const markNotificationRead = (id: string) => callApi(`${V2}/notification/${part(id)}`, { method: 'PATCH' });

const collection = (id: string) => `${V3}/collection/${part(id)}`;

export const createCollection = (body: Partial<CreateCollection> & { name: string }) =>
  callApi<CollectionV3>(`${V3}/collection`, { method: 'POST', json: body });
export const getCollection = (id: string) => callApi<CollectionV3>(collection(id));
/** PATCH with the optimistic-concurrency precondition: `updated` is the stamp of the collection as the editor loaded it. */
export const patchCollection = (id: string, patch: PatchCollection, updated: string) =>
  callApi(collection(id), { method: 'PATCH', json: patch, headers: ifMatch(updated) });
export const deleteCollection = (id: string) => callApi(collection(id), { method: 'DELETE' });
export const uploadCollectionIcon = (id: string, file: File) =>
  callApi(`${collection(id)}/icon`, { method: 'PATCH', query: { ext: imageExtension(file) }, body: file });
export const removeCollectionIcon = (id: string) => callApi(`${collection(id)}/icon`, { method: 'DELETE' });

/**
 * The API only replaces a collection's whole project list (api-compat §v3-collections), so the list is read fresh right
 * before the change, and the change carries its stamp so a list changed in between is never overwritten.
 */
export async function setProjectInCollection(id: string, projectId: string, included: boolean): Promise<void> {
  const current = await getCollection(id);
  const others = current.projects.filter((project) => project !== projectId);
  await patchCollection(id, { new_projects: included ? [...others, projectId] : others }, current.updated);
}

const organization = (key: string) => `${V3}/organization/${part(key)}`;

/**
 * Whether an organization slug is taken: the read answers 200 for an organization and 404 for a free slug.
 * The 404 is the expected answer, so this check skips the error toast of callApi.
 */
export async function isOrganizationSlugTaken(slug: string, signal?: AbortSignal): Promise<boolean> {
  const response = await fetch(organization(slug), { headers: { accept: 'application/json' }, signal });
  if (response.status === 404) return false;
  if (response.ok) return true;
  throw new Error(`The slug check answered ${response.status}`);
}

export const createOrganization = (body: CreateOrganization) => callApi<OrganizationV3>(`${V3}/organization`, { method: 'POST', json: body });
export const getOrganization = (key: string) => callApi<OrganizationV3>(organization(key));
/** PATCH with the optimistic-concurrency precondition: `updated` is the stamp of the organization as the editor loaded it. */
export const patchOrganization = (key: string, patch: PatchOrganization, updated: string) =>
  callApi(organization(key), { method: 'PATCH', json: patch, headers: ifMatch(updated) });
export const deleteOrganization = (key: string) => callApi(organization(key), { method: 'DELETE' });
export const uploadOrganizationIcon = (key: string, file: File) =>
  callApi(`${organization(key)}/icon`, { method: 'PATCH', query: { ext: imageExtension(file) }, body: file });
export const removeOrganizationIcon = (key: string) => callApi(`${organization(key)}/icon`, { method: 'DELETE' });

export const inviteOrganizationMember = (key: string, invite: Partial<InviteMember> & { user_id: string }, quiet = false) =>
  callApi(`${organization(key)}/members`, { method: 'POST', json: invite, quiet });
export const editOrganizationMember = (key: string, userId: string, edit: EditMember) =>
  callApi(`${organization(key)}/members/${part(userId)}`, { method: 'PATCH', json: edit });
export const removeOrganizationMember = (key: string, userId: string) =>
  callApi(`${organization(key)}/members/${part(userId)}`, { method: 'DELETE' });
export const transferOrganization = (key: string, userId: string) =>
  callApi(`${organization(key)}/owner`, { method: 'PATCH', json: { user_id: userId } });

export const addOrganizationProject = (key: string, projectId: string) =>
  callApi(`${organization(key)}/projects`, { method: 'POST', json: { project_id: projectId } });
export const removeOrganizationProject = (key: string, projectId: string, newOwner: string) =>
  callApi(`${organization(key)}/projects/${part(projectId)}`, { method: 'DELETE', json: { new_owner: newOwner } });
