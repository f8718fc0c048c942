// Reading parts of a file that may not be in memory: a reader is a generator that asks for byte ranges, run over bytes
// in memory (synchronously) or over a stored blob (streamed, never held whole), so one parser serves both.
import type { BlobStore } from '#platform/blobs/port.ts';

/** One range, or `length` bytes at each of several ascending offsets (answered concatenated, in one pass). */
export type ByteRequest = { offset: number; length: number } | { offsets: readonly number[]; length: number };

export type ByteReads<T> = Generator<ByteRequest, T, Uint8Array>;

/** A file whose bytes are read on request: a stored upload or published file. */
export interface ByteSource {
  size: number;
  read(request: ByteRequest): Promise<Uint8Array>;
}

function fromMemory(bytes: Uint8Array, request: ByteRequest): Uint8Array {
  if ('offset' in request) return bytes.slice(request.offset, request.offset + request.length);
  const out = new Uint8Array(request.offsets.length * request.length);
  request.offsets.forEach((offset, i) => out.set(bytes.subarray(offset, offset + request.length), i * request.length));
  return out;
}

/** Bytes already in memory as a byte source (an archive inflated from another, a benchmark's file). */
export function memorySource(bytes: Uint8Array): ByteSource {
  return { size: bytes.length, read: async (request) => fromMemory(bytes, request) };
}

export function readInMemory<T>(reads: (size: number) => ByteReads<T>, bytes: Uint8Array): T {
  const steps = reads(bytes.length);
  let step = steps.next();
  while (!step.done) step = steps.next(fromMemory(bytes, step.value));
  return step.value;
}

export async function readFromSource<T>(reads: (size: number) => ByteReads<T>, source: ByteSource): Promise<T> {
  const steps = reads(source.size);
  let step = steps.next();
  while (!step.done) step = steps.next(await source.read(step.value));
  return step.value;
}

/** Copies, from one streamed range starting at `from`, the `length` bytes at each of `offsets` (ascending). */
async function gather(chunks: AsyncIterable<Uint8Array>, from: number, offsets: readonly number[], length: number): Promise<Uint8Array> {
  const out = new Uint8Array(offsets.length * length);
  let position = from;
  // The first request whose bytes are not all copied yet; requests may overlap (a hostile directory), so each
  // chunk serves every request that intersects it.
  let open = 0;
  for await (const chunk of chunks) {
    const end = position + chunk.length;
    for (let i = open; i < offsets.length && offsets[i]! < end; i++) {
      const start = Math.max(offsets[i]!, position);
      const stop = Math.min(offsets[i]! + length, end);
      if (stop > start) out.set(chunk.subarray(start - position, stop - position), i * length + start - offsets[i]!);
    }
    while (open < offsets.length && offsets[open]! + length <= end) open++;
    position = end;
    if (open === offsets.length) break;
  }
  return out;
}

/** A blob as a byte source: each request is one ranged read of the store. */
export function blobSource(blobs: BlobStore, key: string, size: number): ByteSource {
  const stream = async (offset: number, length: number) => {
    const blob = await blobs.get(key, { offset, length });
    if (!blob) throw new Error(`The blob ${key} is gone`);
    return blob.body;
  };
  return {
    size,
    async read(request) {
      if ('offset' in request) {
        const bytes = new Uint8Array(await new Response(await stream(request.offset, request.length)).arrayBuffer());
        if (bytes.length !== request.length) throw new Error(`The blob ${key} is shorter than its record`);
        return bytes;
      }
      if (request.offsets.length === 0) return new Uint8Array(0);
      const first = request.offsets[0]!;
      const body = await stream(first, request.offsets.at(-1)! + request.length - first);
      return gather(body, first, request.offsets, request.length);
    },
  };
}
