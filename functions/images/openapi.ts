// The OpenAPI operation of the image route beside it (mounted at /cdn).
import { operation } from '#lib/api-operation.ts';

export const imageOperations = [
  operation({
    method: 'get', path: '/cdn/images/{key}',
    pathParameters: { key: 'The rest of the image’s URL: its folders, then `{sha1}.{ext}` (slashes included)' },
    operationId: 'getImage', tag: 'files', summary: 'An uploaded image (icons, gallery, avatars and body images)',
    description: 'Immutable: an image’s name is its content hash, so it may be cached forever.',
    responses: { 200: 'The image', 404: 'No such image (empty body)' },
  }),
];
