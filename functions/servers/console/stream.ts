// The live console: recent lines, then every new one as the node reads it, as server-sent events. The stream opens
// with a ticket (see tickets.ts) and closes when the browser goes away.
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv, Viewer } from '#access';
import type { ConsoleLine } from '#platform/server-nodes/port.ts';
import { notFound } from '#contracts/errors.ts';
import { nodeDriver, nodeOf, type Runtime } from '../runtime.ts';
import { serverAccess } from '../access/policy.ts';
import { serverRow } from '../records/queries.ts';
import { redeemConsoleTicket } from './tickets.ts';

const BACKLOG_LINES = 200;
const KEEP_ALIVE_MS = 15_000;

export async function recentConsole(runtime: Runtime, viewer: Viewer, serverId: string, limit: number): Promise<ConsoleLine[]> {
  const { row } = await serverAccess(runtime, viewer, serverId, 'console', false);
  return (await nodeDriver(runtime)).recentConsole(nodeOf(runtime, row.nodeId), row.id, limit);
}

const sameLine = (a: ConsoleLine, b: ConsoleLine) => a.at === b.at && a.text === b.text;

export async function streamConsole(c: Context<AppEnv>, runtime: Runtime, serverId: string, ticket: string): Promise<Response> {
  await redeemConsoleTicket(runtime, serverId, ticket);
  const row = await serverRow(runtime.db, serverId);
  if (!row) throw notFound('No such server');
  const driver = await nodeDriver(runtime);
  const node = nodeOf(runtime, row.nodeId);
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    // A first comment sends the headers now, so the browser knows the stream is open before any line arrives.
    await stream.write(': connected\n\n');
    // Watch before reading the backlog, so no line falls between the two; lines in both are sent once.
    const early: ConsoleLine[] = [];
    let send: (line: ConsoleLine) => void = (line) => early.push(line);
    const unwatch = await driver.watchConsole(node, row.id, (line) => send(line));
    let watching = true;
    const stop = () => {
      if (watching) unwatch();
      watching = false;
    };
    stream.onAbort(stop);
    const backlog = await driver.recentConsole(node, row.id, BACKLOG_LINES);
    const write = (line: ConsoleLine) => void stream.writeSSE({ event: 'line', data: JSON.stringify(line) }).catch(stop);
    for (const line of backlog) write(line);
    for (const line of early) if (!backlog.some((seen) => sameLine(seen, line))) write(line);
    send = write;
    while (!stream.aborted && !stream.closed) {
      await stream.sleep(KEEP_ALIVE_MS);
      await stream.write(': keep-alive\n\n');
    }
    stop();
  });
}
