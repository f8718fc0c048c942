// The OpenAPI operations of the version read routes beside it.
import { versionIdsQuery } from '#contracts/api-queries.ts';
import { operation } from '#lib/api-operation.ts';

export const versionOperations = [
  operation({
    method: 'get', path: '/v2/version/{id}', pathParameters: { id: 'The version’s ID' }, operationId: 'getVersion', tag: 'versions',
    summary: 'A version by ID', description: 'The ETag header is its edit stamp, for If-Match on edits.',
    scope: 'VERSION_READ', scopeOptional: true,
    responses: { 200: 'OK', 400: 'Not a base62 ID', 404: 'Not found or not visible to the caller (empty body)' },
  }),
  operation({
    method: 'get', path: '/v2/versions', operationId: 'getVersions', tag: 'versions', summary: 'Several versions by ID',
    query: versionIdsQuery, scope: 'VERSION_READ', scopeOptional: true, responses: { 200: 'OK', 400: 'Malformed parameter' },
  }),
];
