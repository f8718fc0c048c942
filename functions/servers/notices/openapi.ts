// The OpenAPI operations of the server notice routes beside them.
import { z } from 'zod';
import { NOTICE_LEVELS, noticeBody } from '#contracts/servers.ts';
import { operation } from '#lib/api-operation.ts';

const level = z.enum(NOTICE_LEVELS);
const target = z.object({ nodes: z.array(z.string()), servers: z.array(z.string()) }).nullable().describe('Null for every server');
const notice = z.object({
  id: z.number().int(), level, title: z.string().nullable(), message: z.string().describe('Markdown'), message_html: z.string().describe('The message rendered and sanitized'),
  dismissable: z.boolean(), begins: z.string().nullable(), expires: z.string().nullable(), target, created: z.string(),
});
const active = z.object({ id: z.number().int(), server_id: z.string(), level, title: z.string().nullable(), message_html: z.string(), dismissable: z.boolean() });
const noticeId = { notice: 'The notice’s ID' };
const staffOnly = 'Not staff (moderators read, admins write)';

export const noticeOperations = [
  operation({
    method: 'get', path: '/v3/servers/notices', operationId: 'listServerNotices', tag: 'servers', summary: 'Every server notice, newest first (staff)',
    scope: 'SERVER_READ', responses: { 200: { description: 'OK', schema: z.array(notice) }, 401: 'No token with SERVER_READ', 404: staffOnly },
  }),
  operation({
    method: 'post', path: '/v3/servers/notices', operationId: 'createServerNotice', tag: 'servers', summary: 'Post a notice to every server, or to chosen nodes and servers (admins)',
    description: 'It shows on the panels it applies to from `begins` (or now) until `expires` (or until deleted). Empty `nodes` and `servers` mean every server.',
    scope: 'SERVER_WRITE', body: noticeBody,
    responses: { 201: { description: 'Created', schema: notice }, 400: 'Invalid input: expires before it begins, or an unknown node or server', 401: 'No token with SERVER_WRITE', 404: 'Not an admin' },
  }),
  operation({
    method: 'patch', path: '/v3/servers/notices/{notice}', pathParameters: noticeId, operationId: 'updateServerNotice', tag: 'servers', summary: 'Replace a notice’s fields (admins)',
    scope: 'SERVER_WRITE', body: noticeBody,
    responses: { 200: { description: 'OK', schema: notice }, 400: 'Invalid input', 401: 'No token with SERVER_WRITE', 404: 'No such notice, or not an admin' },
  }),
  operation({
    method: 'delete', path: '/v3/servers/notices/{notice}', pathParameters: noticeId, operationId: 'deleteServerNotice', tag: 'servers', summary: 'Delete a notice and its dismissals (admins)',
    scope: 'SERVER_WRITE', responses: { 204: 'Deleted', 401: 'No token with SERVER_WRITE', 404: 'No such notice, or not an admin' },
  }),
  operation({
    method: 'get', path: '/v3/servers/{id}/notices', pathParameters: { id: 'The server’s ID' }, operationId: 'getServerNotices', tag: 'servers',
    summary: 'The notices the server’s panel shows the caller now, less those they dismissed',
    scope: 'SERVER_READ', responses: { 200: { description: 'OK', schema: z.array(active) }, 401: 'No token with SERVER_READ', 404: 'Not a server the caller can see' },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/notices/{notice}/dismiss', pathParameters: { id: 'The server’s ID', ...noticeId }, operationId: 'dismissServerNotice', tag: 'servers',
    summary: 'Stop showing a dismissable notice to the caller, on every panel', scope: 'SERVER_WRITE',
    responses: { 204: 'Dismissed (again is harmless)', 400: 'The notice cannot be dismissed', 401: 'No token with SERVER_WRITE', 404: 'Not a server the caller can see, or no such notice on it' },
  }),
];
