// The scanner's worker thread (off-thread.ts): scans one file per request, off the server's event loop, asking the
// thread that sent it for each byte range it reads, so the file never has to be in memory whole.
import { parentPort } from 'node:worker_threads';
import type { ByteRequest, ByteSource } from '#lib/zip/byte-reads.ts';
import { scanFile, type ScanContext, type ScanReport } from './scan.ts';

export interface ScanRequest {
  filename: string;
  size: number;
  context: ScanContext;
}

/** To the worker: a file to scan, or the answer to its latest read. */
export type ToWorker = { scan: ScanRequest } | { bytes: Uint8Array } | { readFailure: string };

export type ScanReply = { report: ScanReport } | { failure: string };

/** From the worker: `ready` first, once this module and all it imports have loaded; then reads, and one reply per scan. */
export type WorkerMessage = 'ready' | { read: ByteRequest } | ScanReply;

const port = parentPort!;
/** The read waiting for its bytes: a scan reads one range at a time. */
let pending: { resolve(bytes: Uint8Array): void; reject(error: Error): void } | null = null;

const remoteSource = (size: number): ByteSource => ({
  size,
  read: (request) => new Promise((resolve, reject) => {
    pending = { resolve, reject };
    port.postMessage({ read: request } satisfies WorkerMessage);
  }),
});

async function scan(request: ScanRequest): Promise<ScanReply> {
  try {
    return { report: await scanFile(request.filename, remoteSource(request.size), request.context) };
  } catch (error) {
    return { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

port.on('message', (message: ToWorker) => {
  if ('scan' in message) {
    void scan(message.scan).then((reply) => port.postMessage(reply satisfies WorkerMessage));
    return;
  }
  const waiting = pending;
  pending = null;
  if ('bytes' in message) waiting?.resolve(message.bytes);
  else waiting?.reject(new Error(message.readFailure));
});
port.postMessage('ready' satisfies WorkerMessage);
