// Runs the built site's Node server (dist/server/entry.mjs) in this process, with the built text files answered ahead of
// it (static-files.ts) and the API's routes handed straight to the app, and stops it gracefully on a signal.
import type { RequestListener, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stopJobs } from '#lib/shutdown.ts';
import { declareSoleProcess } from '#lib/project-changes.ts';
import { createSiteListener, type AnswerLaneOptions } from './answer-lane.ts';
import { pageToFrame, serveFramedPage, type FramingApp } from './framed-pages.ts';
import { builtPageOrigin } from './page-origin.ts';
import { readRouteHeaders } from './static-headers.ts';
import { loadStaticFiles, serveStaticFile } from './static-files.ts';

const APP = Symbol.for('kiln.app');

/** What @astrojs/node's standalone entry exports when told not to start by itself. */
interface AstroNodeEntry {
  startServer(): { server: { server: Server } };
}

/**
 * Imports the server bundle and resolves once it listens (or rejects, e.g. when the port is taken). Built text files
 * are answered first, precompressed and on `publicUrl`'s origin (static-files.ts).
 */
export async function serveBuiltSite(root: string, publicUrl: string): Promise<Server> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  // This server is the one process reading and writing, so the app may keep copies (answers, records) it forgets on change.
  declareSoleProcess();
  const dist = join(root, 'dist');
  const files = await loadStaticFiles(join(dist, 'client'), { routeHeaders: readRouteHeaders(dist), builtOrigin: builtPageOrigin(dist), publicUrl });
  const entry = (await import(pathToFileURL(join(dist, 'server/entry.mjs')).href)) as AstroNodeEntry;
  const server = entry.startServer().server.server;
  // The adapter has no hook ahead of its own static handler, so its request listener is wrapped.
  const [adapter] = server.listeners('request') as RequestListener[];
  server.removeListener('request', adapter!);
  let site: RequestListener | undefined;
  server.on('request', (request, response) => {
    // Registered by site/src/fetch.ts when the bundle first loads it (on the first request Astro handles).
    const app = Reflect.get(globalThis, APP) as (AnswerLaneOptions & FramingApp) | undefined;
    const framed = app && pageToFrame(files, request, app);
    if (framed) {
      // A built file gone from disk under a running server: the connection ends, the process stays up.
      serveFramedPage(files, framed, request, response, app).catch(() => response.destroy());
      return;
    }
    if (serveStaticFile(files, request, response)) return;
    if (app) site ??= createSiteListener(app, adapter!);
    (site ?? adapter!)(request, response);
  });
  if (!server.listening) {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  }
  return server;
}

/**
 * On SIGTERM (or Ctrl-C): stop accepting connections, let requests in flight and running jobs finish, then exit.
 * Past `timeoutMs` the remaining connections are cut and the process exits anyway, so a stuck client cannot hold
 * up a deploy; a second signal exits at once.
 */
export function stopGracefullyOnSignals(server: Server, timeoutMs: number, log: (line: string) => void = console.log): void {
  let stopping = false;
  // Answers still to be sent close their connection once stopping, or a keep-alive client would hold the exit back.
  const unanswered = new Set<ServerResponse>();
  // Ahead of the site's listener, which may answer at once (a built file) before a later listener could add a header.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (stopping) response.setHeader('Connection', 'close');
    unanswered.add(response);
    response.on('close', () => unanswered.delete(response));
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    for (const response of unanswered) if (!response.headersSent) response.setHeader('Connection', 'close');
    log(`${signal}: taking no new requests; finishing those in flight and running jobs (at most ${timeoutMs / 1000} s).`);
    const deadline = setTimeout(() => {
      log('Shutdown timed out: closing the remaining connections.');
      server.closeAllConnections();
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    void Promise.all([closed, stopJobs()]).then(() => {
      log('Stopped.');
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
