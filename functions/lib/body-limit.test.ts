// Request-body limits over real HTTP: forms and JSON refused with 413 before they are read, uploads kept to their own limits.
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, errorBody } from '#contracts/errors.ts';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { makePat, makeProject, makeUser } from '#testing/factory.ts';
import { sendStreamed } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { boundedBodies, multipartLimit, uploadLimit } from './body-limit.ts';

const context = useTestServer();
const MiB = 1024 * 1024;
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: '' };
let token: string;
let projectId: string;

beforeAll(async () => {
  const owner = await makeUser(context.database.db);
  token = await makePat(context.database.db, owner.id, ALL_SCOPES);
  projectId = (await makeProject(context.database.db, { ownerId: owner.id })).id;
  FORM.origin = context.server.url;
});

const signInForm = (bytes: number) => new TextEncoder().encode(`identifier=someone&password=${'x'.repeat(bytes - 28)}`);

describe('bodies without a limit of their own', () => {
  it('refuses a sign-in form over 64 KiB on its announced length, before reading it', async () => {
    const answer = await sendStreamed(`${context.server.url}/_internal/auth/sign-in`, { headers: FORM, body: signInForm(2 * MiB), length: 2 * MiB });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'payload_too_large', description: 'The request body is larger than 64 KiB' });
  });

  it('stops reading a chunked sign-in form once it passes 64 KiB', async () => {
    const answer = await sendStreamed(`${context.server.url}/_internal/auth/sign-in`, { headers: FORM, body: signInForm(2 * MiB) });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe('payload_too_large');
    expect(answer.sent).toBeLessThan(MiB);
  });

  it('refuses a JSON body over 1 MiB', async () => {
    const json = new TextEncoder().encode(JSON.stringify({ description: 'x'.repeat(MiB) }));
    const answer = await sendStreamed(`${context.server.url}/v2/project/${projectId}`, {
      method: 'PATCH', headers: { authorization: token, 'content-type': 'application/json' }, body: json, length: json.byteLength,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'payload_too_large', description: 'The request body is larger than 1 MiB' });
  });
});

describe('upload routes', () => {
  it('keep their own limits and answers', async () => {
    const icon = await sendStreamed(`${context.server.url}/v2/project/${projectId}/icon?ext=png`, {
      method: 'PATCH', headers: { authorization: token, 'content-type': 'image/png' }, body: new Uint8Array(300 * 1024), length: 300 * 1024,
    });
    expect(icon.status).toBe(400);
    expect(icon.body).toEqual({ error: 'invalid_input', description: 'File too large: the limit is 256 KiB' });

    const inspect = `${context.server.url}/_internal/version-files/inspect`;
    const huge = await sendStreamed(inspect, {
      headers: { authorization: token, 'content-type': 'multipart/form-data; boundary=x' }, body: new Uint8Array(64 * 1024), length: 600 * MiB,
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ error: 'payload_too_large', description: 'The request body is larger than 501 MiB' });

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(2 * MiB)]), 'big.jar');
    const big = await fetch(inspect, { method: 'POST', headers: { authorization: token }, body: form });
    expect(big.status).toBe(400);
    expect((await big.json()).error).not.toBe('payload_too_large');
  });

  it('count a chunked multipart upload as it streams and cut it off past the limit, never buffering it', async () => {
    const app = new Hono();
    let received = 0;
    app.post('/upload', multipartLimit(1, MiB), async (c) => {
      const reader = c.req.raw.body!.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += chunk.value.byteLength;
      return c.json({ received });
    });
    app.onError((error, c) => c.json(errorBody(error as ApiError), (error as ApiError).status as 413));
    const chunked = (total: number) => new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < total; sent += 64 * 1024) controller.enqueue(new Uint8Array(64 * 1024));
        controller.close();
      },
    });
    const post = (total: number) => app.request('/upload', {
      method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: chunked(total), duplex: 'half',
    } as RequestInit);
    expect(await (await post(MiB)).json()).toEqual({ received: MiB });
    received = 0;
    const over = await post(4 * MiB);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: 'payload_too_large', description: 'The request body is larger than 2 MiB' });
    // The handler had the body as it streamed (a buffering limit would have refused before the handler read a byte).
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThanOrEqual(2 * MiB);
  });

  it('are found behind an app mounted under another, as the site mounts the API', async () => {
    const inner = new Hono();
    inner.use('*', boundedBodies);
    inner.post('/upload', uploadLimit(4 * MiB), async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
    inner.onError((error, c) => c.json(errorBody(error as ApiError), (error as ApiError).status as 413));
    const outer = new Hono().route('/', inner);
    const post = (path: string) => outer.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Uint8Array(2 * MiB) });
    expect(await (await post('/upload')).json()).toEqual({ bytes: 2 * MiB });
  });
});
