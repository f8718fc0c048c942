// The seed worker: runs generateCatalog off the main thread and streams packed rows and file bytes back to it.
import { parentPort, workerData } from 'node:worker_threads';
import { getTableName } from 'drizzle-orm';
import type { PasswordHashes } from './accounts.ts';
import { generateCatalog, type CatalogInput, type CatalogSink } from './catalog.ts';
import { packRows } from './insert.ts';

/** Messages the worker sends; the main thread answers `chunk` with `credit` and sends `hashes` once. */
export type WorkerMessage =
  | { type: 'log'; line: string }
  | { type: 'rows'; table: string; json: string; count: number }
  | { type: 'blobs'; keys: string[]; buffers: ArrayBuffer[] }
  | { type: 'chunk' }
  | { type: 'done'; counts: Awaited<ReturnType<typeof generateCatalog>> }
  | { type: 'error'; message: string; stack?: string };

export type MainMessage = { type: 'credit' } | { type: 'hashes'; hashes: PasswordHashes };

/** Chunks generated ahead of the main thread: enough to keep both threads busy, few enough to bound memory. */
const AHEAD = 2;

const port = parentPort;
if (!port) throw new Error('db/seed/worker.ts runs as a worker thread (started by seedDemoData)');

let credits = AHEAD;
let wakeOnCredit: (() => void) | null = null;
let resolveHashes: (hashes: PasswordHashes) => void = () => {};
const hashes = new Promise<PasswordHashes>((resolve) => (resolveHashes = resolve));

port.on('message', (message: MainMessage) => {
  if (message.type === 'credit') {
    credits += 1;
    wakeOnCredit?.();
    wakeOnCredit = null;
  } else if (message.type === 'hashes') {
    resolveHashes(message.hashes);
  }
});

const send = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let keys: string[] = [];
let buffers: ArrayBuffer[] = [];

const sink: CatalogSink = {
  rows(table, rows) {
    for (const { json, count } of packRows(table, rows)) send({ type: 'rows', table: getTableName(table), json, count });
  },
  blob(key, bytes) {
    // Transferring moves the memory instead of copying it; only possible for a view over its whole buffer.
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
    keys.push(key);
    buffers.push(own.buffer as ArrayBuffer);
  },
  async flush() {
    send({ type: 'blobs', keys, buffers }, buffers);
    keys = [];
    buffers = [];
    send({ type: 'chunk' });
    credits -= 1;
    while (credits <= 0) await new Promise<void>((resolve) => (wakeOnCredit = resolve));
  },
  passwordHashes: () => hashes,
  log(line) {
    send({ type: 'log', line });
  },
};

try {
  const counts = await generateCatalog(workerData as CatalogInput, sink);
  send({ type: 'done', counts });
} catch (error) {
  const failure = error instanceof Error ? error : new Error(String(error));
  send({ type: 'error', message: failure.message, stack: failure.stack });
}
// The main thread terminates the worker once it has read `done` or `error`.
