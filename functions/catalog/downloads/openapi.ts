// The OpenAPI operation of the file download route beside it (mounted at /cdn).
import { operation } from '#lib/api-operation.ts';

export const downloadOperations = [
  operation({
    method: 'get', path: '/cdn/data/{project_id}/versions/{version_id}/{filename}',
    pathParameters: { project_id: 'The project’s ID', version_id: 'The version’s ID', filename: 'The file’s name' },
    operationId: 'downloadFile', tag: 'files', summary: 'A version file',
    description: 'Supports ranges and ETag; HEAD answers the headers alone. Counted once per IP per version per hour.',
    responses: { 200: 'The file', 206: 'Partial content', 304: 'Not modified', 404: 'No such file', 416: 'Range not satisfiable' },
  }),
];
