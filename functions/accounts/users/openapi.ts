// The OpenAPI operations of the user routes beside it: profiles, their edits, icons and account deletion.
import { idsQuery } from '#contracts/api-queries.ts';
import { iconQuery, userPatchBody } from '#contracts/user-profile.ts';
import { operation } from '#lib/api-operation.ts';

const user = { id: 'The user’s ID or username' };
const tag = 'users';
const write = {
  204: 'Changed', 400: 'Invalid body or taken username', 401: 'No token with USER_WRITE, or not that user (nor an admin)',
  404: 'No such user (empty body)',
};

export const userOperations = [
  operation({
    method: 'get', path: '/v2/user', operationId: 'getUserFromAuth', tag, summary: 'The authenticated user', scope: 'USER_READ',
    responses: { 200: 'OK', 401: 'No valid token' },
  }),
  operation({
    method: 'get', path: '/v2/user/{id}', pathParameters: user, operationId: 'getUser', tag, summary: 'A user by ID or username',
    scope: 'USER_READ', scopeOptional: true, responses: { 200: 'OK', 404: 'Not found or not visible to the caller (empty body)' },
  }),
  operation({
    method: 'get', path: '/v2/users', operationId: 'getUsers', tag, summary: 'Several users by ID or username', query: idsQuery,
    scope: 'USER_READ', scopeOptional: true, responses: { 200: 'OK', 400: 'Malformed parameter' },
  }),
  operation({
    method: 'patch', path: '/v2/user/{id}', pathParameters: user, operationId: 'modifyUser', tag, summary: 'Edit a user',
    description: 'By the user themself or an admin: username, bio, allow_friend_requests; role and badges by admins only.',
    scope: 'USER_WRITE', body: userPatchBody, responses: write,
  }),
  operation({
    method: 'patch', path: '/v2/user/{id}/icon', pathParameters: user, operationId: 'changeUserIcon', tag, summary: 'Replace a user’s icon',
    description: 'The raw image bytes as the body (PNG, JPEG, GIF, WebP or BMP by content, at most 256 KiB).',
    scope: 'USER_WRITE', query: iconQuery, responses: { ...write, 400: 'Not a supported image, over 256 KiB, or no ext' },
  }),
  operation({
    method: 'delete', path: '/v2/user/{id}/icon', pathParameters: user, operationId: 'deleteUserIcon', tag, summary: 'Remove a user’s icon',
    scope: 'USER_WRITE', responses: write,
  }),
  operation({
    method: 'delete', path: '/v2/user/{id}', pathParameters: user, operationId: 'deleteUser', tag, summary: 'Delete an account',
    description: 'By the user themself through a website session, or by an admin; refused while it is the only owner of a project or organization.',
    scope: 'USER_DELETE',
    responses: {
      204: 'Deleted', 400: 'The account is the only owner of projects or organizations',
      401: 'No website session, or not that user (nor an admin)', 404: 'No such user (empty body)',
    },
  }),
];
