// The speed floor: what Node itself can do for each measured route. Kiln's answer to each route is recorded once,
// then a bare node:http server in its own process answers the same bytes, so Kiln's requests/s can be read as a share
// of the floor's, measured in the same run on the same machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './server.ts';

export interface FloorServer {
  url: string;
  stop(): void;
}

export async function startFloor(kilnUrl: string, routes: { path: string; headers: Record<string, string> }[]): Promise<FloorServer> {
  const recorded: Record<string, { status: number; contentType: string; body: string }> = {};
  for (const { path, headers } of routes) {
    const response = await fetch(kilnUrl + path, { headers: { ...headers, 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    recorded[path] = { status: response.status, contentType: response.headers.get('content-type') ?? 'application/octet-stream', body: body.toString('base64') };
  }
  const file = join(mkdtempSync(join(tmpdir(), 'kiln-floor-')), 'answers.json');
  writeFileSync(file, JSON.stringify(recorded));
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL('floor-server.ts', import.meta.url)), file, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The floor server exited with code ${code}`)));
    child.stdout!.once('data', () => resolve());
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
