// The billing page's link from a hosting subscription to its server: only the person's own servers that are not deleted.
import { describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { hostingProductId } from '#contracts/servers.ts';
import { makeUser } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import { randomId } from '#lib/ids.ts';
import { serverIdsBySubscription } from './panel-links.ts';

const context = useTestServer();
let port = 25565;

async function subscribed(userId: string, status: 'ready' | 'deleted' = 'ready') {
  const db = context.database.db;
  const now = new Date();
  const subscriptionId = randomId();
  await db.insert(t.subscriptions).values({ id: subscriptionId, userId, productId: hostingProductId(4096), interval: 'monthly', currency: 'USD', status: 'active', periodStart: now, periodEnd: now, created: now });
  const serverId = randomId();
  await db.insert(t.servers).values({
    id: serverId, ownerId: userId, name: 'Small server', subscriptionId, plan: 'small', ramMb: 4096, cpu: 2, storageMb: 32768, swapMb: 1024,
    region: 'north-america', nodeId: 'local-north-america', port: port++, loader: 'vanilla', gameVersion: '1.20.1', status, created: now,
  });
  return { subscriptionId, serverId };
}

describe('serverIdsBySubscription', () => {
  it('names the server each of the person’s subscriptions pays for, and nothing for others or deleted ones', async () => {
    const owner = await makeUser(context.database.db);
    const other = await makeUser(context.database.db);
    const mine = await subscribed(owner.id);
    const gone = await subscribed(owner.id, 'deleted');
    const theirs = await subscribed(other.id);
    const links = await serverIdsBySubscription(context.server.runtime, owner.id, [mine.subscriptionId, gone.subscriptionId, theirs.subscriptionId, 'no-such-subscription']);
    expect([...links]).toEqual([[mine.subscriptionId, mine.serverId]]);
    expect(await serverIdsBySubscription(context.server.runtime, owner.id, [])).toEqual(new Map());
  });
});
