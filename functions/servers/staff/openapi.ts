// The OpenAPI operations of the admins' suspend and unsuspend routes beside them.
import { suspendBody } from '#contracts/servers.ts';
import { operation } from '#lib/api-operation.ts';

const id = { id: 'The server’s ID' };

export const staffServerOperations = [
  operation({
    method: 'post', path: '/v3/servers/{id}/suspend', pathParameters: id, operationId: 'suspendServer', tag: 'servers',
    summary: 'Suspend a server with a reason its owner sees, and stop it (admins)',
    description: 'Suspending again replaces the reason. The action is kept in the owner’s billing audit log.',
    scope: 'SERVER_WRITE', body: suspendBody, responses: { 204: 'Suspended', 400: 'No reason given', 401: 'No token with SERVER_WRITE', 404: 'No such server, or not an admin' },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/unsuspend', pathParameters: id, operationId: 'unsuspendServer', tag: 'servers',
    summary: 'Lift a staff suspension; the owner starts the server again (admins)',
    scope: 'SERVER_WRITE', responses: { 204: 'Lifted', 401: 'No token with SERVER_WRITE', 404: 'No such server, or not an admin', 409: 'Staff have not suspended it' },
  }),
];
