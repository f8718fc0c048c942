// The documented API operations: path, method, summary and the zod schemas their routes validate with.
import type { ZodObject, ZodType } from 'zod';
import {
  gameVersionQuery, idsQuery, randomProjectsQuery, searchQuery, versionIdsQuery, versionListQuery,
} from '#contracts/api-queries.ts';
import { bulkUpdateSchema, hashQuerySchema, hashesSchema, individualUpdateSchema, updateFilterSchema } from '#contracts/version-files.ts';
import { editVersionSchema } from '#contracts/version-write.ts';
import { iconQuery, userPatchBody } from '#contracts/user-profile.ts';
import {
  galleryAddQuery, galleryDeleteQuery, galleryEditQuery, projectBulkPatchBody, projectIconQuery, projectPatchBody,
} from '#contracts/project-write.ts';
import { teamInviteBody, teamMemberEditBody, teamOwnerBody } from '#contracts/team-write.ts';
import { createCollectionBody, patchCollectionBody } from '#contracts/collection-write.ts';
import {
  addProjectBody, createOrganizationBody, editMemberBody, inviteMemberBody, patchOrganizationBody, removeProjectBody, transferOwnershipBody,
} from '#contracts/organization-write.ts';

export interface Operation {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  tag: string;
  summary: string;
  query?: ZodObject;
  body?: ZodType;
  /** Scope a token needs; read routes treat a missing or weak token as anonymous. */
  scope?: string;
  responses: Record<string, string>;
}

const found = { 200: 'OK', 404: 'Not found or not visible to the caller (empty body)' };
const list = { 200: 'OK', 400: 'Malformed parameter' };
const projectWrite = { 204: 'Changed', 400: 'Invalid input', 401: 'No valid token, missing scope or missing team permission', 404: 'No such project, or not visible to the caller (empty body)' };
const teamWrite = { 204: 'Changed', 400: 'Invalid input', 401: 'No valid token, missing scope or missing team permission', 404: 'No such team or member (empty body)' };
const userWrite = { 204: 'Changed', 400: 'Invalid body or taken username', 401: 'No token with USER_WRITE, or not that user (nor an admin)', 404: 'No such user (empty body)' };

const organizationWrite = { 204: 'Done', 400: 'Invalid body or not allowed in this state', 401: 'No token with the scope, or lacking the organization permission', 404: 'No such organization, member or project (empty body)' };
const collectionWrite = { 204: 'Done', 400: 'Invalid body or unknown project', 401: 'No token with the scope, or not the owner (nor staff)', 404: 'No such collection, or not visible to the caller (empty body)' };
const notificationFound = { 200: 'OK', 401: 'No token with NOTIFICATION_READ', 404: 'No such notification, or someone else’s (empty body)' };
const notificationWrite = { 204: 'Done', 401: 'No token with NOTIFICATION_WRITE', 404: 'No such notification, or someone else’s (empty body)' };

/** The same notification routes under /v2 (title) and /v3 (name), with title, text, link and actions derived from the body. */
const NOTIFICATION_OPERATIONS = (prefix: '/v2' | '/v3'): Operation[] => [
  { method: 'get', path: `${prefix}/user/{id|username}/notifications`, tag: 'notifications', summary: 'A user’s notifications, newest first (the user themself or an admin)', scope: 'NOTIFICATION_READ', responses: notificationFound },
  { method: 'get', path: `${prefix}/notifications`, tag: 'notifications', summary: 'Several of the caller’s notifications by ID (others are left out)', scope: 'NOTIFICATION_READ', query: idsQuery, responses: { ...list, 401: notificationFound[401] } },
  { method: 'patch', path: `${prefix}/notifications`, tag: 'notifications', summary: 'Mark several of the caller’s notifications read', scope: 'NOTIFICATION_WRITE', query: idsQuery, responses: { ...notificationWrite, 400: list[400] } },
  { method: 'delete', path: `${prefix}/notifications`, tag: 'notifications', summary: 'Delete several of the caller’s notifications', scope: 'NOTIFICATION_WRITE', query: idsQuery, responses: { ...notificationWrite, 400: list[400] } },
  { method: 'get', path: `${prefix}/notification/{id}`, tag: 'notifications', summary: 'One of the caller’s notifications', scope: 'NOTIFICATION_READ', responses: notificationFound },
  { method: 'patch', path: `${prefix}/notification/{id}`, tag: 'notifications', summary: 'Mark one notification read', scope: 'NOTIFICATION_WRITE', responses: notificationWrite },
  { method: 'delete', path: `${prefix}/notification/{id}`, tag: 'notifications', summary: 'Delete one notification', scope: 'NOTIFICATION_WRITE', responses: notificationWrite },
];

