// The OpenAPI operations of the follow routes beside it.
import { operation } from '#lib/api-operation.ts';

const project = { id: 'The project’s ID or slug' };
const write = {
  204: 'Changed', 401: 'No valid token or missing scope', 404: 'No such project, or not visible to the caller (empty body)',
};

export const followOperations = [
  operation({
    method: 'post', path: '/v2/project/{id}/follow', pathParameters: project, operationId: 'followProject', tag: 'projects',
    summary: 'Follow a project', scope: 'USER_WRITE', responses: { ...write, 400: 'Already following' },
  }),
  operation({
    method: 'delete', path: '/v2/project/{id}/follow', pathParameters: project, operationId: 'unfollowProject', tag: 'projects',
    summary: 'Stop following a project', scope: 'USER_WRITE', responses: { ...write, 400: 'Not following' },
  }),
  operation({
    method: 'get', path: '/v2/user/{id}/follows', pathParameters: { id: 'The user’s ID or username' }, operationId: 'getFollowedProjects',
    tag: 'users', summary: 'Projects a user follows (the user themself only)', scope: 'USER_READ',
    responses: { 200: 'OK', 401: 'Not that user', 404: 'Not found or not visible to the caller (empty body)' },
  }),
];
