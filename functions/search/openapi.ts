// The OpenAPI operation of the search route beside it.
import { searchQuery } from '#contracts/api-queries.ts';
import { operation } from '#lib/api-operation.ts';

export const searchOperations = [
  operation({
    method: 'get', path: '/v2/search', operationId: 'searchProjects', tag: 'search', summary: 'Search listed projects with text, facets and sorting',
    query: searchQuery, responses: { 200: 'OK', 400: 'Malformed parameter' },
  }),
];
