// The documented API operations: path, method, summary and the zod schemas their routes validate with.
import type { ZodObject, ZodType } from 'zod';
import {
  gameVersionQuery, idsQuery, randomProjectsQuery, searchQuery, versionIdsQuery, versionListQuery,
} from '../contracts/api-queries.ts';
import { bulkUpdateSchema, hashQuerySchema, hashesSchema, individualUpdateSchema, updateFilterSchema } from '../contracts/version-files.ts';

export interface Operation {
  method: 'get' | 'post';
  path: string;
  tag: string;
  summary: string;
  query?: ZodObject;
  body?: ZodType;
  /** Scope a token needs; read routes treat a missing or weak token as anonymous. */
  scope?: string;
  responses: Record<string, string>;
}

const found = { 200: 'OK', 404: 'Not found or not visible to the caller (empty body)' };
const list = { 200: 'OK', 400: 'Malformed parameter' };

export const OPERATIONS: Operation[] = [
  { method: 'get', path: '/v2/search', tag: 'search', summary: 'Search listed projects with text, facets and sorting', query: searchQuery, responses: list },
  { method: 'get', path: '/v2/project/{id|slug}', tag: 'projects', summary: 'A project by ID or slug', responses: found },
  { method: 'get', path: '/v2/projects', tag: 'projects', summary: 'Several projects by ID or slug', query: idsQuery, responses: list },
  { method: 'get', path: '/v2/projects_random', tag: 'projects', summary: 'Random listed projects', query: randomProjectsQuery, responses: list },
  { method: 'get', path: '/v2/project/{id|slug}/check', tag: 'projects', summary: 'Whether an ID or slug is taken; answers the project ID', responses: found },
  { method: 'get', path: '/v2/project/{id|slug}/dependencies', tag: 'projects', summary: 'Projects and versions this project depends on', responses: found },
  { method: 'get', path: '/v2/project/{id|slug}/members', tag: 'teams', summary: 'A project’s team members', responses: found },
  { method: 'get', path: '/v2/project/{id|slug}/version', tag: 'versions', summary: 'A project’s versions, newest first', query: versionListQuery, responses: found },
  { method: 'get', path: '/v2/project/{id|slug}/version/{id|number}', tag: 'versions', summary: 'One version of a project by ID or version number', responses: found },
  { method: 'get', path: '/v2/version/{id}', tag: 'versions', summary: 'A version by ID', responses: { ...found, 400: 'Not a base62 ID' } },
  { method: 'get', path: '/v2/versions', tag: 'versions', summary: 'Several versions by ID', query: versionIdsQuery, responses: list },
  { method: 'get', path: '/v2/version_file/{hash}', tag: 'version files', summary: 'The version that holds a file, by sha1 or sha512', query: hashQuerySchema, responses: found },
  { method: 'get', path: '/v2/version_file/{hash}/download', tag: 'version files', summary: 'Redirects (307) to a file by hash', query: hashQuerySchema, responses: { 307: 'Redirect to the file URL', 404: found[404] } },
  { method: 'post', path: '/v2/version_file/{hash}/update', tag: 'version files', summary: 'The newest compatible version of the same project', query: hashQuerySchema, body: updateFilterSchema, responses: found },
  { method: 'post', path: '/v2/version_files', tag: 'version files', summary: 'Versions for many hashes', body: hashesSchema, responses: list },
  { method: 'post', path: '/v2/version_files/update', tag: 'version files', summary: 'The newest compatible version for many hashes', body: bulkUpdateSchema, responses: list },
  { method: 'post', path: '/v2/version_files/update_many', tag: 'version files', summary: 'Every compatible version for many hashes', body: bulkUpdateSchema, responses: list },
  { method: 'post', path: '/v2/version_files/update_individual', tag: 'version files', summary: 'Update checks with a filter per hash', body: individualUpdateSchema, responses: list },
  { method: 'post', path: '/v2/version_file/project', tag: 'version files', summary: 'Projects for many hashes', body: hashesSchema, responses: list },
  { method: 'get', path: '/v2/user', tag: 'users', summary: 'The authenticated user', scope: 'USER_READ', responses: { 200: 'OK', 401: 'No valid token' } },
  { method: 'get', path: '/v2/user/{id|username}', tag: 'users', summary: 'A user by ID or username', responses: found },
  { method: 'get', path: '/v2/users', tag: 'users', summary: 'Several users by ID or username', query: idsQuery, responses: list },
  { method: 'get', path: '/v2/user/{id|username}/projects', tag: 'users', summary: 'Projects a user is a member of', responses: found },
  { method: 'get', path: '/v2/user/{id|username}/follows', tag: 'users', summary: 'Projects a user follows (the user themself only)', scope: 'USER_READ', responses: { ...found, 401: 'Not that user' } },
  { method: 'get', path: '/v2/team/{id}/members', tag: 'teams', summary: 'A team’s members', responses: found },
  { method: 'get', path: '/v2/teams', tag: 'teams', summary: 'Members of several teams', query: idsQuery, responses: list },
  { method: 'get', path: '/v2/statistics', tag: 'misc', summary: 'Counts of listed projects, versions, authors and files', responses: { 200: 'OK' } },
  { method: 'get', path: '/v2/tag/category', tag: 'tags', summary: 'Categories with icon, project type and header', responses: { 200: 'OK' } },
  { method: 'get', path: '/v2/tag/loader', tag: 'tags', summary: 'Loaders with the project types they support', responses: { 200: 'OK' } },
  { method: 'get', path: '/v2/tag/game_version', tag: 'tags', summary: 'Game versions, newest first', query: gameVersionQuery, responses: list },
  { method: 'get', path: '/v2/tag/license', tag: 'tags', summary: 'SPDX licenses', responses: { 200: 'OK' } },
  { method: 'get', path: '/v2/tag/license/{id}', tag: 'tags', summary: 'A license’s full text', responses: { 200: 'OK', 400: 'Unknown license' } },
  { method: 'get', path: '/v2/tag/donation_platform', tag: 'tags', summary: 'Donation platforms', responses: { 200: 'OK' } },
  { method: 'get', path: '/v2/tag/report_type', tag: 'tags', summary: 'Report types', responses: { 200: 'OK' } },
  { method: 'get', path: '/v2/tag/project_type', tag: 'tags', summary: 'Project types', responses: { 200: 'OK' } },
  { method: 'get', path: '/v2/tag/side_type', tag: 'tags', summary: 'Client and server side values', responses: { 200: 'OK' } },
  { method: 'get', path: '/cdn/data/{project_id}/versions/{version_id}/{filename}', tag: 'files', summary: 'A version file (ranges, ETag; counted once per IP per version per hour)', responses: { 200: 'The file', 206: 'Partial content', 304: 'Not modified', 404: 'No such file', 416: 'Range not satisfiable' } },
];
