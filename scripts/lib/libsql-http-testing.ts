// Test support: a libSQL server over HTTP (Hrana v2 pipelines, as @libsql/client/web speaks it) on a local SQLite
// file, recording every statement it runs. A Worker in workerd reaches it as DATABASE_URL, where files cannot go.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';

type Value = { type: 'null' } | { type: 'integer'; value: string } | { type: 'float'; value: number } | { type: 'text'; value: string } | { type: 'blob'; base64: string };
interface Stmt { sql?: string; sql_id?: number; args?: Value[]; named_args?: { name: string; value: Value }[] }
type Cond = { type: 'ok' | 'error'; step: number } | { type: 'not'; cond: Cond } | { type: 'and' | 'or'; conds: Cond[] } | { type: 'is_autocommit' };
type StreamRequest =
  | { type: 'execute'; stmt: Stmt }
  | { type: 'batch'; batch: { steps: { condition?: Cond; stmt: Stmt }[] } }
  | { type: 'sequence'; sql?: string; sql_id?: number }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
  | { type: 'get_autocommit' }
  | { type: 'close' };

export interface LibsqlHttpServer {
  url: string;
  /** Every statement run so far, in order. */
  statements: string[];
  close(): Promise<void>;
}

function fromValue(value: Value): SQLInputValue {
  switch (value.type) {
    case 'null': return null;
    case 'integer': return BigInt(value.value);
    case 'float': case 'text': return value.value;
    case 'blob': return Buffer.from(value.base64, 'base64');
  }
}

function toValue(value: unknown): Value {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'bigint') return { type: 'integer', value: String(value) };
  if (typeof value === 'number') return { type: 'float', value };
  if (typeof value === 'string') return { type: 'text', value };
  return { type: 'blob', base64: Buffer.from(value as Uint8Array).toString('base64') };
}

/** One stream of a client: its stored SQL texts. Streams share the one connection, so a transaction holds it. */
interface Stream { sql: Map<number, string> }

export async function startLibsqlHttpServer(file: string): Promise<LibsqlHttpServer> {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA busy_timeout = 5000');
  const statements: string[] = [];
  const streams = new Map<string, Stream>();
  let nextStream = 0;
  // The stream inside a transaction owns the connection until it commits, rolls back or closes; others wait.
  let owner: string | null = null;
  let released: Promise<void> = Promise.resolve();
  let release = () => {};

  const run = (stream: Stream, stmt: Stmt) => {
    const sql = stmt.sql ?? stream.sql.get(stmt.sql_id!)!;
    statements.push(sql);
    const prepared = db.prepare(sql);
    prepared.setReadBigInts(true);
    prepared.setReturnArrays(true);
    const named = Object.fromEntries((stmt.named_args ?? []).map(({ name, value }) => [name.replace(/^[:@$]/, ''), fromValue(value)]));
    const args = (stmt.args ?? []).map(fromValue);
    const rows = (stmt.named_args?.length ? prepared.all(named, ...args) : prepared.all(...args)) as unknown as unknown[][];
    const [changes, rowid] = db.prepare('select changes(), last_insert_rowid()').all().map((row) => Object.values(row))[0]!;
    return {
      cols: prepared.columns().map((column) => ({ name: column.name, decltype: column.type })),
      rows: rows.map((row) => row.map(toValue)),
      affected_row_count: Number(changes),
      last_insert_rowid: String(rowid),
    };
  };

  const holds = (cond: Cond, outcomes: ('ok' | 'error' | null)[]): boolean => {
    switch (cond.type) {
      case 'ok': case 'error': return outcomes[cond.step] === cond.type;
      case 'not': return !holds(cond.cond, outcomes);
      case 'and': return cond.conds.every((inner) => holds(inner, outcomes));
      case 'or': return cond.conds.some((inner) => holds(inner, outcomes));
      case 'is_autocommit': return !db.isTransaction;
    }
  };

  const answer = (stream: Stream, request: StreamRequest): object => {
    switch (request.type) {
      case 'execute': return { type: 'execute', result: run(stream, request.stmt) };
      case 'batch': {
        const outcomes: ('ok' | 'error' | null)[] = [];
        const results: object[] = [];
        const errors: object[] = [];
        for (const step of request.batch.steps) {
          let result = null, error = null, outcome: 'ok' | 'error' | null = null;
          if (!step.condition || holds(step.condition, outcomes)) {
            try {
              result = run(stream, step.stmt);
              outcome = 'ok';
            } catch (failure) {
              error = { message: (failure as Error).message };
              outcome = 'error';
            }
          }
          outcomes.push(outcome);
          results.push(result!);
          errors.push(error!);
        }
        return { type: 'batch', result: { step_results: results, step_errors: errors } };
      }
      case 'sequence': {
        const sql = request.sql ?? stream.sql.get(request.sql_id!)!;
        statements.push(sql);
        db.exec(sql);
        return { type: 'sequence' };
      }
      case 'store_sql': stream.sql.set(request.sql_id, request.sql); return { type: 'store_sql' };
      case 'close_sql': stream.sql.delete(request.sql_id); return { type: 'close_sql' };
      case 'get_autocommit': return { type: 'get_autocommit', is_autocommit: !db.isTransaction };
      case 'close': return { type: 'close' };
    }
  };

  async function pipeline(body: { baton: string | null; requests: StreamRequest[] }) {
    const id = body.baton ?? `stream-${nextStream++}`;
    while (owner !== null && owner !== id) await released;
    const stream = streams.get(id) ?? { sql: new Map() };
    streams.set(id, stream);
    const results = body.requests.map((request) => {
      try {
        return { type: 'ok', response: answer(stream, request) };
      } catch (failure) {
        return { type: 'error', error: { message: (failure as Error).message, code: 'SQLITE_ERROR' } };
      }
    });
    const closed = body.requests.some((request) => request.type === 'close');
    if (closed) {
      if (db.isTransaction) db.exec('ROLLBACK');
      streams.delete(id);
    }
    if (db.isTransaction && owner === null) {
      owner = id;
      released = new Promise((resolve) => (release = resolve));
    } else if (!db.isTransaction && owner === id) {
      owner = null;
      release();
    }
    return { baton: closed ? null : id, base_url: null, results };
  }

  const server: Server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    if (request.method !== 'POST' || request.url !== '/v2/pipeline') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(await pipeline(JSON.parse(text))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    statements,
    close: () => new Promise<void>((resolve) => server.close(() => {
      db.close();
      resolve();
    })),
  };
}
