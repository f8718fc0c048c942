// A stand-in ClickHouse server for tests that holds callers to ClickHouse's documented HTTP interface: statements
// POSTed to / with Basic credentials and the `database` parameter, inserts as `INSERT … FORMAT JSONEachRow` with one
// JSON object per line, reads in JSONEachRow with 64-bit integers quoted, and errors as a 500 with the exception text.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  statement: string;
  table: string | null;
  rows: Record<string, unknown>[];
}

/** What the fake answers to reads: rows as ClickHouse would send them. */
export interface Answers {
  watermark: number;
  old: number;
  series: Record<string, string>[];
  totals: Record<string, string>[];
}

export const FAKE_CLICKHOUSE_CREDENTIALS = { username: 'kiln', password: 'secret', database: 'analytics' };

const read = (request: IncomingMessage) => new Promise<string>((resolve) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => resolve(body));
});

export async function startClickHouseFake() {
  const state = {
    seen: [] as Seen[],
    answers: { watermark: 0, old: 0, series: [], totals: [] } as Answers,
    failNext: null as string | null,
  };
  const credentials = `Basic ${Buffer.from(`${FAKE_CLICKHOUSE_CREDENTIALS.username}:${FAKE_CLICKHOUSE_CREDENTIALS.password}`).toString('base64')}`;

  function answer(statement: string): string {
    const lines = (rows: object[]) => rows.map((row) => `${JSON.stringify(row)}\n`).join('');
    if (statement.includes('argMax(hour, at)')) return lines([{ hour: String(state.answers.watermark) }]);
    if (statement.startsWith('SELECT count()')) return lines([{ n: String(state.answers.old) }]);
    if (statement.startsWith('SELECT intDiv(')) return lines(state.answers.series);
    if (statement.startsWith('SELECT project_id, metric, sum(amount)')) return lines(state.answers.totals);
    return '';
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://clickhouse');
    const body = await read(request);
    const fail = (status: number, text: string) => response.writeHead(status, { 'X-ClickHouse-Exception-Code': '62' }).end(text);
    if (request.method !== 'POST' || url.pathname !== '/') return fail(400, 'Code: 62. DB::Exception: only POST / is served here');
    if (request.headers.authorization !== credentials) return fail(403, 'Code: 516. DB::Exception: kiln: Authentication failed');
    if (url.searchParams.get('database') !== FAKE_CLICKHOUSE_CREDENTIALS.database) return fail(400, 'Code: 81. DB::Exception: Database is not named');
    if (state.failNext) {
      const text = state.failNext;
      state.failNext = null;
      return fail(500, text);
    }
    const insert = /^INSERT INTO (\w+) FORMAT JSONEachRow$/.exec(url.searchParams.get('query') ?? '');
    if (insert) {
      const rows = body.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
      state.seen.push({ statement: url.searchParams.get('query')!, table: insert[1]!, rows });
      return response.writeHead(200, { 'X-ClickHouse-Summary': '{"written_rows":"1"}' }).end();
    }
    const statement = body.replace(/\s*FORMAT JSONEachRow\s*$/, '').trim();
    state.seen.push({ statement, table: null, rows: [] });
    response.writeHead(200, { 'Content-Type': 'application/x-ndjson; charset=UTF-8' }).end(answer(statement));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}`,
    /** Forgets what was seen and answers empty again. */
    reset() {
      state.seen = [];
      state.answers = { watermark: 0, old: 0, series: [], totals: [] };
      state.failNext = null;
    },
    /** The statements seen, whitespace collapsed. */
    statements: () => state.seen.map((entry) => entry.statement.replace(/\s+/g, ' ')),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
