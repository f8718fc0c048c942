// Kiln Servers end to end over HTTP with a real local node: buying a Small server in the billing sandbox installs it,
// Start runs a real Minecraft server a client bot joins and chats on (the console stream shows the line), a failed
// renewal suspends and stops it, and paying again brings it back.
import { describe, expect, it } from 'vitest';
import { createBot } from 'mineflayer';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { advanceSandboxClock, runBillingJobs } from '#billing';
import { createSession } from '#access';
import { makeUser } from '#testing/factory.ts';
import { postForm, request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { freePort, waitFor } from '#platform/server-nodes/local/driver-testing.ts';
import type { ServerView } from '#contracts/servers.ts';
import { reconcileServers } from './provision/service.ts';

const base = await freePort();
const context = useTestServer({ SERVER_PORTS: `${base}-${base + 2}`, LOCAL_NODE_MEMORY_MB: '8192' });
const key = () => crypto.randomUUID().replaceAll('-', '');
const purchase = (card: string, region = 'north-america') => ({
  ram_mb: '4096', interval: 'monthly', region, idempotency_key: key(), payment_method: 'new', number: card, exp_month: '12', exp_year: '2035', cvc: '123',
});

async function customer() {
  const user = await makeUser(context.database.db, {});
  const token = (await createSession(context.database.db, user.id, {})).token;
  const api = <T = any>(path: string, init: RequestInit & { json?: unknown } = {}) => request<T>(context.server.url, path, { ...init, token });
  const buy = (fields: Record<string, string>) => postForm(context.server.url, '/_internal/servers/purchase', fields, { cookie: `kiln_session=${token}` });
  return { user, token, api, buy };
}

/** Reads the console's event stream until a line matches, like the panel's console does. */
async function consoleLine(url: string, match: RegExp, timeoutMs = 10_000): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of response.body!) {
      buffered += decoder.decode(chunk, { stream: true });
      for (const data of buffered.split('\n').filter((line) => line.startsWith('data: '))) {
        const line = JSON.parse(data.slice(6)) as { text: string };
        if (match.test(line.text)) return line.text;
      }
    }
    throw new Error('The console stream ended without the line');
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

describe('a server from purchase to suspension', () => {
  it('is bought, installed, started, joined, suspended by a failed renewal and resumed by paying', { timeout: 120_000 }, async () => {
    const { api, buy, token } = await customer();
    const bought = await buy(purchase('4000000000000341'));
    expect(bought.status).toBe(303);
    const panel = new URL(bought.headers.get('location')!, context.server.url);
    expect(panel.pathname).toMatch(/^\/servers\/manage\/\w+$/);
    const id = panel.pathname.split('/').at(-1)!;

    const installed = await waitFor(async () => {
      await reconcileServers(context.server.runtime);
      return (await api<ServerView>(`/v3/servers/${id}`)).body;
    }, (view) => view.state === 'stopped');
    expect(installed).toMatchObject({ plan: { id: 'small', ram_mb: 4096 }, region: 'north-america', billing: { status: 'active' }, is_owner: true });
    expect(installed.address.port).toBeGreaterThanOrEqual(base);

    expect((await api(`/v3/servers/${id}/power`, { method: 'POST', json: { action: 'start' } })).status).toBe(204);
    await waitFor(async () => (await api(`/v3/servers/${id}/stats`)).body, (stats) => stats.state === 'running' && stats.players !== null, 30_000);

    const { ticket } = (await api(`/v3/servers/${id}/console/ticket`, { method: 'POST' })).body;
    const heard = consoleLine(`${context.server.url}/v3/servers/${id}/console?ticket=${ticket}`, /<kilnbot> hello/);
    const bot = createBot({ host: installed.address.host, port: installed.address.port, username: 'kilnbot', version: '1.20.1', auth: 'offline' });
    try {
      await new Promise<void>((resolve, reject) => {
        bot.once('spawn', () => resolve());
        bot.once('error', reject);
      });
      bot.chat('hello');
      expect(await heard).toContain('<kilnbot> hello');
      const stats = await waitFor(async () => (await api(`/v3/servers/${id}/stats`)).body, (value) => value.players?.online === 1);
      expect(stats.players.max).toBe(5);
    } finally {
      bot.end();
    }
    // The ticket was spent opening the stream.
    expect((await fetch(`${context.server.url}/v3/servers/${id}/console?ticket=${ticket}`)).status).toBe(401);

    // The renewal a month later fails on this card: the server is suspended and stopped.
    await advanceSandboxClock(context.server.runtime.db, 32);
    await runBillingJobs(context.server.runtime);
    await reconcileServers(context.server.runtime);
    const suspended = (await api<ServerView>(`/v3/servers/${id}`)).body;
    expect(suspended.state).toBe('suspended');
    expect(suspended.suspension).toEqual({ reasons: ['payment_failed'], staff_reason: null });
    const refused = await api(`/v3/servers/${id}/power`, { method: 'POST', json: { action: 'start' } });
    expect(refused.status).toBe(409);
    const row = (await context.database.db.select().from(t.servers).where(eq(t.servers.id, id)))[0]!;
    const stopped = await waitFor(async () => (await context.server.runtime.nodes.driver()).stats(context.server.runtime.nodes.nodes[0]!, row.id), (stats) => stats.state === 'offline', 20_000);
    expect(stopped.state).toBe('offline');

    // A working card, made primary, pays the failed renewal: the server may run again.
    const cookie = { cookie: `kiln_session=${token}` };
    const added = await postForm(context.server.url, '/_internal/billing/payment-methods', { number: '4242424242424242', exp_month: '12', exp_year: '2035', cvc: '123', make_primary: 'on' }, cookie);
    expect(new URL(added.headers.get('location')!, context.server.url).searchParams.get('notice')).toBe('card_added');
    const retried = await postForm(context.server.url, `/_internal/billing/subscriptions/${suspended.billing!.subscription_id}/retry`, { idempotency_key: key() }, cookie);
    expect(new URL(retried.headers.get('location')!, context.server.url).searchParams.get('notice')).toBe('renewed');
    const resumed = (await api<ServerView>(`/v3/servers/${id}`)).body;
    expect(resumed).toMatchObject({ state: 'stopped', suspension: null, billing: { status: 'active' } });
    expect((await api(`/v3/servers/${id}/power`, { method: 'POST', json: { action: 'start' } })).status).toBe(204);
    await waitFor(async () => (await api(`/v3/servers/${id}/stats`)).body, (stats) => stats.state === 'running', 30_000);
  });

  it('refuses a region without room, and a plan size the catalogue does not sell', async () => {
    const { buy, user } = await customer();
    // Each region's node has 8 GB here: a 10 GB plan never fits.
    const tooBig = await buy({ ...purchase('4242424242424242'), ram_mb: '10240' });
    expect(new URL(tooBig.headers.get('location')!, context.server.url).searchParams.get('error')).toBe('out_of_stock');
    expect((await buy({ ...purchase('4242424242424242'), ram_mb: '1000' })).status).toBe(400);
    const charges = await context.database.db.select().from(t.ledger).where(eq(t.ledger.userId, user.id));
    expect(charges).toEqual([]);
  });
});
