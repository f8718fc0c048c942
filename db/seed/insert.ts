// Bulk loading for the seed: rows packed as JSON arrays, executed in one write transaction, secondary indexes rebuilt at the end.
import type { Client, InValue, Transaction } from '@libsql/client';
import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client.ts';

/** Rows per statement: large enough to amortize each call, small enough to keep the JSON argument a few MB. */
const ROWS_PER_STATEMENT = 5000;
/**
 * Page cache while seeding (KiB, as a negative cache_size). Every key is a random ID or hash, so inserts land all
 * over each B-tree; with SQLite's 2 MiB default the big seeds spend most of their time spilling and re-reading pages.
 */
const SEED_CACHE_KIB = 262_144;

/** Lets pending I/O callbacks (blob writes) run between long synchronous SQLite calls. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

interface TableShape {
  keys: string[];
  columns: SQLiteColumn[];
  sql: string;
}

const shapes = new WeakMap<SQLiteTable, TableShape>();

/**
 * Binding tens of thousands of parameters per statement made SQLite's prepare step and the driver's argument
 * conversion the bottleneck; one JSON array per statement, unpacked by json_each, costs a single parse. Each row
 * is converted to JSONB once (the materialized CTE) because `value ->> i` on text re-parses the row per column,
 * which doubled the cost of wide rows such as projects with their Markdown bodies.
 */
function shapeOf(table: SQLiteTable): TableShape {
  let shape = shapes.get(table);
  if (!shape) {
    const entries = Object.entries(getTableColumns(table)) as [string, SQLiteColumn][];
    const columns = entries.map(([, column]) => column);
    const names = columns.map((column) => `"${column.name}"`).join(', ');
    const values = columns.map((_, i) => `j ->> ${i}`).join(', ');
    const sql = `with r(j) as materialized (select jsonb(value) from json_each(?)) insert into "${getTableName(table)}" (${names}) select ${values} from r`;
    shape = { keys: entries.map(([key]) => key), columns, sql };
    shapes.set(table, shape);
  }
  return shape;
}

/** A column's value as the driver stores it (Date → ms, boolean → 0/1), applying the schema default when left out. */
function driverValue(column: SQLiteColumn, value: unknown): unknown {
  if (value === undefined) {
    if (column.default === undefined || column.default === null) return null;
    if (is(column.default, SQL)) throw new Error(`Seed rows must set ${column.name}: its default is an SQL expression`);
    value = column.default;
  }
  return value === null ? null : column.mapToDriverValue(value);
}

/**
 * Packs rows into JSON arrays of driver values, at most ROWS_PER_STATEMENT per string. Pure, so the seed worker
 * does it and the main thread only hands strings to SQLite. Column order and value mappers come from the drizzle
 * schema, so the raw statements cannot drift from it.
 */
export interface PackedRows {
  json: string;
  count: number;
}

export function packRows<T extends SQLiteTable>(table: T, rows: readonly T['$inferInsert'][]): PackedRows[] {
  const shape = shapeOf(table);
  const width = shape.columns.length;
  const out: PackedRows[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const end = Math.min(rows.length, start + ROWS_PER_STATEMENT);
    const packed: unknown[][] = new Array(end - start);
    for (let r = start; r < end; r++) {
      const record = rows[r] as Record<string, unknown>;
      const values = new Array(width);
      for (let c = 0; c < width; c++) values[c] = driverValue(shape.columns[c]!, record[shape.keys[c]!]);
      packed[r - start] = values;
    }
    out.push({ json: JSON.stringify(packed), count: end - start });
  }
  return out;
}

/** Writes every seeded row in one transaction, so a failed seed leaves nothing behind. */
export class BulkWriter {
  readonly #tx: Transaction;
  readonly #cacheSize: InValue;
  readonly #indexes: string[];
  #rows = 0;

  constructor(tx: Transaction, cacheSize: InValue, indexes: string[]) {
    this.#tx = tx;
    this.#cacheSize = cacheSize;
    this.#indexes = indexes;
  }

  /**
   * Opens the transaction and drops the secondary indexes of `tables`; commit() recreates them from their
   * original SQL. Building an index once from sorted data beats millions of random B-tree inserts, and the
   * unique ones (usernames, slugs) are still enforced when they are rebuilt.
   */
  static async begin(db: Db, tables: readonly SQLiteTable[]): Promise<BulkWriter> {
    const client = (db as Db & { $client?: Client }).$client;
    if (!client) throw new Error('BulkWriter needs a drizzle libSQL database (db.$client)');
    const tx = await client.transaction('write');
    try {
      const previous = (await tx.execute('PRAGMA cache_size')).rows[0]?.[0] ?? -2000;
      await tx.execute(`PRAGMA cache_size = -${SEED_CACHE_KIB}`);
      const names = tables.map(getTableName);
      const found = await tx.execute({
        sql: `select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${names.map(() => '?').join(', ')})`,
        args: names,
      });
      const indexes: string[] = [];
      for (const row of found.rows) {
        indexes.push(String(row[1]));
        await tx.execute(`drop index "${String(row[0])}"`);
      }
      return new BulkWriter(tx, previous, indexes);
    } catch (error) {
      await tx.rollback();
      throw error;
    }
  }

  get rowsWritten(): number {
    return this.#rows;
  }

  /** Inserts one string made by packRows for the same table. */
  async insertPacked(table: SQLiteTable, json: string, count: number): Promise<void> {
    await this.#tx.execute({ sql: shapeOf(table).sql, args: [json] });
    this.#rows += count;
    await yieldToEventLoop();
  }

  /** Rebuilds the dropped indexes (failing on any duplicate a unique index forbids), then commits. */
  async commit(): Promise<void> {
    for (const sql of this.#indexes) {
      await this.#tx.execute(sql);
      await yieldToEventLoop();
    }
    await this.#restoreCache();
    await this.#tx.commit();
  }

  async rollback(): Promise<void> {
    if (this.#tx.closed) return;
    await this.#restoreCache().catch(() => {});
    await this.#tx.rollback();
  }

  /** The connection goes back to the client's pool afterwards; don't leave it holding a huge cache. */
  async #restoreCache(): Promise<void> {
    await this.#tx.execute(`PRAGMA cache_size = ${Number(this.#cacheSize)}`);
  }
}
