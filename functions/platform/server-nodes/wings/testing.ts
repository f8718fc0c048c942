// Test support: the fake Wings daemon and the Wings driver, with `panel` answering the node's calls back to Kiln on a
// real port of its own (backup links and reports).
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { NodeDriver, NodeRef } from '../port.ts';
import { createWingsNodeDriver } from './driver.ts';
import { startFakeWings, type FakeWings } from './fake-wings.ts';
import { createInstallTracker } from './install-tracker.ts';

/** The node's secret; its calls to the panel carry `Bearer node-1-id.{NODE_TOKEN}`. */
export const NODE_TOKEN = 'node-secret-token-0123456789';

export interface WingsWithPanel {
  fake: FakeWings;
  driver: NodeDriver;
  node: NodeRef;
  close(): Promise<void>;
}

export async function startWingsWithPanel(panel: Hono): Promise<WingsWithPanel> {
  const panelServer: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: panel.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const panelUrl = `http://127.0.0.1:${(panelServer.address() as AddressInfo).port}`;
  const fake = await startFakeWings({ token: NODE_TOKEN, tokenId: 'node-1-id', panelUrl, cores: 4, cpuAbsolute: 0 });
  const node: NodeRef = {
    id: 'wings-1', region: 'western-europe', publicHost: 'play.example', memoryMb: 32768, ports: { from: 25565, to: 25664 }, url: fake.url,
    tokenId: 'node-1-id', token: NODE_TOKEN,
  };
  const driver = createWingsNodeDriver({ panelUrl, installs: createInstallTracker(), timeoutMs: 3000 });
  return {
    fake, driver, node,
    async close() {
      await driver.close();
      await fake.close();
      await new Promise((resolve) => panelServer.close(resolve));
    },
  };
}
