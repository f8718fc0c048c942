// Sequential request timing (sub-millisecond precision, unlike the load tool's histogram) and hash samples.
import { createClient } from '@libsql/client';
import { join } from 'node:path';
import { percentile } from './table.ts';

export async function sampleHashes(dataDir: string, count: number): Promise<string[]> {
  const client = createClient({ url: `file:${join(dataDir, 'kiln.db')}` });
  const rows = await client.execute({ sql: 'select sha1 from files order by random() limit ?', args: [count] });
  client.close();
  return rows.rows.map((row) => String(row.sha1));
}

/** A popular approved mod and its newest version, for the per-record routes. */
export async function sampleProject(dataDir: string): Promise<{ slug: string; versionId: string }> {
  const client = createClient({ url: `file:${join(dataDir, 'kiln.db')}` });
  const { rows } = await client.execute(`select p.slug, v.id from projects p join versions v on v.project_id = p.id
    where p.status = 'approved' and p.project_type = 'mod' order by p.downloads desc, v.date_published desc limit 1`);
  client.close();
  return { slug: String(rows[0]!.slug), versionId: String(rows[0]!.id) };
}

/** Until the whole answer is received (decompressed as it arrives); the client's own JSON parsing is not the server's. */
export async function timePost(url: string, body: unknown, iterations = 30) {
  const samples: number[] = [];
  let keys = 0;
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-ratelimit-key': 'bench' }, body: JSON.stringify(body) });
    const text = await response.text();
    samples.push(performance.now() - started);
    keys = Object.keys(JSON.parse(text)).length;
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), answered: keys };
}

/** One request at a time over a kept-alive connection: the latency a single client sees. */
export async function timeGet(url: string, iterations = 300) {
  const samples: number[] = [];
  for (let i = 0; i < iterations + 20; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'x-ratelimit-key': 'bench' } });
    await response.arrayBuffer();
    if (i >= 20) samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}
