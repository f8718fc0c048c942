// The OpenAPI operations of the organization routes beside it (/v3): reads, writes, icon, members and project moves.
import { idsQuery } from '#contracts/api-queries.ts';
import {
  addProjectBody, createOrganizationBody, editMemberBody, inviteMemberBody, patchOrganizationBody, removeProjectBody, transferOwnershipBody,
} from '#contracts/organization-write.ts';
import { iconQuery } from '#contracts/user-profile.ts';
import { operation } from '#lib/api-operation.ts';

const organization = { id: 'The organization’s ID or slug (slugs in any case)' };
const member = { ...organization, user: 'The member’s user ID or username' };
const tag = 'organizations';
const found = { 200: 'OK', 404: 'Not found or not visible to the caller (empty body)' };
const write = {
  204: 'Done', 400: 'Invalid body or not allowed in this state', 401: 'No token with the scope, or lacking the organization permission',
  404: 'No such organization, member or project (empty body)',
};

export const organizationOperations = [
  operation({
    method: 'get', path: '/v3/project/{id}/organization', pathParameters: { id: 'The project’s ID or slug' }, operationId: 'getProjectOrganization',
    tag, summary: 'The organization that owns a project, with its members',
    description: 'An empty 404 when none does; a hidden project needs PROJECT_READ and ORGANIZATION_READ.',
    scope: ['PROJECT_READ', 'ORGANIZATION_READ'], scopeOptional: true, responses: found,
  }),
  operation({
    method: 'get', path: '/v3/organization/{id}', pathParameters: organization, operationId: 'getOrganization', tag,
    summary: 'An organization with its members (pending ones for members only)',
    description: 'The ETag header is its `updated` value, for If-Match on edits.',
    scope: 'ORGANIZATION_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'get', path: '/v3/organizations', operationId: 'getOrganizations', tag, summary: 'Several organizations by ID or slug',
    query: idsQuery, scope: 'ORGANIZATION_READ', scopeOptional: true, responses: { 200: 'OK', 400: 'Malformed parameter' },
  }),
  operation({
    method: 'get', path: '/v3/organization/{id}/members', pathParameters: organization, operationId: 'getOrganizationMembers', tag,
    summary: 'An organization’s members (v3 TeamMember: is_owner, organization_permissions)',
    scope: 'ORGANIZATION_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'get', path: '/v3/organization/{id}/projects', pathParameters: organization, operationId: 'getOrganizationProjects', tag,
    summary: 'The organization’s projects as v3 Projects, most downloaded first',
    description: 'Drafts and other hidden projects are listed for members and staff.',
    scope: 'PROJECT_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'get', path: '/v3/user/{id}/organizations', pathParameters: { id: 'The user’s ID or username' }, operationId: 'getUserOrganizations',
    tag, summary: 'Organizations a user is an accepted member of', scope: 'ORGANIZATION_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'post', path: '/v3/organization', operationId: 'createOrganization', tag,
    summary: 'Create an organization; the caller becomes its owner with every permission', scope: 'ORGANIZATION_CREATE', body: createOrganizationBody,
    responses: { 200: 'The new organization', 400: 'Invalid body or "Slug is already taken!" (in any case)', 401: 'No token with ORGANIZATION_CREATE' },
  }),
  operation({
    method: 'patch', path: '/v3/organization/{id}', pathParameters: organization, operationId: 'modifyOrganization', tag,
    summary: 'Edit name, slug or description (EDIT_DETAILS)',
    description: 'Optional If-Match header: the organization’s ETag (its `updated` value) as loaded; an organization changed since '
      + 'answers 409 instead of being overwritten.',
    scope: 'ORGANIZATION_WRITE', body: patchOrganizationBody, responses: { ...write, 409: 'Changed since the If-Match value' },
  }),
  operation({
    method: 'delete', path: '/v3/organization/{id}', pathParameters: organization, operationId: 'deleteOrganization', tag,
    summary: 'Delete an organization (DELETE_ORGANIZATION)', description: 'Its projects go to the organization owner’s user.',
    scope: 'ORGANIZATION_DELETE', responses: write,
  }),
  operation({
    method: 'patch', path: '/v3/organization/{id}/icon', pathParameters: organization, operationId: 'changeOrganizationIcon', tag,
    summary: 'Replace the icon (EDIT_DETAILS)',
    description: 'The raw image bytes as the body (PNG, JPEG, GIF, WebP or BMP by content, at most 256 KiB).',
    scope: 'ORGANIZATION_WRITE', query: iconQuery, responses: write,
  }),
  operation({
    method: 'delete', path: '/v3/organization/{id}/icon', pathParameters: organization, operationId: 'deleteOrganizationIcon', tag,
    summary: 'Remove the icon (EDIT_DETAILS)', scope: 'ORGANIZATION_WRITE', responses: write,
  }),
  operation({
    method: 'post', path: '/v3/organization/{id}/members', pathParameters: organization, operationId: 'addOrganizationMember', tag,
    summary: 'Invite a user (MANAGE_INVITES; nobody grants bits they lack)', description: 'The invitee gets an organization_invite notification.',
    scope: 'ORGANIZATION_WRITE', body: inviteMemberBody, responses: write,
  }),
  operation({
    method: 'post', path: '/v3/organization/{id}/join', pathParameters: organization, operationId: 'joinOrganization', tag,
    summary: 'Accept the caller’s pending invitation', scope: 'ORGANIZATION_WRITE', responses: write,
  }),
  operation({
    method: 'patch', path: '/v3/organization/{id}/members/{user}', pathParameters: member, operationId: 'modifyOrganizationMember', tag,
    summary: 'Edit a member’s role, permissions, organization_permissions or ordering',
    description: 'Needs EDIT_MEMBER, and changes only bits the editor has.', scope: 'ORGANIZATION_WRITE', body: editMemberBody, responses: write,
  }),
  operation({
    method: 'delete', path: '/v3/organization/{id}/members/{user}', pathParameters: member, operationId: 'deleteOrganizationMember', tag,
    summary: 'Remove a member, cancel an invitation, or leave / decline yourself',
    description: 'Removing needs REMOVE_MEMBER and cancelling MANAGE_INVITES; the owner cannot leave.',
    scope: 'ORGANIZATION_WRITE', responses: write,
  }),
  operation({
    method: 'patch', path: '/v3/organization/{id}/owner', pathParameters: organization, operationId: 'transferOrganizationOwnership', tag,
    summary: 'Transfer ownership to an accepted member (the owner or an admin only)', scope: 'ORGANIZATION_WRITE', body: transferOwnershipBody,
    responses: write,
  }),
  operation({
    method: 'post', path: '/v3/organization/{id}/projects', pathParameters: organization, operationId: 'addOrganizationProject', tag,
    summary: 'Move a project into the organization', description: 'Needs ADD_PROJECT, and EDIT_DETAILS on the project.',
    scope: ['ORGANIZATION_WRITE', 'PROJECT_WRITE'], body: addProjectBody, responses: write,
  }),
  operation({
    method: 'delete', path: '/v3/organization/{id}/projects/{project}',
    pathParameters: { ...organization, project: 'The project’s ID or slug' }, operationId: 'removeOrganizationProject', tag,
    summary: 'Move a project out of the organization', description: 'Needs REMOVE_PROJECT; `new_owner`, a member, becomes its owner.',
    scope: ['ORGANIZATION_WRITE', 'PROJECT_WRITE'], body: removeProjectBody, responses: write,
  }),
];
