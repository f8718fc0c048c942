// The OpenAPI operations of /v3/servers beside their routes.
import { z } from 'zod';
import {
  commandBody, loaderBody, PANEL_STATES, powerBody, preferencesBody, propertiesBody, REGION_IDS, renameBody, serverPreferences, serverProperties,
  planBody, startupBody, subdomainBody, SUBUSER_PERMISSIONS, subuserBody, subuserPermissionsBody, SUSPENSION_REASONS,
} from '#contracts/servers.ts';
import { operation } from '#lib/api-operation.ts';

const id = { id: 'The server’s ID' };
const state = z.enum(PANEL_STATES);
const server = z.object({
  id: z.string(), name: z.string(), owner_id: z.string(), state,
  plan: z.object({ id: z.enum(['small', 'medium', 'large', 'custom']), ram_mb: z.number().int(), cpu: z.number().int(), storage_mb: z.number().int(), swap_mb: z.number().int() }),
  region: z.enum(REGION_IDS), node: z.string(),
  address: z.object({ host: z.string(), port: z.number().int(), subdomain: z.string().nullable(), join: z.string().describe('What players type in Minecraft’s server list') }),
  loader: z.string(), game_version: z.string(), startup_flags: z.string(),
  suspension: z.object({ reasons: z.array(z.enum(SUSPENSION_REASONS)), staff_reason: z.string().nullable() }).nullable(),
  upgrade: z.object({ ram_mb: z.number().int() }).nullable(),
  billing: z.object({ subscription_id: z.string(), status: z.string(), interval: z.string(), period_end: z.string(), next_ram_mb: z.number().int().nullable().describe('A smaller plan that takes effect at the next renewal') }).nullable(),
  permissions: z.array(z.enum(SUBUSER_PERMISSIONS)).describe('What the caller may do on this server'),
  is_owner: z.boolean(), preferences: serverPreferences, created: z.string(),
});
const stats = z.object({
  state, cpu_percent: z.number().describe('Share of all the node’s cores, 0–100'), memory_bytes: z.number().int(), memory_limit_bytes: z.number().int(),
  disk_bytes: z.number().int(), disk_limit_bytes: z.number().int(), uptime_ms: z.number().int(),
  players: z.object({ online: z.number().int(), max: z.number().int(), sample: z.array(z.string()) }).nullable().describe('From a server-list ping; null when not running or not answering'),
});
const line = z.object({ at: z.number().int().describe('Milliseconds since the epoch'), text: z.string() });
const subuser = z.object({ user_id: z.string(), username: z.string(), avatar_url: z.string().nullable(), permissions: z.array(z.enum(SUBUSER_PERMISSIONS)), created: z.string() });
const region = z.object({ id: z.enum(REGION_IDS), name: z.string(), free_ram_mb: z.number().int().describe('The largest plan a new server can get there now'), ping_url: z.string() });
const hidden = 'Not a server the caller can see';

