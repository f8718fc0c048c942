// The OpenAPI operations of the review queue routes beside it.
import { decisionRequest, queueQuery, trustedRequest } from '#contracts/review.ts';
import { operation } from '#lib/api-operation.ts';

const tag = 'moderation';
const project = { key: 'The project’s ID or slug' };

export const reviewOperations = [
  operation({
    method: 'get', path: '/v3/moderation/projects', operationId: 'getModerationQueue', tag,
    summary: 'Projects waiting for review, oldest first (moderators)', scope: 'PROJECT_READ', query: queueQuery,
    responses: { 200: 'OK', 400: 'Malformed parameter', 401: 'No token with PROJECT_READ', 404: 'Not a moderator' },
  }),
  operation({
    method: 'post', path: '/v3/moderation/project/{key}/decision', pathParameters: project, operationId: 'decideProjectReview', tag,
    summary: 'Decide on a queued project: approve, unlist, make private, reject or withhold, with a message to its team (moderators)',
    scope: 'PROJECT_WRITE', body: decisionRequest,
    responses: { 204: 'Decided', 400: 'Invalid input, or the project is not in the queue', 401: 'No token with PROJECT_WRITE', 404: 'No such project, or not a moderator' },
  }),
  operation({
    method: 'post', path: '/v3/moderation/user/{key}/trusted', pathParameters: { key: 'The user’s ID or username' }, operationId: 'setTrustedCreator', tag,
    summary: 'Mark a creator trusted, or not (moderators)', scope: 'USER_WRITE', body: trustedRequest,
    responses: { 204: 'Changed', 400: 'Invalid input', 401: 'No token with USER_WRITE', 404: 'No such user, or not a moderator' },
  }),
  operation({
    method: 'get', path: '/v3/project/{key}/queue', pathParameters: project, operationId: 'getProjectQueuePlace', tag,
    summary: 'A queued project’s place in the review queue and the typical wait (its team and moderators)',
    scope: 'PROJECT_READ',
    responses: { 200: 'OK (in_queue false when the project is not waiting)', 401: 'No token with PROJECT_READ', 404: 'No such project, or not its team’s (empty body)' },
  }),
];
