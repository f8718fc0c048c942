// The OpenAPI operations of the technical review's staff routes beside it, under /v3.
import { technicalReviewDecisionInput, technicalReviewFilter } from '#contracts/technical-review.ts';
import { operation } from '#lib/api-operation.ts';

const tag = 'moderation';
const hidden = 'Not staff, or no flagged file with this ID';

export const technicalReviewOperations = [
  operation({
    method: 'get', path: '/v3/moderation/technical-review', operationId: 'listTechnicalReview', tag,
    summary: 'Files the scanner flagged, with their findings (staff)',
    description: 'Pending files first by default; `severity` and `q` (project title, slug or file name) narrow the list.',
    scope: 'VERSION_READ', query: technicalReviewFilter,
    responses: { 200: 'The flagged files and the counts per review state', 400: 'Malformed parameter', 401: 'No token with VERSION_READ', 404: 'Not staff' },
  }),
  operation({
    method: 'post', path: '/v3/moderation/technical-review/{file}', pathParameters: { file: 'The flagged file’s ID' },
    operationId: 'decideTechnicalReview', tag, summary: 'Clear a flagged file, or mark it malicious (staff)',
    description: 'Clearing releases the version unless another of its files holds it. Malicious removes the version with its files, writes to the project’s thread and notifies its team.',
    scope: 'VERSION_WRITE', body: technicalReviewDecisionInput,
    responses: { 204: 'Decided', 400: 'Invalid input', 401: 'No token with VERSION_WRITE', 404: hidden, 409: 'Already cleared' },
  }),
];
