// The scanner's worker thread (off-thread.ts): scans one file per message, off the server's event loop.
import { parentPort } from 'node:worker_threads';
import { scanFile, type ScanContext, type ScanReport } from './scan.ts';

export interface ScanRequest {
  filename: string;
  bytes: Uint8Array;
  context: ScanContext;
}

export type ScanReply = { report: ScanReport } | { failure: string };

/** `ready` comes first, once this module and all it imports have loaded; then one reply per request. */
export type WorkerMessage = 'ready' | ScanReply;

function scan(request: ScanRequest): ScanReply {
  try {
    return { report: scanFile(request.filename, request.bytes, request.context) };
  } catch (error) {
    return { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

const port = parentPort!;
port.on('message', (request: ScanRequest) => port.postMessage(scan(request) satisfies WorkerMessage));
port.postMessage('ready' satisfies WorkerMessage);
