// One zip entry's bytes, inflated no further than the size its directory declares: a stored entry is taken as it is,
// a deflated one is fed in small pieces and stopped as soon as it outgrows that size.
import { Inflate } from 'fflate';

export const STORED = 0;
export const DEFLATED = 8;
/** Small input pieces, so inflating stops within a few MiB of an entry's declared size. */
export const INFLATE_CHUNK_BYTES = 4096;

export type InflateFailure = 'unsupported-method' | 'invalid' | 'size-mismatch';

class Outgrown extends Error {}

/** The entry's bytes, or why they cannot be had: a method other than stored or deflate, bad deflate data, another size. */
export function inflateEntry(method: number, data: Uint8Array, size: number): { bytes: Uint8Array } | { failure: InflateFailure } {
  if (method === STORED) return data.length === size ? { bytes: data } : { failure: 'size-mismatch' };
  if (method !== DEFLATED) return { failure: 'unsupported-method' };
  const out = new Uint8Array(size);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > size) throw new Outgrown();
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < data.length || at === 0; at += INFLATE_CHUNK_BYTES) {
      inflater.push(data.subarray(at, at + INFLATE_CHUNK_BYTES), at + INFLATE_CHUNK_BYTES >= data.length);
    }
  } catch (error) {
    return { failure: error instanceof Outgrown ? 'size-mismatch' : 'invalid' };
  }
  return written === size ? { bytes: out } : { failure: 'size-mismatch' };
}