export const OPERATIONS: Operation[] = [
  { method: 'get', path: '/v2/search', tag: 'search', summary: 'Search listed projects with text, facets and sorting', query: searchQuery, responses: list },
  { method: 'get', path: '/v2/project/{id|slug}', tag: 'projects', summary: 'A project by ID or slug; the ETag header is its `updated` value, for If-Match on edits', responses: found },
  { method: 'get', path: '/v2/projects', tag: 'projects', summary: 'Several projects by ID or slug', query: idsQuery, responses: list },
  { method: 'get', path: '/v2/projects_random', tag: 'projects', summary: 'Random listed projects', query: randomProjectsQuery, responses: list },
  { method: 'get', path: '/v2/project/{id|slug}/check', tag: 'projects', summary: 'Whether an ID or slug is taken; answers the project ID', responses: found },
  { method: 'get', path: '/v2/project/{id|slug}/dependencies', tag: 'projects', summary: 'Projects and versions this project depends on', responses: found },
  { method: 'get', path: '/v2/project/{id|slug}/members', tag: 'teams', summary: 'A project’s team members', responses: found },
  { method: 'post', path: '/v2/project', tag: 'projects', summary: 'Create a project: multipart/form-data with the JSON `data` part first (title, slug, description, body, client_side, server_side, categories, license_id, is_draft, gallery_items, initial_versions (≤ 32, each like POST /v2/version’s data without project_id), …), then an `icon` part (≤ 256 KiB), the gallery parts `gallery_items` names (≤ 5 MiB each) and the version files the initial versions’ `file_parts` name (≤ 500 MiB each). Without is_draft: true the project is submitted for review and needs at least one initial version. The project and its versions are written together or not at all. Needs a verified email; at most 256 owned projects', scope: 'PROJECT_CREATE', responses: { 200: 'The new project (a draft, or processing when submitted for review)', 400: 'Invalid data, slug taken, bad category or license, images, invalid initial versions or files, or the project limit', 401: 'No valid token, missing scope or unverified email' } },
  { method: 'patch', path: '/v2/project/{id|slug}', tag: 'projects', summary: 'Edit a project; `client_side`/`server_side` also set every version’s environment. Optional If-Match header: the project’s ETag (its `updated` value) as loaded; a project changed since answers 409 instead of being overwritten', scope: 'PROJECT_WRITE', body: projectPatchBody, responses: { ...projectWrite, 409: 'Changed since the If-Match value' } },
  { method: 'patch', path: '/v2/projects', tag: 'projects', summary: 'Edit categories, donation links and links of several projects (all or none)', scope: 'PROJECT_WRITE', query: idsQuery, body: projectBulkPatchBody, responses: projectWrite },
  { method: 'delete', path: '/v2/project/{id|slug}', tag: 'projects', summary: 'Delete a project with its versions, files and images (needs DELETE_PROJECT)', scope: 'PROJECT_DELETE', responses: projectWrite },
  { method: 'patch', path: '/v2/project/{id|slug}/icon', tag: 'projects', summary: 'Replace the icon: raw image bytes as the body (PNG, JPEG, GIF, WebP or BMP by content, ≤ 256 KiB)', scope: 'PROJECT_WRITE', query: projectIconQuery, responses: projectWrite },
  { method: 'delete', path: '/v2/project/{id|slug}/icon', tag: 'projects', summary: 'Remove the icon', scope: 'PROJECT_WRITE', responses: projectWrite },
  { method: 'post', path: '/v2/project/{id|slug}/gallery', tag: 'projects', summary: 'Add a gallery image: raw image bytes as the body (≤ 5 MiB, ≤ 64 per project); featured un-features the others', scope: 'PROJECT_WRITE', query: galleryAddQuery, responses: { ...projectWrite, 400: 'Invalid input or an image already in the gallery', 401: projectWrite[401] + ', or the gallery is full' } },
  { method: 'patch', path: '/v2/project/{id|slug}/gallery', tag: 'projects', summary: 'Edit the gallery image at `url`', scope: 'PROJECT_WRITE', query: galleryEditQuery, responses: projectWrite },
  { method: 'delete', path: '/v2/project/{id|slug}/gallery', tag: 'projects', summary: 'Remove the gallery image at `url`', scope: 'PROJECT_WRITE', query: galleryDeleteQuery, responses: projectWrite },
  { method: 'post', path: '/v2/project/{id|slug}/follow', tag: 'projects', summary: 'Follow a project', scope: 'USER_WRITE', responses: { ...projectWrite, 400: 'Already following' } },
  { method: 'delete', path: '/v2/project/{id|slug}/follow', tag: 'projects', summary: 'Stop following a project', scope: 'USER_WRITE', responses: { ...projectWrite, 400: 'Not following' } },
  { method: 'get', path: '/v2/project/{id|slug}/version', tag: 'versions', summary: 'A project’s versions, newest first', query: versionListQuery, responses: found },
  { method: 'get', path: '/v2/project/{id|slug}/version/{id|number}', tag: 'versions', summary: 'One version of a project by ID or version number', responses: found },
  { method: 'get', path: '/v2/version/{id}', tag: 'versions', summary: 'A version by ID; the ETag header is its edit stamp, for If-Match on edits', responses: { ...found, 400: 'Not a base62 ID' } },
  { method: 'get', path: '/v2/versions', tag: 'versions', summary: 'Several versions by ID', query: versionIdsQuery, responses: list },
  { method: 'post', path: '/v2/version', tag: 'versions', summary: 'Publish a version: multipart/form-data with the JSON `data` part first, then the file parts it lists (≤ 500 MiB each)', scope: 'VERSION_CREATE', responses: { 200: 'The new version (files without id)', 400: 'Invalid data or files', 401: 'No valid token, missing scope or no UPLOAD_VERSION permission' } },
  { method: 'patch', path: '/v2/version/{id}', tag: 'versions', summary: 'Edit a version’s metadata; files are immutable (only their type and the primary flag change, by hash). Optional If-Match header: the version’s ETag as loaded; a version changed since answers 409 instead of being overwritten', scope: 'VERSION_WRITE', body: editVersionSchema, responses: { 204: 'Edited', 400: 'Invalid body or If-Match', 401: 'No valid token, missing scope or permission', 404: 'No such version', 409: 'Changed since the If-Match value' } },
  { method: 'delete', path: '/v2/version/{id}', tag: 'versions', summary: 'Delete (yank) a version: hidden from lists and search, its files stay resolvable by hash and downloadable', scope: 'VERSION_DELETE', responses: { 204: 'Deleted', 401: 'No valid token, missing scope or no DELETE_VERSION permission', 404: 'No such version' } },
  { method: 'post', path: '/v2/version/{id}/file', tag: 'versions', summary: 'Add files to a version: multipart/form-data with an optional JSON `data` part {file_types} first, then file parts', scope: 'VERSION_WRITE', responses: { 204: 'Added', 400: 'Invalid files', 401: 'No valid token, missing scope or no UPLOAD_VERSION permission', 404: 'No such version' } },
  { method: 'get', path: '/v2/version_file/{hash}', tag: 'version files', summary: 'The version that holds a file, by sha1 or sha512', query: hashQuerySchema, responses: found },
  { method: 'get', path: '/v2/version_file/{hash}/download', tag: 'version files', summary: 'Redirects (307) to a file by hash', query: hashQuerySchema, responses: { 307: 'Redirect to the file URL', 404: found[404] } },
  { method: 'post', path: '/v2/version_file/{hash}/update', tag: 'version files', summary: 'The newest compatible version of the same project', query: hashQuerySchema, body: updateFilterSchema, responses: found },
  { method: 'post', path: '/v2/version_files', tag: 'version files', summary: 'Versions for many hashes', body: hashesSchema, responses: list },
  { method: 'post', path: '/v2/version_files/update', tag: 'version files', summary: 'The newest compatible version for many hashes', body: bulkUpdateSchema, responses: list },
  { method: 'post', path: '/v2/version_files/update_many', tag: 'version files', summary: 'Every compatible version for many hashes', body: bulkUpdateSchema, responses: list },
  { method: 'post', path: '/v2/version_files/update_individual', tag: 'version files', summary: 'Update checks with a filter per hash', body: individualUpdateSchema, responses: list },
  { method: 'post', path: '/v2/version_file/project', tag: 'version files', summary: 'Projects for many hashes', body: hashesSchema, responses: list },
  { method: 'get', path: '/v2/user', tag: 'users', summary: 'The authenticated user', scope: 'USER_READ', responses: { 200: 'OK', 401: 'No valid token' } },
  { method: 'get', path: '/v2/user/{id|username}', tag: 'users', summary: 'A user by ID or username', responses: found },
  { method: 'get', path: '/v2/users', tag: 'users', summary: 'Several users by ID or username', query: idsQuery, responses: list },
  { method: 'get', path: '/v2/user/{id|username}/projects', tag: 'users', summary: 'Projects a user is a member of', responses: found },
  { method: 'get', path: '/v2/user/{id|username}/follows', tag: 'users', summary: 'Projects a user follows (the user themself only)', scope: 'USER_READ', responses: { ...found, 401: 'Not that user' } },
  { method: 'patch', path: '/v2/user/{id|username}', tag: 'users', summary: 'Edit a user (the user themself or an admin): username, bio, allow_friend_requests; role and badges by admins only', scope: 'USER_WRITE', body: userPatchBody, responses: userWrite },
  { method: 'patch', path: '/v2/user/{id|username}/icon', tag: 'users', summary: 'Replace a user’s icon: the raw image bytes as the body (PNG, JPEG, GIF, WebP or BMP by content, at most 256 KiB)', scope: 'USER_WRITE', query: iconQuery, responses: { ...userWrite, 400: 'Not a supported image, over 256 KiB, or no ext' } },
  { method: 'delete', path: '/v2/user/{id|username}/icon', tag: 'users', summary: 'Remove a user’s icon', scope: 'USER_WRITE', responses: userWrite },
  { method: 'delete', path: '/v2/user/{id|username}', tag: 'users', summary: 'Delete an account (the user themself through a website session, or an admin); refused while it is the only owner of a project or organization', scope: 'USER_DELETE', responses: { 204: 'Deleted', 400: 'The account is the only owner of projects or organizations', 401: 'No website session, or not that user (nor an admin)', 404: 'No such user (empty body)' } },
  { method: 'get', path: '/v2/team/{id}/members', tag: 'teams', summary: 'A team’s members', responses: found },
  { method: 'get', path: '/v2/teams', tag: 'teams', summary: 'Members of several teams', query: idsQuery, responses: list },
  { method: 'post', path: '/v2/team/{id}/members', tag: 'teams', summary: 'Invite a user by ID (MANAGE_INVITES); nobody grants bits they lack; the invitee is notified', scope: 'PROJECT_WRITE', body: teamInviteBody, responses: teamWrite },
  { method: 'post', path: '/v2/team/{id}/join', tag: 'teams', summary: 'Accept a pending invitation', scope: 'PROJECT_WRITE', responses: teamWrite },
  { method: 'patch', path: '/v2/team/{id}/members/{id|username}', tag: 'teams', summary: 'Edit a member (EDIT_MEMBER)', scope: 'PROJECT_WRITE', body: teamMemberEditBody, responses: teamWrite },
  { method: 'patch', path: '/v2/team/{id}/owner', tag: 'teams', summary: 'Transfer ownership to an accepted member (the owner only)', scope: 'PROJECT_WRITE', body: teamOwnerBody, responses: teamWrite },
  { method: 'delete', path: '/v2/team/{id}/members/{id|username}', tag: 'teams', summary: 'Remove a member (REMOVE_MEMBER), withdraw an invitation, leave, or decline one’s own invitation; the owner must transfer first', scope: 'PROJECT_WRITE', responses: teamWrite },
  { method: 'get', path: '/v2/statistics', tag: 'misc', summary: 'Counts of listed projects, versions, authors and files', responses: { 200: 'OK' } },
  { method: 'get', path: '/v2/tag/category', tag: 'tags', summary: 'Categories with icon, project type and header', responses: { 200: 'OK' } },
  { method: 'get', path: '/v2/tag/loader', tag: 'tags', summary: 'Loaders with the project types they support', responses: { 200: 'OK' } },
  { method: 'get', path: '/v2/tag/game_version', tag: 'tags', summary: 'Game versions, newest first', query: gameVersionQuery, responses: list },
  { method: 'get', path: '/v2/tag/license', tag: 'tags', summary: 'SPDX licenses', responses: { 200: 'OK' } },
  { method: 'get', path: '/v2/tag/license/{id}', tag: 'tags', summary: 'A license’s full text', responses: { 200: 'OK', 400: 'Unknown license' } },
  { method: 'get', path: '/v2/tag/donation_platform', tag: 'tags', summary: 'Donation platforms', responses: { 200: 'OK' } },
  { method: 'get', path: '/v2/tag/report_type', tag: 'tags', summary: 'Report types', responses: { 200: 'OK' } },
  { method: 'get', path: '/v2/tag/project_type', tag: 'tags', summary: 'Project types', responses: { 200: 'OK' } },
  { method: 'get', path: '/v2/tag/side_type', tag: 'tags', summary: 'Client and server side values', responses: { 200: 'OK' } },
  ...NOTIFICATION_OPERATIONS('/v2'),
  ...NOTIFICATION_OPERATIONS('/v3'),
  { method: 'get', path: '/v3/team/{id}/members', tag: 'teams', summary: 'A team’s members as v3 TeamMembers (is_owner, the raw role, organization_permissions)', responses: found },
  { method: 'get', path: '/v3/teams', tag: 'teams', summary: 'Members of several teams, as v3 TeamMembers', query: idsQuery, responses: list },
  { method: 'get', path: '/v3/project/{id|slug}/members', tag: 'teams', summary: 'A project’s team members as v3 TeamMembers', responses: found },
  { method: 'post', path: '/v3/team/{id}/members', tag: 'teams', summary: 'Invite a user by ID, as POST /v2/team/{id}/members', scope: 'PROJECT_WRITE', body: teamInviteBody, responses: teamWrite },
  { method: 'post', path: '/v3/team/{id}/join', tag: 'teams', summary: 'Accept a pending invitation', scope: 'PROJECT_WRITE', responses: teamWrite },
  { method: 'patch', path: '/v3/team/{id}/members/{id|username}', tag: 'teams', summary: 'Edit a member (EDIT_MEMBER)', scope: 'PROJECT_WRITE', body: teamMemberEditBody, responses: teamWrite },
  { method: 'patch', path: '/v3/team/{id}/owner', tag: 'teams', summary: 'Transfer ownership to an accepted member (the owner only)', scope: 'PROJECT_WRITE', body: teamOwnerBody, responses: teamWrite },
  { method: 'delete', path: '/v3/team/{id}/members/{id|username}', tag: 'teams', summary: 'Remove a member, withdraw an invitation, leave, or decline one’s own invitation', scope: 'PROJECT_WRITE', responses: teamWrite },
  { method: 'get', path: '/v3/project/{id|slug}/organization', tag: 'organizations', summary: 'The organization that owns a project, with its members (an empty 404 when none does); a hidden project needs PROJECT_READ and ORGANIZATION_READ', responses: found },
  { method: 'get', path: '/v3/organization/{id|slug}', tag: 'organizations', summary: 'An organization with its members (pending ones for members only); slugs in any case. The ETag header is its `updated` value, for If-Match on edits', responses: found },
  { method: 'get', path: '/v3/organizations', tag: 'organizations', summary: 'Several organizations by ID or slug', query: idsQuery, responses: list },
  { method: 'get', path: '/v3/organization/{id|slug}/members', tag: 'organizations', summary: 'An organization’s members (v3 TeamMember: is_owner, organization_permissions)', responses: found },
  { method: 'get', path: '/v3/organization/{id|slug}/projects', tag: 'organizations', summary: 'The organization’s projects as v3 Projects, most downloaded first (drafts and other hidden ones for members and staff)', responses: found },
  { method: 'get', path: '/v3/user/{id|username}/organizations', tag: 'organizations', summary: 'Organizations a user is an accepted member of', responses: found },
  { method: 'post', path: '/v3/organization', tag: 'organizations', summary: 'Create an organization; the caller becomes its owner with every permission', scope: 'ORGANIZATION_CREATE', body: createOrganizationBody, responses: { 200: 'The new organization', 400: 'Invalid body or "Slug is already taken!" (in any case)', 401: 'No token with ORGANIZATION_CREATE' } },
  { method: 'patch', path: '/v3/organization/{id|slug}', tag: 'organizations', summary: 'Edit name, slug or description (EDIT_DETAILS). Optional If-Match header: the organization’s ETag (its `updated` value) as loaded; an organization changed since answers 409 instead of being overwritten', scope: 'ORGANIZATION_WRITE', body: patchOrganizationBody, responses: { ...organizationWrite, 409: 'Changed since the If-Match value' } },
  { method: 'delete', path: '/v3/organization/{id|slug}', tag: 'organizations', summary: 'Delete an organization (DELETE_ORGANIZATION); its projects go to the organization owner’s user', scope: 'ORGANIZATION_DELETE', responses: organizationWrite },
  { method: 'patch', path: '/v3/organization/{id|slug}/icon', tag: 'organizations', summary: 'Replace the icon (EDIT_DETAILS): the raw image bytes as the body (PNG, JPEG, GIF, WebP or BMP by content, at most 256 KiB)', scope: 'ORGANIZATION_WRITE', query: iconQuery, responses: organizationWrite },
  { method: 'delete', path: '/v3/organization/{id|slug}/icon', tag: 'organizations', summary: 'Remove the icon (EDIT_DETAILS)', scope: 'ORGANIZATION_WRITE', responses: organizationWrite },
  { method: 'post', path: '/v3/organization/{id|slug}/members', tag: 'organizations', summary: 'Invite a user (MANAGE_INVITES; nobody grants bits they lack); the invitee gets an organization_invite notification', scope: 'ORGANIZATION_WRITE', body: inviteMemberBody, responses: organizationWrite },
  { method: 'post', path: '/v3/organization/{id|slug}/join', tag: 'organizations', summary: 'Accept the caller’s pending invitation', scope: 'ORGANIZATION_WRITE', responses: organizationWrite },
  { method: 'patch', path: '/v3/organization/{id|slug}/members/{id|username}', tag: 'organizations', summary: 'Edit a member’s role, permissions, organization_permissions or ordering (EDIT_MEMBER, within the editor’s own bits)', scope: 'ORGANIZATION_WRITE', body: editMemberBody, responses: organizationWrite },
  { method: 'delete', path: '/v3/organization/{id|slug}/members/{id|username}', tag: 'organizations', summary: 'Remove a member (REMOVE_MEMBER), cancel an invitation (MANAGE_INVITES), or leave / decline yourself; the owner cannot leave', scope: 'ORGANIZATION_WRITE', responses: organizationWrite },
  { method: 'patch', path: '/v3/organization/{id|slug}/owner', tag: 'organizations', summary: 'Transfer ownership to an accepted member (the owner or an admin only)', scope: 'ORGANIZATION_WRITE', body: transferOwnershipBody, responses: organizationWrite },
  { method: 'post', path: '/v3/organization/{id|slug}/projects', tag: 'organizations', summary: 'Move a project into the organization (ADD_PROJECT, and EDIT_DETAILS on the project); also needs PROJECT_WRITE', scope: 'ORGANIZATION_WRITE', body: addProjectBody, responses: organizationWrite },
  { method: 'delete', path: '/v3/organization/{id|slug}/projects/{id|slug}', tag: 'organizations', summary: 'Move a project out (REMOVE_PROJECT); `new_owner`, a member, becomes its owner; also needs PROJECT_WRITE', scope: 'ORGANIZATION_WRITE', body: removeProjectBody, responses: organizationWrite },
  { method: 'get', path: '/v3/collection/{id}', tag: 'collections', summary: 'A collection (private and rejected ones for the owner and staff only); the ETag header is its `updated` value, for If-Match on edits', responses: found },
  { method: 'get', path: '/v3/collections', tag: 'collections', summary: 'Several collections by ID', query: idsQuery, responses: list },
  { method: 'get', path: '/v3/user/{id|username}/collections', tag: 'collections', summary: 'A user’s collections: listed ones for others, all for the owner (COLLECTION_READ)', responses: found },
  { method: 'post', path: '/v3/collection', tag: 'collections', summary: 'Create a collection from project IDs or slugs (status listed unless given)', scope: 'COLLECTION_CREATE', body: createCollectionBody, responses: { 200: 'The new collection', 400: 'Invalid body or unknown project', 401: 'No token with COLLECTION_CREATE' } },
  { method: 'patch', path: '/v3/collection/{id}', tag: 'collections', summary: 'Edit a collection (owner or staff); new_projects replaces the whole list; only staff set or lift "rejected". Optional If-Match header: the collection’s ETag (its `updated` value) as loaded; a collection changed since answers 409 instead of being overwritten', scope: 'COLLECTION_WRITE', body: patchCollectionBody, responses: { ...collectionWrite, 409: 'Changed since the If-Match value' } },
  { method: 'patch', path: '/v3/collection/{id}/icon', tag: 'collections', summary: 'Replace the icon: the raw image bytes as the body (at most 256 KiB)', scope: 'COLLECTION_WRITE', query: iconQuery, responses: collectionWrite },
  { method: 'delete', path: '/v3/collection/{id}/icon', tag: 'collections', summary: 'Remove the icon', scope: 'COLLECTION_WRITE', responses: collectionWrite },
  { method: 'delete', path: '/v3/collection/{id}', tag: 'collections', summary: 'Delete a collection (owner or staff)', scope: 'COLLECTION_DELETE', responses: collectionWrite },
  { method: 'get', path: '/cdn/data/{project_id}/versions/{version_id}/{filename}', tag: 'files', summary: 'A version file (ranges, ETag; counted once per IP per version per hour)', responses: { 200: 'The file', 206: 'Partial content', 304: 'Not modified', 404: 'No such file', 416: 'Range not satisfiable' } },
];
