// The OpenAPI operations of the ban routes beside it.
import { banRequest } from '#contracts/review.ts';
import { operation } from '#lib/api-operation.ts';

const user = { key: 'The user’s ID or username' };

export const banOperations = [
  operation({
    method: 'post', path: '/v3/moderation/user/{key}/ban', pathParameters: user, operationId: 'banUser', tag: 'moderation',
    summary: 'Ban an account: ends its sessions and tokens, blocks sign-in and hides its projects (moderators)',
    scope: 'USER_WRITE', body: banRequest,
    responses: { 204: 'Banned', 400: 'Invalid input', 401: 'No token with USER_WRITE, or an account the caller may not ban', 404: 'No such user, or not a moderator', 409: 'Already banned' },
  }),
  operation({
    method: 'delete', path: '/v3/moderation/user/{key}/ban', pathParameters: user, operationId: 'unbanUser', tag: 'moderation',
    summary: 'Lift a ban; the projects it hid get their status back (moderators)', scope: 'USER_WRITE',
    responses: { 204: 'Lifted', 400: 'Not banned', 401: 'No token with USER_WRITE', 404: 'No such user, or not a moderator' },
  }),
];
