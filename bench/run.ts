// `npm run bench`: file-scanning throughput, analytics ingest and query figures, a hosted server's 10,000-file folder
// listing (over HTTP, and painted by the Files page), then load and latency figures for the API's hot routes and the
// main pages — each beside the floor, a bare
// node:http server answering the same bytes —
// search (over HTTP and on the engine alone), bulk hash lookups and parallel 400 MiB uploads, on a seeded database
// (100,000 projects unless --projects says otherwise).
import { parseArgs } from 'node:util';
import { analyticsFigures } from './analytics.ts';
import { engineFigures, type SearchCase } from './engine.ts';
import { startFloor } from './floor.ts';
import { sampleHashes, sampleProject, timeGet, timePost } from './hashes.ts';
import { loadTest } from './http.ts';
import { scanFigures } from './scan.ts';
import { SERVER_FILE_COLUMNS, serverFileFigures } from './server-files.ts';
import { FILES_PAGE_COLUMNS, FILES_PAGE_TITLE, filesPageFigures } from './files-page.ts';
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
printTable('Server file manager: one folder listing at a time over HTTP (local node)', SERVER_FILE_COLUMNS, await serverFileFigures());
printTable(FILES_PAGE_TITLE, FILES_PAGE_COLUMNS, await filesPageFigures());

const target = await benchTarget(Number(values.projects));
const bypass = { 'x-ratelimit-key': 'bench' };
try {
  const sample = await sampleProject(target.dataDir);
  const html = { ...bypass, accept: 'text/html' };
  /**
   * Each route with its goal: a share of the floor's requests/s, or requests/s of its own. Visitors' answers are kept and
   * sent again from memory; the rows with a cookie show what making each answer anew costs (no goal).
   */
  const rendered = { ...html, cookie: 'kiln-bench=1' };
  const routes: { name: string; path: string; headers: Record<string, string>; goal?: { share: number } | { perSecond: number } }[] = [
    { name: 'GET /v2/tag/game_version', path: '/v2/tag/game_version', headers: bypass, goal: { share: 0.35 } },
    { name: 'GET /v2/tag/loader', path: '/v2/tag/loader', headers: bypass, goal: { share: 0.35 } },
    { name: 'GET /v2/project/{slug}', path: `/v2/project/${sample.slug}`, headers: bypass, goal: { share: 0.35 } },
    { name: 'GET /v2/version/{id}', path: `/v2/version/${sample.versionId}`, headers: bypass, goal: { share: 0.35 } },
    ...SEARCHES.map((entry) => ({
      name: `GET /v2/search: ${entry.name}`, path: searchPath(entry), headers: bypass, goal: entry.query ? { perSecond: 5000 } : { share: 0.35 },
    })),
    { name: 'GET / (home page HTML)', path: '/', headers: html, goal: { perSecond: 1000 } },
    { name: 'GET /mod/{slug} (project page HTML)', path: `/mod/${sample.slug}`, headers: html, goal: { perSecond: 500 } },
    { name: 'GET /v2/project/{slug} made each time (a cookie)', path: `/v2/project/${sample.slug}`, headers: { ...bypass, cookie: 'kiln-bench=1' } },
    { name: 'GET / made each time (a cookie)', path: '/', headers: rendered },
    { name: 'GET /mod/{slug} made each time (a cookie)', path: `/mod/${sample.slug}`, headers: rendered },
  ];
  const floor = await startFloor(target.url, routes);
  const rows: string[][] = [];
  try {
    for (const route of routes) {
      const kiln = await loadTest(target.url + route.path, { headers: route.headers, duration, connections });
      const bare = await loadTest(floor.url + route.path, { headers: route.headers, duration, connections });
      const share = kiln.requestsPerSecond / Math.max(bare.requestsPerSecond, 1);
      const goal = !route.goal ? '—' : 'share' in route.goal ? `≥ ${route.goal.share * 100}% of floor` : `≥ ${route.goal.perSecond} req/s`;
      const met = !route.goal ? '—' : ('share' in route.goal ? share >= route.goal.share : kiln.requestsPerSecond >= route.goal.perSecond) ? 'yes' : 'no';
      rows.push([
        route.name, kiln.requestsPerSecond.toFixed(0), bare.requestsPerSecond.toFixed(0), `${(share * 100).toFixed(0)}%`,
        `${kiln.p50} ms`, `${kiln.p99} ms`, String(kiln.errors), goal, met,
      ]);
    }
  } finally {
    floor.stop();
  }
  printTable(`HTTP against the floor (bare node:http, same bytes), ${connections} connections, ${duration} s per route, ${values.projects} seeded projects`,
    ['route', 'Kiln req/s', 'floor req/s', 'Kiln ÷ floor', 'p50', 'p99', 'errors', 'goal', 'met'], rows);

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
