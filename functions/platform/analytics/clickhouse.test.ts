// The ClickHouse adapter against a fake server that holds it to ClickHouse's documented HTTP interface: statements
// POSTed to / with Basic credentials and the `database` parameter, inserts as `INSERT … FORMAT JSONEachRow` with one
// JSON object per line, reads in JSONEachRow with 64-bit integers quoted, and errors as a 500 with the exception text.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClickHouseAnalyticsStore, literal, SCHEMA } from './clickhouse.ts';
import type { AnalyticsStore } from './port.ts';

interface Seen {
  statement: string;
  table: string | null;
  rows: Record<string, unknown>[];
}

const CREDENTIALS = `Basic ${Buffer.from('kiln:secret').toString('base64')}`;
const EVENT_COLUMNS = { time: 'number', project_id: 'string', metric: 'string', amount: 'number', version_id: 'string', loader: 'string', game_version: 'string', country: 'string', source: 'string', dedupe_key: 'string' };

let server: Server;
let store: AnalyticsStore;
let seen: Seen[];
/** What the fake answers to reads: rows as ClickHouse would send them. */
let answers: { watermark: number; old: number; series: Record<string, string>[] };
let failNext: string | null;

const read = (request: IncomingMessage) => new Promise<string>((resolve) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => resolve(body));
});

function answer(statement: string): string {
  const lines = (rows: object[]) => rows.map((row) => `${JSON.stringify(row)}\n`).join('');
  if (statement.includes('argMax(hour, at)')) return lines([{ hour: String(answers.watermark) }]);
  if (statement.startsWith('SELECT count()')) return lines([{ n: String(answers.old) }]);
  if (statement.startsWith('SELECT intDiv(')) return lines(answers.series);
  return '';
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://clickhouse');
    const body = await read(request);
    const fail = (status: number, text: string) => response.writeHead(status, { 'X-ClickHouse-Exception-Code': '62' }).end(text);
    if (request.method !== 'POST' || url.pathname !== '/') return fail(400, 'Code: 62. DB::Exception: only POST / is served here');
    if (request.headers.authorization !== CREDENTIALS) return fail(403, 'Code: 516. DB::Exception: kiln: Authentication failed');
    if (url.searchParams.get('database') !== 'analytics') return fail(400, 'Code: 81. DB::Exception: Database is not named');
    if (failNext) {
      const text = failNext;
      failNext = null;
      return fail(500, text);
    }
    const insert = /^INSERT INTO (\w+) FORMAT JSONEachRow$/.exec(url.searchParams.get('query') ?? '');
    if (insert) {
      const rows = body.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
      seen.push({ statement: url.searchParams.get('query')!, table: insert[1]!, rows });
      return response.writeHead(200, { 'X-ClickHouse-Summary': '{"written_rows":"1"}' }).end();
    }
    const statement = body.replace(/\s*FORMAT JSONEachRow\s*$/, '').trim();
    seen.push({ statement, table: null, rows: [] });
    response.writeHead(200, { 'Content-Type': 'application/x-ndjson; charset=UTF-8' }).end(answer(statement));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  store = createClickHouseAnalyticsStore({ url: `http://127.0.0.1:${port}`, username: 'kiln', password: 'secret', database: 'analytics' });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  answers = { watermark: 0, old: 0, series: [] };
  failNext = null;
});

const statements = () => seen.map((entry) => entry.statement.replace(/\s+/g, ' '));

describe('the ClickHouse analytics store', () => {
  it('creates its tables once, then inserts events as JSONEachRow rows with the columns’ types', async () => {
    await store.record([{ time: new Date(1_000), projectId: 'AAAAAAAA', metric: 'downloads', amount: 1, versionId: 'VVVVVVVV', country: 'DE', source: 'app' }]);
    await store.record([{ time: new Date(2_000), projectId: 'AAAAAAAA', metric: 'views', amount: 1, dedupeKey: 'k' }]);
    expect(seen.slice(0, SCHEMA.length).map((entry) => entry.statement)).toEqual(SCHEMA.map((statement) => statement.trim()));
    const inserts = seen.filter((entry) => entry.table === 'analytics_events');
    expect(inserts).toHaveLength(2);
    expect(statements().filter((statement) => statement.startsWith('CREATE'))).toHaveLength(SCHEMA.length);
    const [row] = inserts[0]!.rows;
    expect(Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, typeof value]))).toEqual(EVENT_COLUMNS);
    expect(row).toMatchObject({ time: 1000, project_id: 'AAAAAAAA', metric: 'downloads', version_id: 'VVVVVVVV', loader: '', dedupe_key: '' });
  });

  it('reads sums per slice with escaped literals, and turns quoted 64-bit integers into numbers', async () => {
    answers = { watermark: 7_200_000, old: 0, series: [{ slice: '0', project_id: 'AAAAAAAA', value: "o'neil", amount: '42' }] };
    const rows = await store.series({
      projectIds: ['AAAAAAAA'], metric: 'downloads', start: new Date(0), end: new Date(86_400_000), sliceMinutes: 1440,
      bucketBy: 'loader', filterBy: { loader: ["o'neil"] },
    });
    expect(rows).toEqual([{ slice: 0, projectId: 'AAAAAAAA', value: "o'neil", amount: 42 }]);
    const query = statements().find((statement) => statement.startsWith('SELECT intDiv('))!;
    expect(query).toContain("dimension = 'loader'");
    expect(query).toContain("value IN ('o\\'neil')");
    // Rolled-up hours up to the watermark, the rest straight from the events.
    expect(query).toContain('hour < 7200000');
    expect(query).toContain('time >= 7200000');
  });

  it('rolls up only hours closed since the watermark, then moves the watermark', async () => {
    answers.watermark = 3_600_000;
    await store.rollUp(new Date(3 * 3_600_000 + 10 * 60_000));
    const rollup = statements().find((statement) => statement.startsWith('INSERT INTO analytics_rollups'))!;
    expect(rollup).toContain('time >= 3600000 AND time < 10800000');
    expect(seen.find((entry) => entry.table === 'analytics_watermarks')?.rows).toEqual([{ job: 'rollup', hour: 10_800_000, at: 3 * 3_600_000 + 10 * 60_000 }]);
    seen = [];
    answers.watermark = 10_800_000;
    await store.rollUp(new Date(3 * 3_600_000 + 20 * 60_000));
    expect(statements().some((statement) => statement.startsWith('INSERT'))).toBe(false);
  });

  it('starts a delete mutation only when there are raw events to prune', async () => {
    await store.prune(new Date(5_000));
    expect(statements().some((statement) => statement.startsWith('ALTER'))).toBe(false);
    answers.old = 3;
    await store.prune(new Date(5_000));
    expect(statements()).toContain('ALTER TABLE analytics_events DELETE WHERE time < 5000');
  });

  it('fails with the server’s exception text', async () => {
    failNext = 'Code: 60. DB::Exception: Table analytics.analytics_events doesn\'t exist.';
    await expect(store.record([{ time: new Date(0), projectId: 'AAAAAAAA', metric: 'views', amount: 1 }])).rejects.toThrow(/doesn't exist/);
  });

  it('escapes quotes and backslashes in literals', () => {
    expect(literal("a'b\\c")).toBe("'a\\'b\\\\c'");
  });
});
