// The panel routes Wings nodes call: node authentication by `token_id.token`, a node seeing only its own servers,
// Wings' paging of its boot list, install scripts and the end of installs.
import { describe, expect, it } from 'vitest';
import type { NodeRef, ServerSpec } from '../port.ts';
import { createInstallTracker } from './install-tracker.ts';
import { wingsRemoteRoutes, type WingsServerRecord } from './remote-routes.ts';
import { wingsUuidOf } from './server-uuid.ts';

const node = (id: string, tokenId: string, token: string): NodeRef => ({
  id, region: 'north-america', publicHost: `${id}.example`, memoryMb: 16384, ports: { from: 25565, to: 25600 }, url: `https://${id}.example:8080`, tokenId, token,
});
const east = node('east', 'east-id', 'east-secret-token-0123');
const west = node('west', 'west-id', 'west-secret-token-4567');
const spec = (id: string, port: number): ServerSpec => ({
  id, memoryMb: 4096, cpu: 2, diskMb: 8192, port, loader: 'fabric', gameVersion: '1.21.1', startupFlags: '', properties: { motd: 'Hi' },
});
const records: WingsServerRecord[] = [
  { spec: spec('Aa000001', 25565), name: 'One', suspended: false, nodeId: 'east' },
  { spec: spec('Aa000002', 25566), name: 'Two', suspended: true, nodeId: 'east' },
  { spec: spec('Aa000003', 25567), name: 'Three', suspended: false, nodeId: 'east' },
  { spec: spec('Bb000001', 25565), name: 'Elsewhere', suspended: false, nodeId: 'west' },
];

function setup() {
  const installs = createInstallTracker();
  const installed: unknown[] = [];
  const app = wingsRemoteRoutes({
    nodes: [east, west],
    installs,
    panel: {
      server: async (serverId) => records.find((record) => record.spec.id === serverId) ?? null,
      serversOn: async (nodeId) => records.filter((record) => record.nodeId === nodeId),
      installed: async (serverId, ok, reinstall) => void installed.push({ serverId, ok, reinstall }),
    },
  });
  const call = (path: string, init: RequestInit & { as?: NodeRef | string } = {}) => {
    const credential = typeof init.as === 'string' ? init.as : `Bearer ${(init.as ?? east).tokenId}.${(init.as ?? east).token}`;
    return app.request(path, { ...init, headers: { authorization: credential, 'content-type': 'application/json' } });
  };
  return { installs, installed, call };
}

const uuidOf = (id: string) => wingsUuidOf(id)!;

describe('wings remote routes', () => {
  it('refuses a missing, malformed or wrong node credential', async () => {
    const { call } = setup();
    for (const credential of ['', 'Bearer east-secret-token-0123', 'Bearer east-id.wrong-token', 'Bearer west-id.east-secret-token-0123']) {
      const response = await call(`/api/remote/servers/${uuidOf('Aa000001')}`, { as: credential });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'unauthorized', description: 'The node credentials are not valid' });
    }
  });

  it("serves a server's configuration to its own node only", async () => {
    const { call } = setup();
    const response = await call(`/api/remote/servers/${uuidOf('Aa000002')}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.settings).toMatchObject({ uuid: uuidOf('Aa000002'), suspended: true, meta: { name: 'Two' }, build: { memory_limit: 4096, cpu_limit: 200 } });
    expect(body.process_configuration.stop).toEqual({ type: 'command', value: 'stop' });

    expect((await call(`/api/remote/servers/${uuidOf('Bb000001')}`)).status).toBe(404);
    expect((await call(`/api/remote/servers/${uuidOf('Bb000001')}`, { as: west })).status).toBe(200);
    expect((await call('/api/remote/servers/not-a-uuid')).status).toBe(404);
  });

  it("pages the node's servers the way Wings asks for them at boot, from page 0", async () => {
    const { call } = setup();
    const first = await (await call('/api/remote/servers?page=0&per_page=2')).json();
    expect(first.data.map((server: { uuid: string }) => server.uuid)).toEqual([uuidOf('Aa000001'), uuidOf('Aa000002')]);
    expect(first.data[0].settings.uuid).toBe(uuidOf('Aa000001'));
    expect(first.meta).toEqual({ current_page: 1, from: 1, last_page: 2, per_page: 2, to: 2, total: 3 });
    const second = await (await call('/api/remote/servers?page=2&per_page=2')).json();
    expect(second.data.map((server: { uuid: string }) => server.uuid)).toEqual([uuidOf('Aa000003')]);
    expect((await call('/api/remote/servers?per_page=0')).status).toBe(400);
  });

  it('serves the install script and records how the install ended', async () => {
    const { call, installs, installed } = setup();
    const script = await (await call(`/api/remote/servers/${uuidOf('Aa000001')}/install`)).json();
    expect(script).toMatchObject({ container_image: 'ghcr.io/pterodactyl/installers:alpine', entrypoint: 'ash' });
    expect(script.script).toContain('meta.fabricmc.net');

    installs.begin('Aa000001');
    const bad = await call(`/api/remote/servers/${uuidOf('Aa000001')}/install`, { method: 'POST', body: '{"successful":"yes"}' });
    expect(bad.status).toBe(400);
    const done = await call(`/api/remote/servers/${uuidOf('Aa000001')}/install`, { method: 'POST', body: '{"successful":false,"reinstall":true}' });
    expect(done.status).toBe(204);
    expect(installs.state('Aa000001')).toBe('install_failed');
    expect(installed).toEqual([{ serverId: 'Aa000001', ok: false, reinstall: true }]);
  });

  it("forgets the node's unfinished installs when Wings reports a reset, and accepts its activity reports", async () => {
    const { call, installs } = setup();
    installs.begin('Aa000003');
    installs.begin('Bb000001');
    expect((await call('/api/remote/servers/reset', { method: 'POST' })).status).toBe(204);
    expect(installs.state('Aa000003')).toBeNull();
    expect(installs.state('Bb000001')).toBe('installing');
    expect((await call('/api/remote/activity', { method: 'POST', body: '{"data":[]}' })).status).toBe(204);
  });
});
