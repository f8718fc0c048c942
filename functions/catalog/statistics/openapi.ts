// The OpenAPI operation of the statistics route beside it.
import { operation } from '#lib/api-operation.ts';

export const statisticsOperations = [
  operation({
    method: 'get', path: '/v2/statistics', operationId: 'statistics', tag: 'misc',
    summary: 'Counts of listed projects, versions, authors and files', responses: { 200: 'OK' },
  }),
];
