// /v3/servers…: the servers API the panel's islands and third-party tools use: list, one server, stats, power,
// console (commands, recent lines, a ticket and the live stream), options and sub-users.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#access';
import {
  commandBody, loaderBody, powerBody, preferencesBody, propertiesBody, renameBody, startupBody, subdomainBody, subuserBody, subuserPermissionsBody,
} from '#contracts/servers.ts';
import { validJson, validQuery } from '#lib/validation.ts';
import { caller } from '../access/caller.ts';
import { getServer, listServers, serverStats } from '../read/service.ts';
import { powerServer, sendCommand } from '../power/service.ts';
import { issueConsoleTicket } from '../console/tickets.ts';
import { recentConsole, streamConsole } from '../console/stream.ts';
import { readServerProperties, updateServerProperties } from '../options/properties.ts';
import { reinstallServer, renameServer, setPreferences, setStartupFlags, setSubdomain, subdomainAvailable } from '../options/service.ts';
import { inviteSubuser, listSubusers, removeSubuser, setSubuserPermissions } from '../subusers/service.ts';

const ticketQuery = z.object({ ticket: z.string().min(16).max(128) });
const recentQuery = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) });

export const serverApiRoutes = new Hono<AppEnv>()
  .get('/servers', async (c) => {
    const viewer = await caller(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listServers(await c.var.runtime(), viewer));
  })
  .get('/servers/:id', async (c) => {
    const viewer = await caller(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json((await getServer(await c.var.runtime(), viewer, c.req.param('id'))).view);
  })
  .patch('/servers/:id', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, renameBody);
    await renameServer(await c.var.runtime(), viewer, c.req.param('id'), body.name);
    return c.body(null, 204);
  })
  .get('/servers/:id/stats', async (c) => {
    const viewer = await caller(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await serverStats(await c.var.runtime(), viewer, c.req.param('id')));
  })
  .post('/servers/:id/power', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, powerBody);
    await powerServer(await c.var.runtime(), viewer, c.req.param('id'), body.action);
    return c.body(null, 204);
  })
  .post('/servers/:id/command', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, commandBody);
    await sendCommand(await c.var.runtime(), viewer, c.req.param('id'), body.command);
    return c.body(null, 204);
  })
  .get('/servers/:id/console/recent', async (c) => {
    const viewer = await caller(c);
    const query = validQuery(c, recentQuery);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ lines: await recentConsole(await c.var.runtime(), viewer, c.req.param('id'), query.limit) });
  })
  .post('/servers/:id/console/ticket', async (c) => {
    const viewer = await caller(c);
    const issued = await issueConsoleTicket(await c.var.runtime(), viewer, c.req.param('id'));
    return c.json({ ticket: issued.ticket, expires: issued.expires.toISOString() });
  })
  .get('/servers/:id/console', async (c) => {
    const query = validQuery(c, ticketQuery);
    return streamConsole(c, await c.var.runtime(), c.req.param('id'), query.ticket);
  })
  .get('/servers/:id/properties', async (c) => {
    const viewer = await caller(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await readServerProperties(await c.var.runtime(), viewer, c.req.param('id')));
  })
  .patch('/servers/:id/properties', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, propertiesBody);
    await updateServerProperties(await c.var.runtime(), viewer, c.req.param('id'), body);
    return c.body(null, 204);
  })
  .patch('/servers/:id/startup', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, startupBody);
    await setStartupFlags(await c.var.runtime(), viewer, c.req.param('id'), body.flags);
    return c.body(null, 204);
  })
  .patch('/servers/:id/preferences', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, preferencesBody);
    return c.json(await setPreferences(await c.var.runtime(), viewer, c.req.param('id'), body));
  })
  .post('/servers/:id/reinstall', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, loaderBody);
    await reinstallServer(await c.var.runtime(), viewer, c.req.param('id'), body.loader, body.game_version);
    return c.body(null, 204);
  })
  .get('/servers/:id/subdomain/:subdomain', async (c) => {
    const viewer = await caller(c);
    const parsed = subdomainBody.safeParse({ subdomain: c.req.param('subdomain') });
    const available = parsed.success && (await subdomainAvailable(await c.var.runtime(), viewer, c.req.param('id'), parsed.data.subdomain));
    return c.json({ available });
  })
  .put('/servers/:id/subdomain', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, subdomainBody);
    await setSubdomain(await c.var.runtime(), viewer, c.req.param('id'), body.subdomain);
    return c.body(null, 204);
  })
  .get('/servers/:id/subusers', async (c) => {
    const viewer = await caller(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listSubusers(await c.var.runtime(), viewer, c.req.param('id')));
  })
  .post('/servers/:id/subusers', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, subuserBody);
    return c.json(await inviteSubuser(await c.var.runtime(), viewer, c.req.param('id'), body.username, body.permissions), 201);
  })
  .patch('/servers/:id/subusers/:user', async (c) => {
    const viewer = await caller(c);
    const body = await validJson(c, subuserPermissionsBody);
    await setSubuserPermissions(await c.var.runtime(), viewer, c.req.param('id'), c.req.param('user'), body.permissions);
    return c.body(null, 204);
  })
  .delete('/servers/:id/subusers/:user', async (c) => {
    const viewer = await caller(c);
    await removeSubuser(await c.var.runtime(), viewer, c.req.param('id'), c.req.param('user'));
    return c.body(null, 204);
  });