export const serverOperations = [
  operation({
    method: 'get', path: '/v3/servers/regions', operationId: 'getServerRegions', tag: 'servers', summary: 'The regions servers can be bought in, with stock and a URL to time latency against',
    responses: { 200: { description: 'OK', schema: z.array(region) } },
  }),
  operation({
    method: 'get', path: '/v3/servers', operationId: 'listServers', tag: 'servers', summary: 'The caller’s servers: owned and shared with them',
    scope: 'SERVER_READ', responses: { 200: { description: 'OK', schema: z.array(server) }, 401: 'No token with SERVER_READ' },
  }),
  operation({
    method: 'get', path: '/v3/servers/{id}', operationId: 'getServer', tag: 'servers', summary: 'One server: state, address, plan, node, region, billing',
    pathParameters: id, scope: 'SERVER_READ', responses: { 200: { description: 'OK', schema: server }, 401: 'No token with SERVER_READ', 404: hidden },
  }),
  operation({
    method: 'patch', path: '/v3/servers/{id}', operationId: 'renameServer', tag: 'servers', summary: 'Rename a server',
    pathParameters: id, scope: 'SERVER_WRITE', body: renameBody, responses: { 204: 'Renamed', 401: 'No token with SERVER_WRITE, or no options permission', 404: hidden },
  }),
  operation({
    method: 'get', path: '/v3/servers/{id}/stats', operationId: 'getServerStats', tag: 'servers', summary: 'Live CPU, memory, storage, uptime and players online',
    pathParameters: id, scope: 'SERVER_READ', responses: { 200: { description: 'OK', schema: stats }, 401: 'No token with SERVER_READ', 404: hidden },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/power', operationId: 'powerServer', tag: 'servers', summary: 'Start, stop, restart or kill a server',
    description: 'Stop asks the server to save and stop, and kills it after a timeout. Starting a suspended or installing server is refused.',
    pathParameters: id, scope: 'SERVER_WRITE', body: powerBody, responses: { 204: 'Done', 401: 'No token with SERVER_WRITE, or no console permission', 404: hidden, 409: 'Suspended, installing or being upgraded' },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/command', operationId: 'sendServerCommand', tag: 'servers', summary: 'Send one line to the server’s console',
    pathParameters: id, scope: 'SERVER_WRITE', body: commandBody, responses: { 204: 'Sent', 401: 'No token with SERVER_WRITE, or no console permission', 404: hidden, 409: 'Not running' },
  }),
  operation({
    method: 'get', path: '/v3/servers/{id}/console/recent', operationId: 'getServerConsole', tag: 'servers', summary: 'The console’s last lines, oldest first',
    pathParameters: id, query: z.object({ limit: z.number().int().min(1).max(1000).optional() }), scope: 'SERVER_READ',
    responses: { 200: { description: 'OK', schema: z.object({ lines: z.array(line) }) }, 401: 'No token with SERVER_READ, or no console permission', 404: hidden },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/console/ticket', operationId: 'getServerConsoleTicket', tag: 'servers', summary: 'A single-use ticket (one minute) to open the live console stream',
    pathParameters: id, scope: 'SERVER_WRITE', responses: { 200: { description: 'OK', schema: z.object({ ticket: z.string(), expires: z.string() }) }, 401: 'No token with SERVER_WRITE, or no console permission', 404: hidden },
  }),
  operation({
    method: 'get', path: '/v3/servers/{id}/console', operationId: 'streamServerConsole', tag: 'servers', summary: 'The live console as server-sent events',
    description: 'Authenticated by `ticket` (from the ticket route) rather than a header, so a browser’s EventSource can open it. Each `line` event carries `{at, text}` JSON: the last 200 lines first, then each new one.',
    pathParameters: id, query: z.object({ ticket: z.string() }), responses: { 200: 'text/event-stream', 401: 'The ticket is missing, spent or expired' },
  }),
  operation({
    method: 'get', path: '/v3/servers/{id}/properties', operationId: 'getServerProperties', tag: 'servers', summary: 'The typed fields of server.properties',
    pathParameters: id, scope: 'SERVER_READ',
    responses: { 200: { description: 'OK', schema: z.object({ values: serverProperties.partial(), unknown: z.array(z.string()).describe('Fields whose value in the file the editor does not offer') }) }, 401: 'No token with SERVER_READ, or no options permission', 404: hidden },
  }),
  operation({
    method: 'patch', path: '/v3/servers/{id}/properties', operationId: 'setServerProperties', tag: 'servers', summary: 'Change server.properties fields; other lines stay as they are',
    description: 'Takes effect at the server’s next start.', pathParameters: id, scope: 'SERVER_WRITE', body: propertiesBody,
    responses: { 204: 'Saved', 400: 'A value out of bounds', 401: 'No token with SERVER_WRITE, or no options permission', 404: hidden },
  }),
  operation({
    method: 'patch', path: '/v3/servers/{id}/startup', operationId: 'setServerStartup', tag: 'servers', summary: 'Set the server’s startup flags',
    pathParameters: id, scope: 'SERVER_WRITE', body: startupBody, responses: { 204: 'Saved', 401: 'No token with SERVER_WRITE, or no options permission', 404: hidden },
  }),
  operation({
    method: 'patch', path: '/v3/servers/{id}/preferences', operationId: 'setServerPreferences', tag: 'servers', summary: 'Change the panel’s preferences',
    pathParameters: id, scope: 'SERVER_WRITE', body: preferencesBody, responses: { 200: { description: 'OK', schema: serverPreferences }, 401: 'No token with SERVER_WRITE, or no options permission', 404: hidden },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/reinstall', operationId: 'reinstallServer', tag: 'servers', summary: 'Reinstall with another loader or game version (wipes the world)',
    pathParameters: id, scope: 'SERVER_WRITE', body: loaderBody, responses: { 204: 'Reinstalling', 400: 'The node cannot run that loader or version', 401: 'No token with SERVER_WRITE, or no options permission', 404: hidden, 409: 'Not installed yet' },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/plan', operationId: 'changeServerPlan', tag: 'servers', summary: 'Move the server to a bigger or smaller plan (owner only)',
    description: 'A bigger plan needs room on the server’s node, is charged now for the rest of the paid period (the difference, prorated) and is applied at once: the server restarts on its new size. A smaller plan takes effect at the next renewal. `idempotency_key` makes a repeated post charge once.',
    pathParameters: id, scope: 'SERVER_WRITE', body: planBody,
    responses: {
      200: { description: 'What happened', schema: z.object({ status: z.enum(['succeeded', 'requires_action', 'failed', 'scheduled', 'switched']), charge_id: z.string().nullable().optional(), effective: z.string().optional(), message: z.string().optional() }) },
      400: 'Not a plan size the catalogue sells', 401: 'Not the owner', 404: hidden, 409: 'Out of stock on the server’s node, or the subscription is not active',
    },
  }),
  operation({
    method: 'get', path: '/v3/servers/{id}/subdomain/{subdomain}', operationId: 'checkServerSubdomain', tag: 'servers', summary: 'Whether a subdomain is free',
    pathParameters: { ...id, subdomain: 'The wanted subdomain' }, scope: 'SERVER_READ', responses: { 200: { description: 'OK', schema: z.object({ available: z.boolean() }) }, 404: hidden },
  }),
  operation({
    method: 'put', path: '/v3/servers/{id}/subdomain', operationId: 'setServerSubdomain', tag: 'servers', summary: 'Take a subdomain for the server’s address',
    pathParameters: id, scope: 'SERVER_WRITE', body: subdomainBody, responses: { 204: 'Taken', 400: 'Not a valid subdomain, or subdomains are not offered', 404: hidden, 409: 'Taken by another server' },
  }),
  operation({
    method: 'get', path: '/v3/servers/{id}/subusers', operationId: 'listServerSubusers', tag: 'servers', summary: 'The people invited to the server and their permissions',
    pathParameters: id, scope: 'SERVER_READ', responses: { 200: { description: 'OK', schema: z.array(subuser) }, 404: hidden },
  }),
  operation({
    method: 'post', path: '/v3/servers/{id}/subusers', operationId: 'inviteServerSubuser', tag: 'servers', summary: 'Invite someone by username with their own permissions (owner only)',
    pathParameters: id, scope: 'SERVER_WRITE', body: subuserBody, responses: { 201: { description: 'Invited', schema: subuser }, 401: 'Not the owner', 404: 'No such server or user', 409: 'Already invited' },
  }),
  operation({
    method: 'patch', path: '/v3/servers/{id}/subusers/{user}', operationId: 'setServerSubuserPermissions', tag: 'servers', summary: 'Change a sub-user’s permissions (owner only)',
    pathParameters: { ...id, user: 'The sub-user’s user ID' }, scope: 'SERVER_WRITE', body: subuserPermissionsBody, responses: { 204: 'Changed', 401: 'Not the owner', 404: 'No such server or sub-user' },
  }),
  operation({
    method: 'delete', path: '/v3/servers/{id}/subusers/{user}', operationId: 'removeServerSubuser', tag: 'servers', summary: 'Remove a sub-user (the owner), or leave (the sub-user)',
    pathParameters: { ...id, user: 'The sub-user’s user ID' }, scope: 'SERVER_WRITE', responses: { 204: 'Removed', 401: 'Not the owner', 404: 'No such server or sub-user' },
  }),
];
