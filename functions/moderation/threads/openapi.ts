// The OpenAPI operations of the thread routes beside it, under /v2 and /v3 (the same shapes).
import { idsQuery } from '#contracts/api-queries.ts';
import { threadMessageRequest } from '#contracts/threads.ts';
import { operation } from '#lib/api-operation.ts';

const tag = 'threads';
const hidden = 'No such thread, or the caller is neither a participant nor staff (empty body)';

const apiOperations = (prefix: '/v2' | '/v3', suffix: '' | 'V3') => [
  operation({
    method: 'get', path: `${prefix}/thread/inbox`, operationId: `getModeratorInbox${suffix}`, tag,
    summary: 'Threads waiting for a moderator’s answer, oldest first (moderators)', scope: 'THREAD_READ',
    responses: { 200: 'OK', 401: 'No token with THREAD_READ', 404: 'Not a moderator' },
  }),
  operation({
    method: 'get', path: `${prefix}/thread/{id}`, pathParameters: { id: 'The thread’s ID' }, operationId: `getThread${suffix}`, tag,
    summary: 'One thread with its messages (private ones for moderators only)', scope: 'THREAD_READ',
    responses: { 200: 'OK', 401: 'No token with THREAD_READ', 404: hidden },
  }),
  operation({
    method: 'get', path: `${prefix}/threads`, operationId: `getThreads${suffix}`, tag, summary: 'Several threads by ID (those the caller may see)',
    scope: 'THREAD_READ', query: idsQuery, responses: { 200: 'OK', 400: 'Malformed parameter', 401: 'No token with THREAD_READ' },
  }),
  operation({
    method: 'post', path: `${prefix}/thread/{id}`, pathParameters: { id: 'The thread’s ID' }, operationId: `sendThreadMessage${suffix}`, tag,
    summary: 'Post a message to a thread', description: 'The message is wrapped in an outer `body` key; answers 204 as the server does.',
    scope: 'THREAD_WRITE', body: threadMessageRequest,
    responses: { 204: 'Posted', 400: 'Invalid input', 401: 'No token with THREAD_WRITE, a private message from a non-moderator, or a closed report', 404: hidden },
  }),
  operation({
    method: 'delete', path: `${prefix}/message/{id}`, pathParameters: { id: 'The message’s ID' }, operationId: `deleteThreadMessage${suffix}`, tag,
    summary: 'Delete a message (its author or a moderator); it stays as a "deleted" marker', scope: 'THREAD_WRITE',
    responses: { 204: 'Deleted', 401: 'No token with THREAD_WRITE, or someone else’s message', 404: 'No such message, or not visible to the caller (empty body)' },
  }),
];

export const threadOperations = [...apiOperations('/v2', ''), ...apiOperations('/v3', 'V3')];
