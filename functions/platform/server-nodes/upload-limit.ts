// Byte budgets on streams both drivers write (uploads, extracted entries, archives fetched for checking), and the
// refusal given when an upload outgrows its budget: the room left in the server's storage.
import { Transform } from 'node:stream';
import { NodeError } from './port.ts';

const MIB = 1024 * 1024;

/** Bytes as people read them in an error message. */
export function readableBytes(bytes: number): string {
  if (bytes >= 1024 * MIB) return `${(bytes / (1024 * MIB)).toFixed(1)} GiB`;
  if (bytes >= MIB) return `${(bytes / MIB).toFixed(1)} MiB`;
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${bytes} bytes`;
}

export const uploadTooLarge = (maxBytes: number) =>
  new NodeError(`This upload is larger than the space left on the server (${readableBytes(Math.max(0, maxBytes))} free).`, 'invalid');

/**
 * Counts bytes through any number of streams made by `counter()`, failing the stream that takes the total past
 * `maxBytes`; `count()` tells the total so far.
 */
export function byteBudget(maxBytes: number, tooMany: () => Error) {
  let seen = 0;
  const counter = () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen += chunk.length;
        done(seen > maxBytes ? tooMany() : null, chunk);
      },
    });
  return { counter, count: () => seen };
}
