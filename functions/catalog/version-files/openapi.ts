// The OpenAPI operations of the version file routes beside it: versions and updates looked up by file hash.
import { bulkUpdateSchema, hashQuerySchema, hashesSchema, individualUpdateSchema, updateFilterSchema } from '#contracts/version-files.ts';
import { operation } from '#lib/api-operation.ts';

const file = { hash: 'The file’s sha1 or sha512 hash (see `algorithm`)' };
const found = { 200: 'OK', 404: 'Not found or not visible to the caller (empty body)' };
const list = { 200: 'OK', 400: 'Malformed parameter' };
const tag = 'version files';

export const versionFileOperations = [
  operation({
    method: 'get', path: '/v2/version_file/{hash}', pathParameters: file, operationId: 'versionFromHash', tag,
    summary: 'The version that holds a file, by sha1 or sha512', query: hashQuerySchema, scope: 'VERSION_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'get', path: '/v2/version_file/{hash}/download', pathParameters: file, operationId: 'downloadFromHash', tag,
    summary: 'Redirects (307) to a file by hash', query: hashQuerySchema, scope: 'VERSION_READ', scopeOptional: true,
    responses: { 307: 'Redirect to the file URL', 404: found[404] },
  }),
  operation({
    method: 'post', path: '/v2/version_file/{hash}/update', pathParameters: file, operationId: 'getLatestVersionFromHash', tag,
    summary: 'The newest compatible version of the same project', query: hashQuerySchema, body: updateFilterSchema, responses: found,
  }),
  operation({
    method: 'post', path: '/v2/version_files', operationId: 'versionsFromHashes', tag, summary: 'Versions for many hashes',
    body: hashesSchema, scope: 'VERSION_READ', scopeOptional: true, responses: list,
  }),
  operation({
    method: 'post', path: '/v2/version_files/update', operationId: 'getLatestVersionsFromHashes', tag,
    summary: 'The newest compatible version for many hashes', body: bulkUpdateSchema, responses: list,
  }),
  operation({
    method: 'post', path: '/v2/version_files/update_many', operationId: 'getAllVersionsFromHashes', tag,
    summary: 'Every compatible version for many hashes', body: bulkUpdateSchema, responses: list,
  }),
  operation({
    method: 'post', path: '/v2/version_files/update_individual', operationId: 'getLatestVersionsFromHashesIndividually', tag,
    summary: 'Update checks with a filter per hash', body: individualUpdateSchema, responses: list,
  }),
  operation({
    method: 'post', path: '/v2/version_file/project', operationId: 'projectsFromHashes', tag, summary: 'Projects for many hashes',
    body: hashesSchema, scope: 'PROJECT_READ', scopeOptional: true, responses: list,
  }),
];
