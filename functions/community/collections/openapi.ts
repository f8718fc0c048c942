// The OpenAPI operations of the collection routes beside it (/v3).
import { idsQuery } from '#contracts/api-queries.ts';
import { createCollectionBody, patchCollectionBody } from '#contracts/collection-write.ts';
import { iconQuery } from '#contracts/user-profile.ts';
import { operation } from '#lib/api-operation.ts';

const collection = { id: 'The collection’s ID' };
const tag = 'collections';
const found = { 200: 'OK', 404: 'Not found or not visible to the caller (empty body)' };
const write = {
  204: 'Done', 400: 'Invalid body or unknown project', 401: 'No token with the scope, or not the owner (nor staff)',
  404: 'No such collection, or not visible to the caller (empty body)',
};

export const collectionOperations = [
  operation({
    method: 'get', path: '/v3/collection/{id}', pathParameters: collection, operationId: 'getCollection', tag,
    summary: 'A collection (private and rejected ones for the owner and staff only)',
    description: 'The ETag header is its `updated` value, for If-Match on edits.',
    scope: 'COLLECTION_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'get', path: '/v3/collections', operationId: 'getCollections', tag, summary: 'Several collections by ID', query: idsQuery,
    scope: 'COLLECTION_READ', scopeOptional: true, responses: { 200: 'OK', 400: 'Malformed parameter' },
  }),
  operation({
    method: 'get', path: '/v3/user/{id}/collections', pathParameters: { id: 'The user’s ID or username' }, operationId: 'getUserCollections', tag,
    summary: 'A user’s collections: listed ones for others, all for the owner', scope: 'COLLECTION_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'post', path: '/v3/collection', operationId: 'createCollection', tag,
    summary: 'Create a collection from project IDs or slugs (status listed unless given)', scope: 'COLLECTION_CREATE', body: createCollectionBody,
    responses: { 200: 'The new collection', 400: 'Invalid body or unknown project', 401: 'No token with COLLECTION_CREATE' },
  }),
  operation({
    method: 'patch', path: '/v3/collection/{id}', pathParameters: collection, operationId: 'modifyCollection', tag,
    summary: 'Edit a collection (owner or staff)',
    description: '`new_projects` replaces the whole list; only staff set or lift "rejected". Optional If-Match header: the collection’s '
      + 'ETag (its `updated` value) as loaded; a collection changed since answers 409 instead of being overwritten.',
    scope: 'COLLECTION_WRITE', body: patchCollectionBody, responses: { ...write, 409: 'Changed since the If-Match value' },
  }),
  operation({
    method: 'patch', path: '/v3/collection/{id}/icon', pathParameters: collection, operationId: 'changeCollectionIcon', tag,
    summary: 'Replace the icon', description: 'The raw image bytes as the body (at most 256 KiB).',
    scope: 'COLLECTION_WRITE', query: iconQuery, responses: write,
  }),
  operation({
    method: 'delete', path: '/v3/collection/{id}/icon', pathParameters: collection, operationId: 'deleteCollectionIcon', tag,
    summary: 'Remove the icon', scope: 'COLLECTION_WRITE', responses: write,
  }),
  operation({
    method: 'delete', path: '/v3/collection/{id}', pathParameters: collection, operationId: 'deleteCollection', tag,
    summary: 'Delete a collection (owner or staff)', scope: 'COLLECTION_DELETE', responses: write,
  }),
];
