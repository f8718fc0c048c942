// `npm start` as a self-hoster meets it: production mode refuses to run without a key and real mail, starts with no
// demo accounts, takes its first admin from `npm run admin`, hides the mail outbox, logs JSON, answers the health
// probes, and on SIGTERM finishes the request in flight before it exits.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '#testing/http.ts';
import { buildSite, siteBuildIsStale } from './lib/site-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'kiln-start-test-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(script: string, args: string[], env: Record<string, string>, input?: string): Run {
  const child = spawn(process.execPath, [join(root, 'scripts', script), ...args], {
    cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin!.end(input);
  return { child, output: () => output, exited: new Promise((resolve) => child.on('close', resolve)) };
}

async function freePort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const base = (dataDir: string) => ({ DATA_DIR: dataDir, HOST: '127.0.0.1', KILN_MODE: 'production' });

describe('production mode refuses to start unsafely', () => {
  it('without SECRET_KEY and a real mail transport, naming the variables', async () => {
    const refused = run('start.ts', [], { DATA_DIR: join(scratch, 'refused'), PUBLIC_URL: 'https://kiln.example' });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('Kiln starts in production mode (PUBLIC_URL https://kiln.example is not local)');
    expect(refused.output()).toMatch(/SECRET_KEY is not set/);
    expect(refused.output()).toMatch(/MAIL_TRANSPORT is not set to http/);
  });

  it('with an invalid setting, by its message instead of a stack trace', async () => {
    const refused = run('start.ts', [], { ...base(join(scratch, 'invalid')), TRUST_PROXY: 'yes please' });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/^Invalid configuration: TRUST_PROXY: TRUST_PROXY must be false, true, a number of proxies/);
  });
});

describe('a production server', () => {
  const dataDir = join(scratch, 'production');
  let mailSink: Server;
  let server: Run;
  let url: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    if (siteBuildIsStale(root)) buildSite(root);
    mailSink = createServer((request, response) => request.resume().on('end', () => response.end('{}')));
    await new Promise<void>((resolve) => mailSink.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = {
      ...base(dataDir), PORT: String(port), PUBLIC_URL: url, SECRET_KEY: 'k'.repeat(40), LOG_FORMAT: 'json',
      MAIL_TRANSPORT: 'http', MAIL_API_URL: `http://127.0.0.1:${(mailSink.address() as { port: number }).port}/send`, MAIL_API_KEY: 'mail-key',
    };
    server = run('start.ts', [], env);
    for (const started = Date.now(); !server.output().includes('Kiln is running'); await sleep(50)) {
      if (server.child.exitCode !== null || Date.now() - started > 60_000) throw new Error(`The server did not start:\n${server.output()}`);
    }
  }, 300_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await new Promise((resolve) => mailSink?.close(resolve));
    rmSync(scratch, { recursive: true, force: true });
  });

  it('says why it runs in production mode, is ready, and has no demo accounts or projects', async () => {
    expect(server.output()).toContain('Kiln starts in production mode (KILN_MODE=production)');
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect((await fetch(`${url}/v2/user/admin`)).status).toBe(404);
    expect(await (await fetch(`${url}/v2/search`)).json()).toMatchObject({ total_hits: 0 });
  });

  it('never shows the mail outbox, neither straight from this machine nor through a local proxy', async () => {
    expect((await fetch(`${url}/_dev/mail`)).status).toBe(404);
    expect((await fetch(`${url}/_dev/mail`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
  });

  it('signs in the first admin that `npm run admin -- create` made', async () => {
    const created = run('admin.ts', ['create', 'founder', 'founder@example.test'], env, 'a long and private passphrase\n');
    expect(await created.exited).toBe(0);
    expect(created.output()).toContain('Created founder (admin)');
    const signIn = await postForm(url, '/_internal/auth/sign-in', { identifier: 'founder', password: 'a long and private passphrase' });
    expect(signIn.status).toBe(303);
    // Plain http here, so the cookie must not be Secure, or the browser would never send it back.
    expect(signIn.headers.get('set-cookie')).toMatch(/^kiln_session=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(await (await fetch(`${url}/v2/user/founder`)).json()).toMatchObject({ username: 'founder', role: 'admin' });
    const demoted = run('admin.ts', ['role', 'founder', 'moderator'], env);
    expect(await demoted.exited).toBe(0);
    expect(await (await fetch(`${url}/v2/user/founder`)).json()).toMatchObject({ role: 'moderator' });
  });

  it('logs each request as one JSON line with its request id', async () => {
    const response = await fetch(`${url}/healthz`, { headers: { 'user-agent': 'probe/1.0' } });
    const id = response.headers.get('x-request-id');
    await sleep(50);
    const line = server.output().split('\n').find((text) => text.includes(`"requestId":"${id}"`));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ address: '127.0.0.1', method: 'GET', path: '/healthz', status: 200, userAgent: 'probe/1.0' });
  });

  it('on SIGTERM takes no new connections, finishes the request in flight, then exits', async () => {
    const body = JSON.stringify({ hashes: ['0'.repeat(40)], algorithm: 'sha1' });
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST /v2/version_files HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    await sleep(100);
    server.child.kill('SIGTERM');
    await sleep(300);
    expect(await fetch(`${url}/healthz`).then(() => 'answered', () => 'refused')).toBe('refused');
    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: taking no new requests[\s\S]*Stopped\./);
  });
});

describe('a server whose database is gone', () => {
  it('shows the request id on the error page, and says why it is not ready', async () => {
    if (siteBuildIsStale(root)) buildSite(root);
    const port = await freePort();
    const child = spawn(process.execPath, [join(root, 'dist/server/entry.mjs')], {
      cwd: root, stdio: 'ignore',
      env: {
        PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', ASTRO_NODE_LOGGING: 'disabled',
        DATABASE_URL: `file:${join(tmpdir(), `kiln-no-such-directory-${process.pid}`, 'kiln.db')}`,
      },
    });
    try {
      const url = `http://127.0.0.1:${port}`;
      for (const started = Date.now(); !(await fetch(`${url}/healthz`).then((response) => response.ok, () => false)); await sleep(50)) {
        if (Date.now() - started > 20_000) throw new Error('The server did not start');
      }
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(500);
      expect(await page.text()).toContain(`Request ID: ${page.headers.get('x-request-id')}`);
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ error: 'service_unavailable', details: { database: false } });
    } finally {
      child.kill('SIGKILL');
    }
  }, 300_000);
});
