// The OpenAPI operations of the tag routes beside it (/v2/tag/*): the vocabularies projects are described with.
import { gameVersionQuery } from '#contracts/api-queries.ts';
import { operation } from '#lib/api-operation.ts';

const ok = { 200: 'OK' };
const tag = 'tags';

export const tagOperations = [
  operation({
    method: 'get', path: '/v2/tag/category', operationId: 'categoryList', tag, summary: 'Categories with icon, project type and header', responses: ok,
  }),
  operation({ method: 'get', path: '/v2/tag/loader', operationId: 'loaderList', tag, summary: 'Loaders with the project types they support', responses: ok }),
  operation({
    method: 'get', path: '/v2/tag/game_version', operationId: 'versionList', tag, summary: 'Game versions, newest first',
    query: gameVersionQuery, responses: { 200: 'OK', 400: 'Malformed parameter' },
  }),
  operation({ method: 'get', path: '/v2/tag/license', operationId: 'licenseList', tag, summary: 'SPDX licenses', responses: ok }),
  operation({
    method: 'get', path: '/v2/tag/license/{id}', pathParameters: { id: 'The SPDX license ID' }, operationId: 'licenseText', tag,
    summary: 'A license’s full text', responses: { 200: 'OK', 400: 'Unknown license' },
  }),
  operation({ method: 'get', path: '/v2/tag/donation_platform', operationId: 'donationPlatformList', tag, summary: 'Donation platforms', responses: ok }),
  operation({ method: 'get', path: '/v2/tag/report_type', operationId: 'reportTypeList', tag, summary: 'Report types', responses: ok }),
  operation({ method: 'get', path: '/v2/tag/project_type', operationId: 'projectTypeList', tag, summary: 'Project types', responses: ok }),
  operation({ method: 'get', path: '/v2/tag/side_type', operationId: 'sideTypeList', tag, summary: 'Client and server side values', responses: ok }),
];
