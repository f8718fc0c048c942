// Upload memory: parallel 400 MiB version uploads streamed through POST /v2/version, and what they cost the server's
// resident memory; meanwhile one client times GET /v2/tag/loader, which must not wait behind them. Each upload is a
// valid jar whose loader does not match the version's, so it is refused only after being stored, hashed and inspected:
// every step but the commit runs, and nothing is left behind.
import { openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Zip, ZipPassThrough, strToU8 } from 'fflate';
import { openDatabase } from '#db/client.ts';
import { makePat, makeProject, makeUser } from '#testing/factory.ts';
import { ms, percentile } from './table.ts';

const MiB = 1024 * 1024;
const VERSION_CREATE = 1 << 14;

/** A jar of `size` bytes: a Fabric descriptor and one large stored entry, written in pieces. */
async function writeJar(path: string, size: number): Promise<void> {
  const out = createWriteStream(path);
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out.write(chunk);
  });
  const descriptor = new ZipPassThrough('fabric.mod.json');
  zip.add(descriptor);
  descriptor.push(strToU8(JSON.stringify({ schemaVersion: 1, id: 'bench', version: '1.0.0', depends: { minecraft: '1.21.1' } })), true);
  const payload = new ZipPassThrough('assets/bench/payload.bin');
  zip.add(payload);
  const piece = new Uint8Array(4 * MiB).map((_, i) => (i * 2654435761) >>> 24);
  for (let written = 0; written < size; written += piece.length) {
    payload.push(piece, written + piece.length >= size);
    if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
  }
  zip.end();
  await new Promise((resolve) => out.end(resolve));
}

/** The server's resident memory (kB) from /proc: now, and its peak since the last reset. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

export interface UploadFigures {
  uploads: number;
  sizeMiB: number;
  seconds: number;
  rssBeforeMiB: number;
  rssPeakRiseMiB: number;
  statuses: number[];
  loaderP50: number;
  loaderMax: number;
}

export async function uploadFigures(target: { url: string; dataDir: string; pid?: number }, uploads = 3, size = 400 * MiB): Promise<UploadFigures | null> {
  if (target.pid === undefined) return null;
  const folder = await mkdtemp(join(tmpdir(), 'kiln-bench-upload-'));
  const database = await openDatabase(`file:${join(target.dataDir, 'kiln.db')}`);
  try {
    const jar = join(folder, 'big.jar');
    await writeJar(jar, size);
    const suffix = Math.random().toString(36).slice(2, 10);
    const { db } = database;
    const user = await makeUser(db, { username: `bench-uploader-${suffix}`, email: `bench-${suffix}@example.test` });
    const project = await makeProject(db, { ownerId: user.id, slug: `bench-upload-${suffix}` });
    const token = await makePat(db, user.id, VERSION_CREATE);

    // A first small request warms the route, so the figure is the uploads' cost, not the first request's.
    await fetch(`${target.url}/v2/tag/loader`, { headers: { 'x-ratelimit-key': 'bench' } });
    // Resets the kernel's peak-RSS mark (VmHWM), so the peak read afterwards is the uploads' own.
    await writeFile(`/proc/${target.pid}/clear_refs`, '5');
    const before = await memoryOf(target.pid);
    const file = await openAsBlob(jar);
    let running = true;
    const latencies: number[] = [];
    const probe = (async () => {
      while (running) {
        const started = performance.now();
        await (await fetch(`${target.url}/v2/tag/loader`, { headers: { 'x-ratelimit-key': 'bench' } })).arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: uploads }, async (_, i) => {
      const form = new FormData();
      form.append('data', JSON.stringify({
        project_id: project.id, file_parts: ['file'], version_number: `bench-${i}`, name: `Bench ${i}`, version_type: 'release',
        loaders: ['forge'], game_versions: ['1.21.1'], dependencies: [], featured: false,
      }));
      form.append('file', file, `bench-${i}.jar`);
      const response = await fetch(`${target.url}/v2/version`, { method: 'POST', body: form, headers: { authorization: token, 'x-ratelimit-key': 'bench' } });
      await response.arrayBuffer();
      return response.status;
    }));
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await probe;
    const { peak } = await memoryOf(target.pid);
    return {
      uploads, sizeMiB: size / MiB, seconds, rssBeforeMiB: before.rss / 1024, rssPeakRiseMiB: (peak - before.rss) / 1024, statuses,
      loaderP50: percentile(latencies, 50), loaderMax: Math.max(...latencies),
    };
  } finally {
    database.close();
    await rm(folder, { recursive: true, force: true });
  }
}

export function uploadRows(figures: UploadFigures): string[][] {
  return [[
    `${figures.uploads} × ${figures.sizeMiB} MiB`, `${figures.seconds.toFixed(1)} s`, `${figures.rssBeforeMiB.toFixed(0)} MiB`,
    `+${figures.rssPeakRiseMiB.toFixed(0)} MiB`, figures.statuses.join(', '), `${ms(figures.loaderP50)} / ${ms(figures.loaderMax)}`,
  ]];
}

export const UPLOAD_COLUMNS = ['uploads', 'time', 'RSS before', 'RSS peak rise', 'statuses', '/v2/tag/loader p50 / max'];
