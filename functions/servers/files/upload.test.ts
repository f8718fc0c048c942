// Uploads over HTTP into a server on the local node: streamed past the API's default body cap, refused before reading
// when the declared size exceeds the plan's free storage (with the storage message), refused without a length, and
// cut off at the free space when the body turns out longer than declared.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_MAX_BYTES } from '#contracts/limits.ts';
import { sendStreamed } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { installedServer, setStorage, signedIn, type Caller } from './testing.ts';
import type { FileScope } from './scope.ts';
import { streamInto } from './upload.ts';

const context = useTestServer();
const MiB = 1024 * 1024;
let owner: Caller;
let server: { id: string; folder: string };
const upload = (path: string) => `/v3/servers/${server.id}/files/upload?path=${encodeURIComponent(path)}`;

beforeAll(async () => {
  owner = await signedIn(context);
  server = await installedServer(context, owner.userId);
}, 60_000);

describe('uploading a file', () => {
  it('streams a file larger than the API’s default body limit into place and answers its size', async () => {
    const bytes = new Uint8Array(BODY_MAX_BYTES * 3).map((_, i) => i % 251);
    const response = await owner.api(upload('mods/big.jar'), { method: 'PUT', body: bytes });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ size: bytes.byteLength });
    expect(new Uint8Array(readFileSync(join(server.folder, 'mods/big.jar')))).toEqual(bytes);
  });

  it('refuses a file larger than the plan’s free storage before reading it, saying how much is free', async () => {
    const used = (await owner.api(`/v3/servers/${server.id}/stats`)).body.disk_bytes as number;
    // The plan holds what is there and about 2 MB more.
    await setStorage(context.database, server.id, Math.ceil(used / MiB) + 2);
    try {
      const answer = await sendStreamed(context.server.url + upload('world.zip'), {
        method: 'PUT', headers: { authorization: owner.token }, body: new Uint8Array(120 * MiB), length: 120 * MiB,
      });
      expect(answer.status).toBe(413);
      expect(answer.body.error).toBe('payload_too_large');
      expect(answer.body.description).toMatch(/^Not enough storage: this file needs 120 MB and [23] MB are free on your plan\.$/);
      expect(answer.sent).toBeLessThan(120 * MiB);
      expect(existsSync(join(server.folder, 'world.zip'))).toBe(false);
    } finally {
      await setStorage(context.database, server.id, 32_768);
    }
  });

  it('creates an empty file from an empty body (how the Files page makes a new file)', async () => {
    const response = await owner.api(upload('config/new.toml'), { method: 'PUT', body: new Blob([]) });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ size: 0 });
    expect(readFileSync(join(server.folder, 'config/new.toml'), 'utf8')).toBe('');
  });

  it('requires the size to be declared', async () => {
    const body = new ReadableStream<Uint8Array>({ start(controller) { controller.enqueue(new Uint8Array(10)); controller.close(); } });
    const response = await owner.api(upload('chunked.bin'), { method: 'PUT', body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(411);
    expect(response.body.error).toBe('length_required');
    expect(existsSync(join(server.folder, 'chunked.bin'))).toBe(false);
  });

  it('refuses a path outside the server', async () => {
    const response = await owner.api(upload('../escaped.jar'), { method: 'PUT', body: new Uint8Array(4) });
    expect(response.status).toBe(400);
  });
});

describe('a body longer than it declared', () => {
  it('is cut off at the free space with the storage message, and nothing of it is kept', async () => {
    const { runtime } = context.server;
    const scope = {
      row: { id: server.id }, driver: await runtime.nodes.driver(), node: runtime.nodes.nodes.find((node) => node.id === 'local-north-america')!,
    } as FileScope;
    const body = new Blob([new Uint8Array(3 * MiB)]).stream();
    await expect(streamInto(scope, 'liar.bin', body, MiB, MiB)).rejects.toMatchObject({
      status: 413, message: 'Not enough storage: this file is larger than the 1 MB free on your plan.',
    });
    expect(existsSync(join(server.folder, 'liar.bin'))).toBe(false);
  });
});
