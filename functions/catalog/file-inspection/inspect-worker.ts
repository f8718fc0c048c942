// A worker thread of the inspection pool (off-thread.ts): inflates and parses packed files, one request at a time.
import { parentPort } from 'node:worker_threads';
import { ApiError, type ErrorCode } from '#contracts/errors.ts';
import { inspectPacked, type InspectedFile, type InspectionContext, type PackedFile } from './inspect.ts';

export interface InspectionRequest {
  file: PackedFile;
  context: InspectionContext;
}

/** A refusal crosses the thread as its code and description (an Error loses its class on the way); anything else as text. */
export type InspectionReply = { file: InspectedFile } | { refusal: { code: ErrorCode; description: string } } | { failure: string };

/** `ready` comes first, once this module and all it imports have loaded; then one reply per request. */
export type WorkerMessage = 'ready' | InspectionReply;

function inspect(request: InspectionRequest): InspectionReply {
  try {
    return { file: inspectPacked(request.file, request.context) };
  } catch (error) {
    if (error instanceof ApiError) return { refusal: { code: error.code, description: error.message } };
    return { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

const port = parentPort!;
port.on('message', (request: InspectionRequest) => port.postMessage(inspect(request) satisfies WorkerMessage));
port.postMessage('ready' satisfies WorkerMessage);
