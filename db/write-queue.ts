// One writer at a time per database file within this process. libSQL runs statements synchronously, so a write on
// one connection that finds another connection's transaction holding the lock busy-waits on the event loop, the
// very loop that transaction needs to finish: the whole process stalls until the busy timeout fails the write.
// Queuing writes here instead lets an open transaction finish while the next writer waits without blocking.
// Other processes (the admin CLI beside a server) still meet at SQLite's own lock and its busy timeout.
import type { Client, InStatement, Transaction, TransactionMode } from '@libsql/client';

/** Longer than any transaction should take: a writer waiting this long (a write issued inside its own transaction on another connection, say) fails instead of hanging. */
const QUEUE_TIMEOUT_MS = 15_000;

class WriteQueue {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier writer has released. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail;
    this.#tail = this.#tail.then(() => turn);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`SQLITE_BUSY: waited ${QUEUE_TIMEOUT_MS / 1000} s for another write to this database to finish`)), QUEUE_TIMEOUT_MS);
    });
    return Promise.race([ready, timeout]).then(
      () => {
        clearTimeout(timer);
        let released = false;
        return () => {
          if (!released) release();
          released = true;
        };
      },
      (error: unknown) => {
        // This writer gives up its place without writing: the ones after it go when those before it are done.
        void ready.then(release);
        throw error;
      },
    );
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}

const QUEUES = Symbol.for('kiln.db.write-queues');

/** Shared by every client of the same file in this process (the server's and the background jobs'). */
function queueFor(path: string): WriteQueue {
  const holder = globalThis as { [QUEUES]?: Map<string, WriteQueue> };
  const queues = (holder[QUEUES] ??= new Map());
  let queue = queues.get(path);
  if (!queue) queues.set(path, (queue = new WriteQueue()));
  return queue;
}

const sqlOf = (statement: InStatement | string) => (typeof statement === 'string' ? statement : statement.sql);

/** Reads need no turn: WAL lets them run beside a writer. Anything else might write. */
export function mightWrite(sql: string): boolean {
  const text = sql.trimStart().toLowerCase();
  if (text.startsWith('select') || text.startsWith('explain')) return false;
  if (text.startsWith('pragma')) return text.includes('=');
  if (text.startsWith('with')) return /\b(insert|update|delete|replace)\b/.test(text);
  return true;
}

function queuedTransaction(transaction: Transaction, release: () => void): Transaction {
  return new Proxy(transaction, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (key !== 'commit' && key !== 'rollback' && key !== 'close') return typeof value === 'function' ? value.bind(target) : value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...args: unknown[]) => unknown).apply(target, args);
        } finally {
          release();
        }
      };
    },
  });
}

/** The client with its writes taking turns: transactions (except read-only ones), batches and writing statements. */
export function queueWrites(client: Client, path: string): Client {
  const queue = queueFor(path);
  return new Proxy(client, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      switch (key) {
        case 'execute':
          return (statement: InStatement | string, ...rest: unknown[]) =>
            (mightWrite(sqlOf(statement)) ? queue.run(() => method.call(target, statement, ...rest)) : method.call(target, statement, ...rest));
        case 'batch':
          return (statements: InStatement[], mode?: TransactionMode) =>
            (mode === 'read' ? method.call(target, statements, mode) : queue.run(() => method.call(target, statements, mode)));
        case 'migrate':
        case 'executeMultiple':
          return (...args: unknown[]) => queue.run(() => method.apply(target, args));
        case 'transaction':
          return async (mode?: TransactionMode) => {
            if (mode === 'read') return method.call(target, mode);
            const release = await queue.acquire();
            try {
              return queuedTransaction((await method.call(target, mode)) as Transaction, release);
            } catch (error) {
              release();
              throw error;
            }
          };
        default:
          return method.bind(target);
      }
    },
  });
}
