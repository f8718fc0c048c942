// Scanning off the event loop: one worker thread, started on the first scan and ended when idle, reads the classes of
// each file while the server keeps answering. The file stays where it is: the worker asks for each byte range, which
// is read here from the file's source and moved to it. Where there are no worker threads (workerd) or they cannot
// load this source, the same scan runs in-process, one file at a time between the job's awaits.
import type { Worker } from 'node:worker_threads';
import type { ByteSource } from '#lib/zip/byte-reads.ts';
import { scanFile, type ScanContext, type ScanReport } from './scan.ts';
import type { ScanRequest, ToWorker, WorkerMessage } from './worker.ts';

/** Far beyond what the scan limits let a file take; a worker still busy then is ended and the file scanned again later. */
const TIMEOUT_MS = 120_000;
/** Scans come with publishing; a worker idle this long is ended, and the next scan starts one again. */
const IDLE_MS = 60_000;
/** The inflate limits and parsed classes fit well within this; more means a hostile file, which ends the worker. */
const HEAP_MB = 1024;

interface Running {
  worker: Worker;
  ready: Promise<boolean>;
  idle?: ReturnType<typeof setTimeout>;
}

let running: Running | null = null;
// Node's navigator names Node; workerd's has worker_threads only as stubs that never run anything.
let threads = globalThis.navigator?.userAgent?.startsWith('Node.js/') === true;
/** One scan at a time: the job scans files in turn, and a rescan script beside the server brings its own process. */
let queue: Promise<unknown> = Promise.resolve();

/** The worker's source, found through the module's alias wherever the bundled server put this file. */
const workerUrl = () => new URL('./technical-review/scanner/worker.ts', import.meta.resolve('#moderation'));

async function start(): Promise<Running> {
  const { Worker } = await import('node:worker_threads');
  const worker = new Worker(workerUrl(), { resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
  worker.unref();
  let loaded = false;
  const ready = new Promise<boolean>((resolve) => {
    worker.once('message', (message: WorkerMessage) => resolve((loaded = message === 'ready')));
    // Past loading, an error (a hostile file exhausting the heap) is followed by `exit`, which the scan in flight hears.
    worker.on('error', (error: Error) => {
      if (loaded) return;
      console.warn(`File scanning runs in-process: its worker thread could not start (${error.message})`);
      resolve(false);
    });
  });
  return { worker, ready };
}

function stop(): void {
  const ended = running;
  running = null;
  if (!ended) return;
  clearTimeout(ended.idle);
  void ended.worker.terminate();
}

/** Bytes the worker can take over: a view of part of a larger buffer is copied out first. */
const movable = (bytes: Uint8Array) => (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice());

function onWorker(current: Running, request: ScanRequest, source: ByteSource): Promise<ScanReport> {
  return new Promise((resolve, reject) => {
    const { worker } = current;
    const send = (message: ToWorker, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      settle();
    };
    const onMessage = (message: WorkerMessage) => {
      if (message === 'ready') return;
      if ('read' in message) {
        source.read(message.read).then(
          (bytes) => { const own = movable(bytes); send({ bytes: own }, [own.buffer as ArrayBuffer]); },
          (error: unknown) => send({ readFailure: error instanceof Error ? error.message : String(error) }),
        );
        return;
      }
      finish(() => ('report' in message ? resolve(message.report) : reject(new Error(message.failure))));
    };
    const onExit = (code: number) => finish(() => {
      running = null;
      reject(new Error(`the scanner's worker thread ended (exit code ${code}) while scanning ${request.filename}`));
    });
    const timer = setTimeout(() => finish(() => {
      stop();
      reject(new Error(`scanning ${request.filename} took longer than ${TIMEOUT_MS / 1000} s`));
    }), TIMEOUT_MS);
    worker.on('message', onMessage);
    worker.on('exit', onExit);
    worker.ref();
    send({ scan: request });
  });
}

async function scan(request: ScanRequest, source: ByteSource): Promise<ScanReport> {
  if (threads) {
    running ??= await start();
    const current = running;
    if (await current.ready) {
      clearTimeout(current.idle);
      try {
        return await onWorker(current, request, source);
      } finally {
        current.worker.unref();
        if (running === current) current.idle = setTimeout(stop, IDLE_MS).unref() as ReturnType<typeof setTimeout>;
      }
    }
    threads = false;
    stop();
  }
  return scanFile(request.filename, source, request.context);
}

/** Scans one file, read range by range from `source`, on the worker thread, or in-process where there is none. */
export function scanOffThread(filename: string, source: ByteSource, context: ScanContext): Promise<ScanReport> {
  const result = queue.then(() => scan({ filename, size: source.size, context }, source));
  queue = result.catch(() => undefined);
  return result;
}

/** Ends the worker now (server shutdown, tests). */
export const stopScanWorker = stop;
