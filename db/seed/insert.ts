// Batched multi-row inserts inside one write transaction, straight through the libSQL client for speed.
import type { Client, InValue, Transaction } from '@libsql/client';
import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client.ts';

/** SQLite's default bound-parameter limit (SQLITE_MAX_VARIABLE_NUMBER) since 3.32. */
const MAX_PARAMETERS = 32_766;
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
  prefix: string;
  placeholders: string;
}

const shapes = new WeakMap<SQLiteTable, TableShape>();

function shapeOf(table: SQLiteTable): TableShape {
  let shape = shapes.get(table);
  if (!shape) {
    const entries = Object.entries(getTableColumns(table)) as [string, SQLiteColumn][];
    const keys = entries.map(([key]) => key);
    const columns = entries.map(([, column]) => column);
    shape = {
      keys, columns,
      prefix: `insert into "${getTableName(table)}" (${columns.map((column) => `"${column.name}"`).join(', ')}) values `,
      placeholders: `(${columns.map(() => '?').join(', ')})`,
    };
    shapes.set(table, shape);
  }
  return shape;
}

/** A column's value as the driver stores it, applying the schema default when the row leaves it out. */
function driverValue(column: SQLiteColumn, value: unknown): InValue {
  if (value === undefined) {
    if (column.default === undefined || column.default === null) return null;
    if (is(column.default, SQL)) throw new Error(`Seed rows must set ${column.name}: its default is an SQL expression`);
    value = column.default;
  }
  if (value === null) return null;
  return column.mapToDriverValue(value) as InValue;
}

/**
 * Drizzle's query builder costs more than SQLite itself at millions of rows, so rows are bound by hand,
 * using the schema's column names and value mappers (Date → ms, boolean → 0/1) so nothing drifts from it.
 */
export class BulkWriter {
  readonly #tx: Transaction;
  readonly #cacheSize: InValue;
  #rows = 0;

  constructor(tx: Transaction, cacheSize: InValue) {
    this.#tx = tx;
    this.#cacheSize = cacheSize;
  }

  static async begin(db: Db): Promise<BulkWriter> {
    const client = (db as Db & { $client?: Client }).$client;
    if (!client) throw new Error('BulkWriter needs a drizzle libSQL database (db.$client)');
    const tx = await client.transaction('write');
    const previous = (await tx.execute('PRAGMA cache_size')).rows[0]?.[0] ?? -2000;
    await tx.execute(`PRAGMA cache_size = -${SEED_CACHE_KIB}`);
    return new BulkWriter(tx, previous);
  }

  get rowsWritten(): number {
    return this.#rows;
  }

  async insert<T extends SQLiteTable>(table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
    if (rows.length === 0) return;
    const shape = shapeOf(table);
    const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / shape.columns.length));
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      const args: InValue[] = new Array(chunk.length * shape.columns.length);
      let i = 0;
      for (const row of chunk) {
        const record = row as Record<string, unknown>;
        for (let c = 0; c < shape.columns.length; c++) args[i++] = driverValue(shape.columns[c]!, record[shape.keys[c]!]);
      }
      const sql = shape.prefix + new Array(chunk.length).fill(shape.placeholders).join(', ');
      await this.#tx.execute({ sql, args });
      await yieldToEventLoop();
    }
    this.#rows += rows.length;
  }

  async commit(): Promise<void> {
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
