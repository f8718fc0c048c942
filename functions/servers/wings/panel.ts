// What Wings nodes ask Kiln (`/api/remote/...`): a server's configuration as Kiln records it, the node's servers at
// its boot, the end of an install, and the end of backups and restores the node ran. The node's credentials are
// checked by the remote routes; this answers for the servers module, and only when Kiln runs on Wings nodes.
import { Hono } from 'hono';
import type { AppEnv } from '#access';
import { notFound } from '#contracts/errors.ts';
import { wingsBackupStatusBody, wingsBackupUploadQuery, wingsRestoreStatusBody } from '#contracts/wings-remote.ts';
import { validJson, validQuery } from '#lib/validation.ts';
import { subscriptionsByIds } from '#billing';
import { wingsRemoteRoutes, type WingsPanel, type WingsServerRecord } from '#platform/server-nodes/index.ts';
import type { Runtime } from '../runtime.ts';
import { serverRow, serversOnNode, updateServer, type ServerRow } from '../records/queries.ts';
import { preferencesOf } from '../options/preferences.ts';
import { initialProperties, propertiesText, specOf } from '../provision/spec.ts';
import { suspensionReasons } from '../state.ts';
import { wingsBackupMade, wingsBackupRestored, wingsBackupUploadLinks } from '../backups/wings-reports.ts';

async function recordsOf(runtime: Runtime, rows: ServerRow[]): Promise<WingsServerRecord[]> {
  const subs = new Map((await subscriptionsByIds(runtime.db, rows.flatMap((row) => (row.subscriptionId ? [row.subscriptionId] : [])))).map((sub) => [sub.id, sub]));
  return rows.map((row) => ({
    spec: specOf(row, propertiesText(initialProperties(row, true)), preferencesOf(row.preferences).auto_restart),
    name: row.name,
    suspended: suspensionReasons(row, (row.subscriptionId ? subs.get(row.subscriptionId) : undefined) ?? null).length > 0,
    nodeId: row.nodeId,
  }));
}

function panelFor(runtime: Runtime): WingsPanel {
  return {
    async server(serverId) {
      const row = await serverRow(runtime.db, serverId);
      return row && row.status !== 'pending_payment' ? (await recordsOf(runtime, [row]))[0]! : null;
    },
    async serversOn(nodeId) {
      return recordsOf(runtime, await serversOnNode(runtime.db, nodeId, ['installing', 'ready', 'upgrading']));
    },
    async installed(serverId, ok) {
      const row = await serverRow(runtime.db, serverId);
      if (ok && row?.status === 'installing') await updateServer(runtime.db, row.id, { status: 'ready', installed: row.installed ?? runtime.clock.now() });
    },
  };
}

const remotes = new WeakMap<Runtime, Hono>();

function remoteFor(runtime: Runtime): Hono {
  let routes = remotes.get(runtime);
  if (!routes) {
    const remote = wingsRemoteRoutes({ nodes: runtime.nodes.nodes, installs: runtime.nodes.installs!, panel: panelFor(runtime) });
    // The node's backup uploads and reports, behind the same node authentication as the routes above.
    remote.get('/api/remote/backups/:backup', async (c) => {
      const { size } = validQuery(c, wingsBackupUploadQuery);
      return c.json(await wingsBackupUploadLinks(runtime, c.get('node').id, c.req.param('backup'), size));
    });
    remote.post('/api/remote/backups/:backup', async (c) => {
      const body = await validJson(c, wingsBackupStatusBody);
      await wingsBackupMade(runtime, c.get('node').id, c.req.param('backup'), body);
      return c.body(null, 204);
    });
    remote.post('/api/remote/backups/:backup/restore', async (c) => {
      const body = await validJson(c, wingsRestoreStatusBody);
      await wingsBackupRestored(runtime, c.get('node').id, c.req.param('backup'), body.successful);
      return c.body(null, 204);
    });
    routes = remote as unknown as Hono;
    remotes.set(runtime, routes);
  }
  return routes;
}

export const wingsCallbackRoutes = new Hono<AppEnv>().all('/api/remote/*', async (c) => {
  const runtime = await c.var.runtime();
  if (runtime.nodes.kind !== 'wings' || !runtime.nodes.installs) throw notFound();
  return remoteFor(runtime).fetch(c.req.raw);
});
