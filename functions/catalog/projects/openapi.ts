// The OpenAPI operations of the project routes beside it: reads (routes.ts) and writes (write-routes.ts).
import { idsQuery, randomProjectsQuery, versionListQuery } from '#contracts/api-queries.ts';
import {
  galleryAddQuery, galleryDeleteQuery, galleryEditQuery, projectBulkPatchBody, projectIconQuery, projectPatchBody,
} from '#contracts/project-write.ts';
import { operation } from '#lib/api-operation.ts';

const project = { id: 'The project’s ID or slug' };
const found = { 200: 'OK', 404: 'Not found or not visible to the caller (empty body)' };
const list = { 200: 'OK', 400: 'Malformed parameter' };
const write = {
  204: 'Changed', 400: 'Invalid input', 401: 'No valid token, missing scope or missing team permission',
  404: 'No such project, or not visible to the caller (empty body)',
};

export const projectOperations = [
  operation({
    method: 'get', path: '/v2/project/{id}', pathParameters: project, operationId: 'getProject', tag: 'projects',
    summary: 'A project by ID or slug', description: 'The ETag header is its `updated` value, for If-Match on edits.',
    scope: 'PROJECT_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'get', path: '/v2/projects', operationId: 'getProjects', tag: 'projects', summary: 'Several projects by ID or slug',
    query: idsQuery, scope: 'PROJECT_READ', scopeOptional: true, responses: list,
  }),
  operation({
    method: 'get', path: '/v2/projects_random', operationId: 'randomProjects', tag: 'projects', summary: 'Random listed projects',
    query: randomProjectsQuery, responses: list,
  }),
  operation({
    method: 'get', path: '/v2/project/{id}/check', pathParameters: project, operationId: 'checkProjectValidity', tag: 'projects',
    summary: 'Whether an ID or slug is taken; answers the project ID', scope: 'PROJECT_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'get', path: '/v2/project/{id}/dependencies', pathParameters: project, operationId: 'getDependencies', tag: 'projects',
    summary: 'Projects and versions this project depends on', scope: 'PROJECT_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'post', path: '/v2/project', operationId: 'createProject', tag: 'projects', summary: 'Create a project',
    description: 'multipart/form-data with the JSON `data` part first (title, slug, description, body, client_side, server_side, '
      + 'categories, license_id, is_draft, gallery_items, initial_versions (≤ 32, each like POST /v2/version’s data without '
      + 'project_id), …), then an `icon` part (≤ 256 KiB), the gallery parts `gallery_items` names (≤ 5 MiB each) and the '
      + 'version files the initial versions’ `file_parts` name (≤ 500 MiB each).\n\n'
      + 'Without `is_draft: true` the project is submitted for review and needs at least one initial version. The project and '
      + 'its versions are written together or not at all. Needs a verified email; at most 256 owned projects.',
    scope: 'PROJECT_CREATE',
    responses: {
      200: 'The new project (a draft, or processing when submitted for review)',
      400: 'Invalid data, slug taken, bad category or license, images, invalid initial versions or files, or the project limit',
      401: 'No valid token, missing scope or unverified email',
    },
  }),
  operation({
    method: 'patch', path: '/v2/project/{id}', pathParameters: project, operationId: 'modifyProject', tag: 'projects', summary: 'Edit a project',
    description: '`client_side`/`server_side` also set every version’s environment. Optional If-Match header: the project’s ETag '
      + '(its `updated` value) as loaded; a project changed since answers 409 instead of being overwritten.',
    scope: 'PROJECT_WRITE', body: projectPatchBody, responses: { ...write, 409: 'Changed since the If-Match value' },
  }),
  operation({
    method: 'patch', path: '/v2/projects', operationId: 'patchProjects', tag: 'projects',
    summary: 'Edit categories, donation links and links of several projects (all or none)', scope: 'PROJECT_WRITE',
    query: idsQuery, body: projectBulkPatchBody, responses: write,
  }),
  operation({
    method: 'delete', path: '/v2/project/{id}', pathParameters: project, operationId: 'deleteProject', tag: 'projects',
    summary: 'Delete a project with its versions, files and images (needs DELETE_PROJECT)', scope: 'PROJECT_DELETE', responses: write,
  }),
  operation({
    method: 'patch', path: '/v2/project/{id}/icon', pathParameters: project, operationId: 'changeProjectIcon', tag: 'projects',
    summary: 'Replace the icon', description: 'Raw image bytes as the body (PNG, JPEG, GIF, WebP or BMP by content, ≤ 256 KiB).',
    scope: 'PROJECT_WRITE', query: projectIconQuery, responses: write,
  }),
  operation({
    method: 'delete', path: '/v2/project/{id}/icon', pathParameters: project, operationId: 'deleteProjectIcon', tag: 'projects',
    summary: 'Remove the icon', scope: 'PROJECT_WRITE', responses: write,
  }),
  operation({
    method: 'post', path: '/v2/project/{id}/gallery', pathParameters: project, operationId: 'addGalleryImage', tag: 'projects',
    summary: 'Add a gallery image', description: 'Raw image bytes as the body (≤ 5 MiB, ≤ 64 per project); `featured` un-features the others.',
    scope: 'PROJECT_WRITE', query: galleryAddQuery,
    responses: { ...write, 400: 'Invalid input or an image already in the gallery', 401: `${write[401]}, or the gallery is full` },
  }),
  operation({
    method: 'patch', path: '/v2/project/{id}/gallery', pathParameters: project, operationId: 'modifyGalleryImage', tag: 'projects',
    summary: 'Edit a gallery image', description: 'The image at `url`.', scope: 'PROJECT_WRITE', query: galleryEditQuery, responses: write,
  }),
  operation({
    method: 'delete', path: '/v2/project/{id}/gallery', pathParameters: project, operationId: 'deleteGalleryImage', tag: 'projects',
    summary: 'Remove a gallery image', description: 'The image at `url`.', scope: 'PROJECT_WRITE', query: galleryDeleteQuery, responses: write,
  }),
  operation({
    method: 'get', path: '/v2/project/{id}/version', pathParameters: project, operationId: 'getProjectVersions', tag: 'versions',
    summary: 'A project’s versions, newest first', query: versionListQuery, scope: 'VERSION_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'get', path: '/v2/project/{id}/version/{version}',
    pathParameters: { ...project, version: 'The version’s ID or version number' },
    operationId: 'getVersionFromIdOrNumber', tag: 'versions', summary: 'One version of a project by ID or version number',
    scope: 'VERSION_READ', scopeOptional: true, responses: found,
  }),
  operation({
    method: 'get', path: '/v2/user/{id}/projects', pathParameters: { id: 'The user’s ID or username' }, operationId: 'getUserProjects',
    tag: 'users', summary: 'Projects a user is a member of', scope: 'PROJECT_READ', scopeOptional: true, responses: found,
  }),
];
