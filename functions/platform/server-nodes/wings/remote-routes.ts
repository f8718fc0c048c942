// The panel API Wings nodes call on Kiln (`/api/remote/...`): a server's configuration and install script, the
// node's servers at boot, and the end of installs. A node proves itself with `Authorization: Bearer
// {token_id}.{token}`, compared in constant time with the nodes Kiln is configured with; a node sees only its servers.
import { Hono, type Context } from 'hono';
import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { ApiError, errorBody } from '#contracts/errors.ts';
import { wingsActivityBody, wingsInstallStatusBody, wingsServersPageQuery } from '#contracts/wings-remote.ts';
import { validJson, validQuery } from '#lib/validation.ts';
import type { NodeRef, ServerSpec } from '../port.ts';
import type { InstallTracker } from './install-tracker.ts';
import { installScriptFor } from './install-script.ts';
import { wingsServerConfiguration } from './server-configuration.ts';
import { serverIdOfWingsUuid, wingsUuidOf } from './server-uuid.ts';

/** What Kiln knows of a server placed on a Wings node. */
export interface WingsServerRecord {
  spec: ServerSpec;
  /** The server's name, shown in the node's own logs. */
  name: string;
  /** Wings refuses to start a suspended server. */
  suspended: boolean;
  nodeId: string;
}

/** The callbacks the remote routes need from Kiln's servers module; ids are Kiln's server ids, never Wings' UUIDs. */
export interface WingsPanel {
  /** The server with this id, wherever it is placed, or null when Kiln has none (or it is deleted). */
  server(serverId: string): Promise<WingsServerRecord | null>;
  /** Every live server placed on the node, for the node's boot. */
  serversOn(nodeId: string): Promise<WingsServerRecord[]>;
  /** The node finished an install (`reinstall` for a reinstall): `ok` false when its script failed. */
  installed(serverId: string, ok: boolean, reinstall: boolean): Promise<void>;
}

export interface WingsRemoteOptions {
  nodes: NodeRef[];
  panel: WingsPanel;
  /** The same tracker the driver marks installs begun in. */
  installs: InstallTracker;
}

type RemoteEnv = { Variables: { node: NodeRef } };

const digest = (text: string) => sha256(new TextEncoder().encode(text));

/** The configured node the credential belongs to; digests keep the comparison's time independent of the token's length. */
function nodeOfCredential(nodes: NodeRef[], header: string | undefined): NodeRef | null {
  const match = /^Bearer ([^.\s]+)\.(\S+)$/.exec(header ?? '');
  if (!match) return null;
  const node = nodes.find((candidate) => candidate.tokenId === match[1] && candidate.token);
  return node && constantTimeEqual(digest(match[2]!), digest(node.token!)) ? node : null;
}

export function wingsRemoteRoutes(options: WingsRemoteOptions): Hono<RemoteEnv> {
  const { panel, installs } = options;
  const app = new Hono<RemoteEnv>();

  app.use('/api/remote/*', async (c, next) => {
    const node = nodeOfCredential(options.nodes, c.req.header('authorization'));
    if (!node) throw new ApiError('unauthorized', 'The node credentials are not valid');
    c.set('node', node);
    await next();
  });

  /** The record behind the path's UUID, only when it is placed on the calling node: other nodes' servers do not exist. */
  async function ownServer(c: Context<RemoteEnv>): Promise<{ uuid: string; record: WingsServerRecord }> {
    const uuid = c.req.param('uuid') ?? '';
    const serverId = serverIdOfWingsUuid(uuid);
    const record = serverId ? await panel.server(serverId) : null;
    if (!record || record.nodeId !== c.get('node').id) throw new ApiError('not_found', 'No such server on this node');
    return { uuid: uuid.toLowerCase(), record };
  }

  const configurationOf = (node: NodeRef, uuid: string, record: WingsServerRecord) =>
    wingsServerConfiguration(node, { uuid, spec: record.spec, suspended: record.suspended, name: record.name });

  app.get('/api/remote/servers', async (c) => {
    const { page, per_page: perPage } = validQuery(c, wingsServersPageQuery);
    const node = c.get('node');
    const all = (await panel.serversOn(node.id)).filter((record) => record.nodeId === node.id);
    const lastPage = Math.max(1, Math.ceil(all.length / perPage));
    const current = Math.max(1, page);
    const slice = all.slice((current - 1) * perPage, current * perPage);
    const data = slice.flatMap((record) => {
      const uuid = wingsUuidOf(record.spec.id);
      return uuid ? [{ uuid, ...configurationOf(node, uuid, record) }] : [];
    });
    const from = slice.length ? (current - 1) * perPage + 1 : 0;
    return c.json({
      data,
      meta: { current_page: current, from, last_page: lastPage, per_page: perPage, to: from ? from + slice.length - 1 : 0, total: all.length },
    });
  });

  app.post('/api/remote/servers/reset', async (c) => {
    const records = await panel.serversOn(c.get('node').id);
    installs.forget(records.map((record) => record.spec.id));
    return c.body(null, 204);
  });

  app.get('/api/remote/servers/:uuid', async (c) => {
    const { uuid, record } = await ownServer(c);
    return c.json(configurationOf(c.get('node'), uuid, record));
  });

  app.get('/api/remote/servers/:uuid/install', async (c) => {
    const { record } = await ownServer(c);
    return c.json(installScriptFor(record.spec));
  });

  app.post('/api/remote/servers/:uuid/install', async (c) => {
    const { record } = await ownServer(c);
    const body = await validJson(c, wingsInstallStatusBody);
    installs.finish(record.spec.id, body.successful);
    await panel.installed(record.spec.id, body.successful, body.reinstall);
    return c.body(null, 204);
  });

  app.post('/api/remote/activity', async (c) => {
    await validJson(c, wingsActivityBody);
    return c.body(null, 204);
  });

  // The same rendering as the app's, so the routes answer alike standalone (in tests) and mounted.
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error), error.status as 400);
    console.error('Wings remote request failed:', error);
    return c.json({ error: 'internal_error', description: 'An internal error occurred' }, 500);
  });
  return app;
}
