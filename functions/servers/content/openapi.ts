// The OpenAPI operations of /v3/servers/{id}/content and /modpack beside their routes.
import { z } from 'zod';
import { addContentBody, CONTENT_KINDS, modpackBody, removeContentQuery, toggleContentBody } from '#contracts/server-content.ts';
import { operation } from '#lib/api-operation.ts';

const id = { id: 'The server’s ID' };
const hidden = 'Not a server the caller can see, or no such version';
const read = { 401: 'No token with SERVER_READ, or no files permission', 404: hidden, 409: 'Installing, being moved to a new plan, or suspended' };
const write = { 401: 'No token with SERVER_WRITE, or no files permission', 404: hidden, 409: 'Installing, being moved to a new plan, or suspended' };
const item = z.object({
  kind: z.enum(CONTENT_KINDS), path: z.string(), file_name: z.string(), enabled: z.boolean(), size: z.number().int(), sha1: z.string(),
  project: z.object({ id: z.string(), slug: z.string(), title: z.string(), icon_url: z.string().nullable(), project_type: z.string() }).nullable().describe('Null for files Kiln does not know'),
  version: z.object({ id: z.string(), version_number: z.string() }).nullable(),
  update: z.object({ version_id: z.string(), version_number: z.string() }).nullable().describe('A newer version for the server’s loader and game version'),
});

export const serverContentOperations = [
  operation({
    method: 'get', path: '/v3/servers/{id}/content', operationId: 'listServerContent', tag: 'servers', summary: 'The mods, plugins and data packs installed, matched to Kiln projects by hash',
    pathParameters: id, scope: 'SERVER_READ',
    responses: { 200: { description: 'OK', schema: z.object({ loader: z.string(), game_version: z.string(), items: z.array(item) }) }, ...read },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/content', operationId: 'addServerContent', tag: 'servers', summary: 'Install a Kiln version’s primary file into the folder its kind belongs in',
    description: 'Mods go to `mods/`, plugins to `plugins/`, data packs to the world’s `datapacks/`. Other files of the same project in that folder are replaced. A vanilla server takes data packs only; every version needs one of the loaders the server runs and its game version.',
    pathParameters: id, body: addContentBody, scope: 'SERVER_WRITE',
    responses: { 201: { description: 'Installed', schema: item }, 400: 'Not compatible with the server’s loader or game version', ...write, 413: 'Not enough free storage' },
  }),
  operation({
    method: 'patch', path: '/v3/servers/{id}/content', operationId: 'toggleServerContent', tag: 'servers', summary: 'Enable or disable a content file',
    description: 'Renames the file to or from its `.disabled` name.',
    pathParameters: id, body: toggleContentBody, scope: 'SERVER_WRITE',
    responses: { 200: { description: 'The file’s path now', schema: z.object({ path: z.string() }) }, 400: 'Not a content file in a content folder', ...write },
  }),
  operation({
    method: 'delete', path: '/v3/servers/{id}/content', operationId: 'removeServerContent', tag: 'servers', summary: 'Remove a content file',
    pathParameters: id, query: removeContentQuery, scope: 'SERVER_WRITE', responses: { 204: 'Removed', 400: 'Not a content file in a content folder', ...write },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/modpack', operationId: 'installServerModpack', tag: 'servers', summary: 'Install a Kiln modpack’s server-side files',
    description: 'Files whose `env.server` is `unsupported` (client-only) and files Kiln does not hold are skipped and reported; `overrides/` then `server-overrides/` are applied, `client-overrides/` never. The previous pack’s listed files are replaced. Take a backup first: this route does not.',
    pathParameters: id, body: modpackBody, scope: 'SERVER_WRITE',
    responses: {
      200: { description: 'Installed', schema: z.object({ installed: z.array(z.string()), skipped: z.array(z.object({ path: z.string(), reason: z.string() })) }) },
      400: 'Not a modpack, or for another game version', ...write, 413: 'Not enough free storage',
    },
  }),
];
