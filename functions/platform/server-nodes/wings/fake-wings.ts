// A fake Wings daemon for tests: a real HTTP and websocket server on a random port answering the routes the driver
// uses as Wings does (auth header, paths, bodies, statuses), fetching configurations and install scripts from the
// panel routes like Wings, and keeping simple per-server state: power state, files, console lines.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { WebSocketServer, type WebSocket } from 'ws';
import { fakeWingsBackups } from './fake-wings-backups.ts';
import { fakeWingsFiles } from './fake-wings-files.ts';
import type { FakeServer } from './fake-server.ts';

export type { FakeServer } from './fake-server.ts';

export interface FakeWingsOptions {
  token: string;
  tokenId: string;
  /** Kiln's URL: where the fake fetches configurations, and the only origin its sockets accept. */
  panelUrl: string;
  cores: number;
  /** What `cpu_absolute` reads while a server runs (0 to cores × 100). */
  cpuAbsolute: number;
  /** When false, installs report failure to the panel. */
  installSucceeds?: boolean;
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const POWER = new Set(['start', 'stop', 'restart', 'kill']);

const isSuspended = (configuration: Record<string, unknown>) => (configuration.settings as { suspended?: boolean }).suspended === true;

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

function reply(response: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) return void response.writeHead(status).end();
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startFakeWings(options: FakeWingsOptions) {
  const servers = new Map<string, FakeServer>();
  const sockets = new Map<WebSocket, string>();
  const installs: Promise<void>[] = [];
  let installGate: Promise<void> = Promise.resolve();
  const panel = (path: string, init: RequestInit = {}) =>
    fetch(`${options.panelUrl}/api/remote${path}`, {
      ...init,
      headers: { authorization: `Bearer ${options.tokenId}.${options.token}`, accept: 'application/vnd.pterodactyl.v1+json', 'content-type': 'application/json' },
    });
  const backups = fakeWingsBackups({ token: options.token, servers, panel, reply });
  const files = fakeWingsFiles({ token: options.token, servers, reply });

  async function fetchConfiguration(uuid: string): Promise<Record<string, unknown> | null> {
    const response = await panel(`/servers/${uuid}`);
    return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
  }

  function install(uuid: string, reinstall: boolean) {
    installs.push((async () => {
      const server = servers.get(uuid)!;
      const script = await panel(`/servers/${uuid}/install`);
      server.installScript = script.ok ? ((await script.json()) as { script: string }).script : null;
      await installGate;
      const successful = script.ok && options.installSucceeds !== false;
      await panel(`/servers/${uuid}/install`, { method: 'POST', body: JSON.stringify({ successful, reinstall }) });
    })());
  }

  function output(uuid: string, line: string) {
    servers.get(uuid)?.console.push(line);
    for (const [socket, socketUuid] of sockets) {
      if (socketUuid === uuid && (socket as WebSocket & { authed?: boolean }).authed) {
        socket.send(JSON.stringify({ event: 'console output', args: [line] }));
      }
    }
  }

  function power(uuid: string, action: string) {
    const server = servers.get(uuid)!;
    if (action === 'start' || action === 'restart') {
      server.state = 'running';
      output(uuid, '[Server thread/INFO]: Done (1.234s)! For help, type "help"');
    } else {
      server.state = 'offline';
    }
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url!, 'http://wings.test');
    const [, , , uuid, section, action] = url.pathname.split('/');
    // An upload carries its own credential, a signed token, and a binary multipart body.
    if (request.method === 'POST' && url.pathname === '/upload/file') return files.upload(request, url, response);
    const body = await readBody(request);
    const json = () => JSON.parse(body || '{}') as Record<string, unknown>;
    // A backup download carries its own credential, a signed token, in the query.
    if (request.method === 'GET' && url.pathname === '/download/backup') return backups.download(url, response);
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ')) return reply(response, 401, { error: 'The required authorization heads were not present in the request.' });
    if (auth !== `Bearer ${options.token}`) return reply(response, 403, { error: 'You are not authorized to access this endpoint.' });

    if (request.method === 'GET' && url.pathname === '/api/system') return reply(response, 200, { cpu_count: options.cores, architecture: 'amd64' });
    if (request.method === 'POST' && url.pathname === '/api/servers') {
      const details = json();
      if (typeof details.uuid !== 'string' || !UUID_V4.test(details.uuid)) return reply(response, 422, { error: 'The data provided in the request could not be validated.' });
      const configuration = await fetchConfiguration(details.uuid);
      if (!configuration) return reply(response, 500, { error: 'An unexpected error was encountered while processing this request' });
      servers.set(details.uuid, { state: 'offline', suspended: isSuspended(configuration), configuration, installScript: null, files: new Map(), console: [] });
      install(details.uuid, false);
      return reply(response, 202);
    }
    const server = uuid ? servers.get(uuid) : undefined;
    if (!uuid || !server) return reply(response, 404, { error: 'The requested resource does not exist on this instance.' });
    if (section === 'backup') return backups.route(request.method!, uuid, url.pathname.split('/').slice(5), json(), response);
    const operation = `${request.method} ${[section, action].filter(Boolean).join('/')}`;
    if (section === 'files' && files.route(server, operation, url, json, response)) return;
    switch (operation) {
      case 'GET ': {
        const running = server.state !== 'offline';
        const size = [...server.files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
        return reply(response, 200, {
          state: server.state, is_suspended: server.suspended, configuration: server.configuration,
          utilization: { memory_bytes: running ? 1_500_000_000 : 0, memory_limit_bytes: 4_294_967_296, cpu_absolute: running ? options.cpuAbsolute : 0,
            network: { rx_bytes: 0, tx_bytes: 0 }, uptime: running ? 65_000 : 0, disk_bytes: size },
        });
      }
      case 'DELETE ':
        servers.delete(uuid);
        return reply(response, 204);
      case 'POST power': {
        const { action: wanted } = json();
        if (typeof wanted !== 'string' || !POWER.has(wanted)) return reply(response, 422, { error: 'The power action provided was not valid' });
        if ((wanted === 'start' || wanted === 'restart') && server.suspended) return reply(response, 400, { error: 'Cannot start or restart a server that is suspended.' });
        power(uuid, wanted);
        return reply(response, 202);
      }
      case 'POST commands': {
        if (server.state === 'offline') return reply(response, 502, { error: 'Cannot send commands to a stopped server instance.' });
        for (const command of (json().commands as string[]) ?? []) output(uuid, `[Server thread/INFO]: ran ${command}`);
        return reply(response, 204);
      }
      case 'GET logs': {
        const size = Math.min(100, Number(url.searchParams.get('size') ?? 100) || 100);
        return reply(response, 200, { data: server.console.slice(-size) });
      }
      case 'POST sync': {
        const configuration = await fetchConfiguration(uuid);
        if (!configuration) return reply(response, 500, { error: 'An unexpected error was encountered while processing this request' });
        server.configuration = configuration;
        server.suspended = isSuspended(configuration);
        return reply(response, 204);
      }
      case 'POST reinstall':
        install(uuid, true);
        return reply(response, 202);
      case 'POST files/write':
        if (!request.headers['content-length']) return reply(response, 400, { error: 'Missing Content-Length' });
        server.files.set((url.searchParams.get('file') ?? '').replace(/^\/+/, ''), body);
        return reply(response, 204);
    }
    return reply(response, 404, { error: 'Not found' });
  }

  const http = createServer((request, response) => void route(request, response).catch(() => reply(response, 500, { error: 'fake failure' })));
  const upgrades = new WebSocketServer({ noServer: true });
  http.on('upgrade', (request, socket, head) => {
    const match = /^\/api\/servers\/([^/]+)\/ws$/.exec(new URL(request.url!, 'http://wings.test').pathname);
    const origin = new URL(options.panelUrl).origin;
    if (!match || !servers.has(match[1]!) || request.headers.origin !== origin) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    upgrades.handleUpgrade(request, socket, head, (ws) => {
      sockets.set(ws, match[1]!);
      ws.on('close', () => sockets.delete(ws));
      ws.on('message', (data) => void onSocketMessage(ws as WebSocket & { authed?: boolean; permissions?: string[] }, match[1]!, String(data)));
    });
  });

  async function onSocketMessage(ws: WebSocket & { authed?: boolean; permissions?: string[] }, uuid: string, data: string) {
    const message = JSON.parse(data) as { event: string; args?: string[] };
    if (message.event === 'auth') {
      try {
        const { payload } = await jwtVerify((message.args ?? []).join(''), new TextEncoder().encode(options.token), { algorithms: ['HS256'] });
        const permissions = (payload.permissions as string[] | undefined) ?? [];
        // Wings treats a token without a user as revoked.
        if (payload.server_uuid !== uuid || !permissions.includes('websocket.connect') || !payload.iat || !payload.jti || !payload.user_uuid) throw new Error('jwt: refused');
        ws.authed = true;
        ws.permissions = permissions;
        ws.send(JSON.stringify({ event: 'auth success' }));
        ws.send(JSON.stringify({ event: 'status', args: [servers.get(uuid)?.state ?? 'offline'] }));
      } catch {
        ws.send(JSON.stringify({ event: 'jwt error', args: ['jwt: invalid token'] }));
      }
      fake.authentications++;
      return;
    }
    if (message.event === 'send command' && ws.authed && ws.permissions?.includes('control.console')) {
      output(uuid, `[Server thread/INFO]: ran ${(message.args ?? []).join('')}`);
    }
  }

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const fake = {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    servers,
    /** Count of `auth` events received over all sockets. */
    authentications: 0,
    /** Keeps installs from reporting back to the panel until the returned function is called. */
    holdInstalls: () => {
      let release!: () => void;
      installGate = new Promise((resolve) => (release = resolve));
      return release;
    },
    /** Waits for the installs begun so far to report back to the panel. */
    installsSettled: () => Promise.all(installs),
    /** The file-manager requests Kiln sent, in order. */
    fileRequests: files.requests,
    /** Backups by UUID, as the node keeps them on its backup disk. */
    backups: backups.archives,
    /** Waits for the backup and restore reports to the panel begun so far. */
    backupsSettled: backups.settled,
    output,
    /** Tells every socket its token is about to expire, as Wings does a minute before `exp`. */
    warnTokensExpiring: () => sockets.forEach((_, ws) => ws.send(JSON.stringify({ event: 'token expiring' }))),
    /** Cuts every socket, as a restart of Wings would. */
    dropSockets: () => sockets.forEach((_, ws) => ws.terminate()),
    close: () => new Promise<void>((resolve) => {
      sockets.forEach((_, ws) => ws.terminate());
      upgrades.close();
      http.closeAllConnections();
      http.close(() => resolve());
    }),
  };
  return fake;
}

export type FakeWings = Awaited<ReturnType<typeof startFakeWings>>;
