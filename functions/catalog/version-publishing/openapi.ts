// The OpenAPI operations of the version publishing routes beside it (the public ones; inspection is the website's).
import { editVersionSchema } from '#contracts/version-write.ts';
import { operation } from '#lib/api-operation.ts';

const version = { id: 'The version’s ID' };

export const versionPublishingOperations = [
  operation({
    method: 'post', path: '/v2/version', operationId: 'createVersion', tag: 'versions', summary: 'Publish a version',
    description: 'multipart/form-data with the JSON `data` part first, then the file parts it lists (≤ 500 MiB each).',
    scope: 'VERSION_CREATE',
    responses: {
      200: 'The new version (files without id)', 400: 'Invalid data or files', 401: 'No valid token, missing scope or no UPLOAD_VERSION permission',
    },
  }),
  operation({
    method: 'patch', path: '/v2/version/{id}', pathParameters: version, operationId: 'modifyVersion', tag: 'versions',
    summary: 'Edit a version’s metadata',
    description: 'Files are immutable: only their type and the primary flag change, by hash. Optional If-Match header: the '
      + 'version’s ETag as loaded; a version changed since answers 409 instead of being overwritten.',
    scope: 'VERSION_WRITE', body: editVersionSchema,
    responses: {
      204: 'Edited', 400: 'Invalid body or If-Match', 401: 'No valid token, missing scope or permission', 404: 'No such version',
      409: 'Changed since the If-Match value',
    },
  }),
  operation({
    method: 'delete', path: '/v2/version/{id}', pathParameters: version, operationId: 'deleteVersion', tag: 'versions',
    summary: 'Delete (yank) a version', description: 'Hidden from lists and search; its files stay resolvable by hash and downloadable.',
    scope: 'VERSION_DELETE', responses: { 204: 'Deleted', 401: 'No valid token, missing scope or no DELETE_VERSION permission', 404: 'No such version' },
  }),
  operation({
    method: 'post', path: '/v2/version/{id}/file', pathParameters: version, operationId: 'addFilesToVersion', tag: 'versions',
    summary: 'Add files to a version', description: 'multipart/form-data with an optional JSON `data` part `{file_types}` first, then file parts.',
    scope: 'VERSION_WRITE',
    responses: { 204: 'Added', 400: 'Invalid files', 401: 'No valid token, missing scope or no UPLOAD_VERSION permission', 404: 'No such version' },
  }),
];
