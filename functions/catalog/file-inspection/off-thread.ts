// Inspection off the event loop: a file's directory is checked where its bytes are, then a small pool of worker threads
// inflates and parses its metadata, so no other request waits behind an archive. Where there are no worker threads
// (workerd) or they cannot load this source, the same steps run in-process, within the same budgets.
import type { Worker } from 'node:worker_threads';
import { ApiError } from '#contracts/errors.ts';
import type { InspectionReply, InspectionRequest, WorkerMessage } from './inspect-worker.ts';
import type { ByteSource } from '#lib/zip/byte-reads.ts';
import { inspectPacked, packStoredFile, type InspectedFile, type InspectionContext } from './inspect.ts';

const POOL_SIZE = 2;
/** Far beyond what the budgets let an inspection take; a worker still busy then is ended and the file refused. */
const TIMEOUT_MS = 15_000;
/** Uploads come in bursts: a worker idle this long is ended, and the next upload starts one again. */
const IDLE_MS = 60_000;
/** The inflate budget and parsed metadata fit well within this; more means a hostile file, which ends the worker. */
const HEAP_MB = 512;

interface Task {
  request: InspectionRequest;
  /** `null`: no worker could start here, so the caller inspects in-process. */
  settle(reply: InspectionReply | null): void;
}

interface Slot {
  worker: Worker;
  loaded: boolean;
  /** Ending a worker reports both `error` and `exit`; the first retires it. */
  retired: boolean;
  task: Task | null;
  timer?: ReturnType<typeof setTimeout>;
}

const queue: Task[] = [];
const idle: Slot[] = [];
let alive = 0;
// Node's navigator names Node; workerd's has worker_threads only as stubs that never run anything.
let threads = globalThis.navigator?.userAgent?.startsWith('Node.js/') === true;
let workerClass: Promise<typeof Worker> | undefined;

/**
 * The worker's source file. The bundled server moves this module into a chunk elsewhere, so the path comes from the
 * catalog module's alias, which names the source folder wherever the importing code lives.
 */
const workerUrl = () => new URL('./file-inspection/inspect-worker.ts', import.meta.resolve('#catalog'));

function park(slot: Slot): void {
  slot.task = null;
  slot.worker.unref();
  slot.timer = setTimeout(() => retire(slot), IDLE_MS);
  slot.timer.unref();
  idle.push(slot);
}

function retire(slot: Slot, reply?: InspectionReply | null): void {
  if (slot.retired) return;
  slot.retired = true;
  clearTimeout(slot.timer);
  if (idle.includes(slot)) idle.splice(idle.indexOf(slot), 1);
  alive--;
  void slot.worker.terminate();
  slot.task?.settle(reply ?? null);
  slot.task = null;
  dispatch();
}

async function spawn(): Promise<Slot> {
  const WorkerClass = await (workerClass ??= import('node:worker_threads').then((module) => module.Worker));
  const worker = new WorkerClass(workerUrl(), { resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
  const slot: Slot = { worker, loaded: false, retired: false, task: null };
  worker.on('message', (message: WorkerMessage) => {
    // A reply that crossed a timeout belongs to a task already answered.
    if (slot.retired) return;
    if (message === 'ready') {
      slot.loaded = true;
      return;
    }
    clearTimeout(slot.timer);
    const task = slot.task;
    park(slot);
    task?.settle(message);
    dispatch();
  });
  const ended = (why: string) => {
    if (!slot.loaded && threads) {
      threads = false;
      console.warn(`File inspection runs in-process: its worker thread could not start (${why})`);
    }
    const filename = slot.task?.request.file.filename;
    retire(slot, slot.loaded ? { refusal: { code: 'invalid_input', description: `${filename} could not be inspected within Kiln's limits` } } : null);
  };
  worker.on('error', (error: Error) => ended(error.message));
  worker.on('exit', (code) => ended(`exit code ${code}`));
  return slot;
}

function run(slot: Slot, task: Task): void {
  clearTimeout(slot.timer);
  slot.task = task;
  slot.worker.ref();
  slot.timer = setTimeout(() => {
    const { filename } = task.request.file;
    retire(slot, { refusal: { code: 'invalid_input', description: `${filename} took too long to inspect` } });
  }, TIMEOUT_MS);
  slot.worker.postMessage(task.request);
}

function dispatch(): void {
  while (queue.length) {
    if (!threads) {
      queue.shift()!.settle(null);
      continue;
    }
    const slot = idle.pop();
    if (slot) {
      run(slot, queue.shift()!);
      continue;
    }
    if (alive >= POOL_SIZE) return;
    alive++;
    const task = queue.shift()!;
    spawn().then((started) => run(started, task), () => {
      alive--;
      threads = false;
      task.settle(null);
    });
  }
}

const onWorker = (request: InspectionRequest) =>
  new Promise<InspectionReply | null>((settle) => {
    queue.push({ request, settle });
    dispatch();
  });

/**
 * Inspects one stored upload (see inspectFile) without holding up the event loop: only the archive's directory is
 * read here, range by range from the store; inflating and parsing run on a worker thread.
 */
export async function inspectOffThread(filename: string, source: ByteSource, context: InspectionContext): Promise<InspectedFile> {
  const file = await packStoredFile(filename, source);
  const reply = file.archive && threads ? await onWorker({ file, context }) : null;
  if (!reply) return inspectPacked(file, context);
  if ('file' in reply) return reply.file;
  if ('refusal' in reply) throw new ApiError(reply.refusal.code, reply.refusal.description);
  throw new Error(`Inspecting ${filename} failed: ${reply.failure}`);
}
