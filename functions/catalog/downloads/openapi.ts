// The OpenAPI operation of the file download route beside it (mounted at /cdn).
import { operation } from '#lib/api-operation.ts';

export const downloadOperations = [
  operation({
    method: 'get', path: '/cdn/data/{project_id}/versions/{version_id}/{filename}',
    pathParameters: { project_id: 'The project’s ID', version_id: 'The version’s ID', filename: 'The file’s name' },
    operationId: 'downloadFile', tag: 'files', summary: 'A version file',
    description: 'Supports ranges and ETag; HEAD answers the headers alone. Counted once per IP per version per hour. '
      + 'A file of a version the caller may not see (hidden itself, or in a hidden project) answers like an unknown file; '
      + 'the website’s session cookie names the caller too. Such a file, served to a member or a moderator, is '
      + '`Cache-Control: private, no-store`; every other file is `public, immutable`.',
    scope: 'VERSION_READ', scopeOptional: true,
    responses: {
      200: 'The file', 206: 'Partial content', 304: 'Not modified',
      404: 'No such file, or none the caller may see', 416: 'Range not satisfiable',
    },
  }),
];
