// `npm run bench`: load-tests key routes with autocannon and prints requests/s and latency percentiles.
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { benchTarget } from './server.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    projects: { type: 'string', default: '500' },
  },
});

const ROUTES = [
  { name: 'GET /v2/tag/game_version', path: '/v2/tag/game_version' },
  { name: 'GET / (home page)', path: '/', headers: { accept: 'text/html' } },
];

const target = await benchTarget(Number(values.projects));
const rows: string[][] = [];
try {
  for (const route of ROUTES) {
    const result = await autocannon({
      url: target.url + route.path,
      headers: route.headers,
      duration: Number(values.duration),
      connections: Number(values.connections),
    });
    rows.push([
      route.name,
      result.requests.average.toFixed(0),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      String(result.non2xx + result.errors),
    ]);
  }
} finally {
  target.stop();
}

const header = ['route', 'req/s', 'p50', 'p99', 'errors'];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
console.log(`\n${values.connections} connections, ${values.duration} s per route, ${values.projects} seeded projects\n`);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
