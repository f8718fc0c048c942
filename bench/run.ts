// `npm run bench`: file-scanning throughput, analytics ingest and query figures, then load and latency figures for the tag list, the home page, search
// (over HTTP and on the engine alone), bulk hash lookups and parallel 400 MiB uploads, on a seeded database (100,000 projects unless --projects says otherwise).
import { parseArgs } from 'node:util';
import { analyticsFigures } from './analytics.ts';
import { engineFigures, type SearchCase } from './engine.ts';
import { sampleHashes, timeGet, timePost } from './hashes.ts';
import { loadTest } from './http.ts';
import { scanFigures } from './scan.ts';
import { benchTarget } from './server.ts';
import { UPLOAD_COLUMNS, uploadFigures, uploadRows } from './uploads.ts';
import { ms, printTable } from './table.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    projects: { type: 'string', default: '100000' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const SEARCHES: SearchCase[] = [
  { name: 'typed query "sodium"', query: 'sodium', facets: '', index: 'relevance' },
  { name: 'facets only: fabric + 1.21.1', query: '', facets: '[["categories:fabric"],["versions:1.21.1"]]', index: 'relevance' },
  { name: 'empty query by downloads', query: '', facets: '', index: 'downloads' },
  { name: 'two words with a typo "better sodum"', query: 'better sodum', facets: '', index: 'relevance' },
];
const searchPath = (entry: SearchCase) =>
  `/v2/search?query=${encodeURIComponent(entry.query)}&index=${entry.index}${entry.facets ? `&facets=${encodeURIComponent(entry.facets)}` : ''}`;

printTable('File scanning (the scan job\'s worker thread)', ['input', 'files/s', 'classes/s', 'total'], await scanFigures());
printTable('Analytics store (goals: ingest ≥ 5,000 events/s, 90-day query ≤ 50 ms p50)', ['figure', 'value'], await analyticsFigures());

const target = await benchTarget(Number(values.projects));
const bypass = { 'x-ratelimit-key': 'bench' };
try {
  const routes: [string, string, Record<string, string>][] = [
    ['GET /v2/tag/game_version', '/v2/tag/game_version', bypass],
    ['GET / (home page HTML)', '/', { ...bypass, accept: 'text/html' }],
    ...SEARCHES.map((entry): [string, string, Record<string, string>] => [`GET /v2/search: ${entry.name}`, searchPath(entry), bypass]),
  ];
  const http = new Map<string, Awaited<ReturnType<typeof loadTest>>>();
  for (const [name, path, headers] of routes) http.set(name, await loadTest(target.url + path, { headers, duration, connections }));
  printTable(`HTTP, ${connections} connections, ${duration} s per route, ${values.projects} seeded projects`,
    ['route', 'req/s', 'p50', 'p99', 'errors'],
    [...http].map(([name, f]) => [name, f.requestsPerSecond.toFixed(0), `${f.p50} ms`, `${f.p99} ms`, String(f.errors)]));

  const engine = await engineFigures(target.dataDir, SEARCHES);
  const single = new Map<string, number>();
  for (const entry of SEARCHES) single.set(entry.name, (await timeGet(target.url + searchPath(entry))).p50);
  printTable('Search: the engine alone vs one HTTP request at a time (API overhead)',
    ['query', 'engine p50', 'engine p99', 'HTTP p50 (1 conn)', 'overhead'],
    SEARCHES.map((entry) => {
      const e = engine.get(entry.name)!;
      const h = single.get(entry.name)!;
      return [entry.name, ms(e.p50), ms(e.p99), ms(h), `${(h / Math.max(e.p50, 0.001)).toFixed(1)}x (+${(h - e.p50).toFixed(2)} ms)`];
    }));

  const hashes = await sampleHashes(target.dataDir, 1000);
  const lookup = await timePost(`${target.url}/v2/version_files`, { hashes, algorithm: 'sha1' });
  const updates = await timePost(`${target.url}/v2/version_files/update`, { hashes, algorithm: 'sha1', loaders: [], game_versions: [] });
  printTable('Bulk hash lookups over HTTP (1,000 sha1 hashes per request)', ['route', 'p50', 'p99', 'hashes answered'], [
    ['POST /v2/version_files', ms(lookup.p50), ms(lookup.p99), String(lookup.answered)],
    ['POST /v2/version_files/update', ms(updates.p50), ms(updates.p99), String(updates.answered)],
  ]);

  const uploads = await uploadFigures(target);
  if (uploads) printTable('Parallel version uploads (streamed to the blob store; refused after inspection, so nothing is kept)', UPLOAD_COLUMNS, uploadRows(uploads));
} finally {
  target.stop();
}
