// The OpenAPI operations of the team routes beside it: members under /v2 and as v3 TeamMembers under /v3, and their edits.
import { idsQuery } from '#contracts/api-queries.ts';
import { teamInviteBody, teamMemberEditBody, teamOwnerBody } from '#contracts/team-write.ts';
import { operation } from '#lib/api-operation.ts';

const team = { id: 'The team’s ID' };
const member = { ...team, user: 'The member’s user ID or username' };
const tag = 'teams';
const found = { 200: 'OK', 404: 'Not found or not visible to the caller (empty body)' };
const list = { 200: 'OK', 400: 'Malformed parameter' };
const write = {
  204: 'Changed', 400: 'Invalid input', 401: 'No valid token, missing scope or missing team permission', 404: 'No such team or member (empty body)',
};

/** The same writes under /v2 and /v3; operation IDs of the /v3 ones end in V3. */
const writeOperations = (prefix: '/v2' | '/v3', suffix: '' | 'V3') => [
  operation({
    method: 'post', path: `${prefix}/team/{id}/members`, pathParameters: team, operationId: `addTeamMember${suffix}`, tag,
    summary: 'Invite a user by ID', description: 'Needs MANAGE_INVITES; nobody grants bits they lack. The invitee is notified.',
    scope: 'PROJECT_WRITE', body: teamInviteBody, responses: write,
  }),
  operation({
    method: 'post', path: `${prefix}/team/{id}/join`, pathParameters: team, operationId: `joinTeam${suffix}`, tag,
    summary: 'Accept a pending invitation', scope: 'PROJECT_WRITE', responses: write,
  }),
  operation({
    method: 'patch', path: `${prefix}/team/{id}/members/{user}`, pathParameters: member, operationId: `modifyTeamMember${suffix}`, tag,
    summary: 'Edit a member (EDIT_MEMBER)', scope: 'PROJECT_WRITE', body: teamMemberEditBody, responses: write,
  }),
  operation({
    method: 'patch', path: `${prefix}/team/{id}/owner`, pathParameters: team, operationId: `transferTeamOwnership${suffix}`, tag,
    summary: 'Transfer ownership to an accepted member (the owner only)', scope: 'PROJECT_WRITE', body: teamOwnerBody, responses: write,
  }),
  operation({
    method: 'delete', path: `${prefix}/team/{id}/members/{user}`, pathParameters: member, operationId: `deleteTeamMember${suffix}`, tag,
    summary: 'Remove a member, withdraw an invitation, leave, or decline one’s own invitation',
    description: 'Removing someone else needs REMOVE_MEMBER; the owner must transfer ownership before leaving.',
    scope: 'PROJECT_WRITE', responses: write,
  }),
];

export const teamOperations = [
  operation({
    method: 'get', path: '/v2/project/{id}/members', pathParameters: { id: 'The project’s ID or slug' }, operationId: 'getProjectTeamMembers',
    tag, summary: 'A project’s team members', scope: 'PROJECT_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'get', path: '/v2/team/{id}/members', pathParameters: team, operationId: 'getTeamMembers', tag, summary: 'A team’s members',
    scope: 'PROJECT_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'get', path: '/v2/teams', operationId: 'getTeams', tag, summary: 'Members of several teams', query: idsQuery,
    scope: 'PROJECT_READ', scopeOptional: true, responses: list,
  }),
  ...writeOperations('/v2', ''),
  operation({
    method: 'get', path: '/v3/team/{id}/members', pathParameters: team, operationId: 'getTeamMembersV3', tag,
    summary: 'A team’s members as v3 TeamMembers', description: 'v3 TeamMembers carry is_owner, the raw role and organization_permissions.',
    scope: 'PROJECT_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'get', path: '/v3/teams', operationId: 'getTeamsV3', tag, summary: 'Members of several teams, as v3 TeamMembers', query: idsQuery,
    scope: 'PROJECT_READ', scopeOptional: true, responses: list,
  }),
  operation({
    method: 'get', path: '/v3/project/{id}/members', pathParameters: { id: 'The project’s ID or slug' }, operationId: 'getProjectTeamMembersV3',
    tag, summary: 'A project’s team members as v3 TeamMembers', scope: 'PROJECT_READ', scopeOptional: true, responses: found,
  }),
  ...writeOperations('/v3', 'V3'),
];
