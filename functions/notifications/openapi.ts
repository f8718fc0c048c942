// The OpenAPI operations of the notification routes beside it, under /v2 (title) and /v3 (name).
import { idsQuery } from '#contracts/api-queries.ts';
import { operation } from '#lib/api-operation.ts';

const tag = 'notifications';
const notification = { id: 'The notification’s ID' };
const found = { 200: 'OK', 401: 'No token with NOTIFICATION_READ', 404: 'No such notification, or someone else’s (empty body)' };
const write = { 204: 'Done', 401: 'No token with NOTIFICATION_WRITE', 404: 'No such notification, or someone else’s (empty body)' };
const malformed = 'Malformed parameter';

/** Title, text, link and actions are derived from the body; operation IDs of the /v3 ones end in V3. */
const apiOperations = (prefix: '/v2' | '/v3', suffix: '' | 'V3') => [
  operation({
    method: 'get', path: `${prefix}/user/{id}/notifications`, pathParameters: { id: 'The user’s ID or username' },
    operationId: `getUserNotifications${suffix}`, tag, summary: 'A user’s notifications, newest first (the user themself or an admin)',
    scope: 'NOTIFICATION_READ', responses: found,
  }),
  operation({
    method: 'get', path: `${prefix}/notifications`, operationId: `getNotifications${suffix}`, tag,
    summary: 'Several of the caller’s notifications by ID (others are left out)', scope: 'NOTIFICATION_READ', query: idsQuery,
    responses: { 200: 'OK', 400: malformed, 401: found[401] },
  }),
  operation({
    method: 'patch', path: `${prefix}/notifications`, operationId: `readNotifications${suffix}`, tag,
    summary: 'Mark several of the caller’s notifications read', scope: 'NOTIFICATION_WRITE', query: idsQuery, responses: { ...write, 400: malformed },
  }),
  operation({
    method: 'delete', path: `${prefix}/notifications`, operationId: `deleteNotifications${suffix}`, tag,
    summary: 'Delete several of the caller’s notifications', scope: 'NOTIFICATION_WRITE', query: idsQuery, responses: { ...write, 400: malformed },
  }),
  operation({
    method: 'get', path: `${prefix}/notification/{id}`, pathParameters: notification, operationId: `getNotification${suffix}`, tag,
    summary: 'One of the caller’s notifications', scope: 'NOTIFICATION_READ', responses: found,
  }),
  operation({
    method: 'patch', path: `${prefix}/notification/{id}`, pathParameters: notification, operationId: `readNotification${suffix}`, tag,
    summary: 'Mark one notification read', scope: 'NOTIFICATION_WRITE', responses: write,
  }),
  operation({
    method: 'delete', path: `${prefix}/notification/{id}`, pathParameters: notification, operationId: `deleteNotification${suffix}`, tag,
    summary: 'Delete one notification', scope: 'NOTIFICATION_WRITE', responses: write,
  }),
];

export const notificationOperations = [...apiOperations('/v2', ''), ...apiOperations('/v3', 'V3')];
