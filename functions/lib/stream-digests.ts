// Digests of bytes as they stream past (sha1, sha512 as lowercase hex, and the byte count), for uploads never held whole.
import { createHash } from 'node:crypto';

export interface StreamDigests {
  size: number;
  sha1: string;
  sha512: string;
}

/** A pass-through stream that hashes what crosses it; `digests()` answers once the stream has ended. */
export function digestingStream(): { stream: TransformStream<Uint8Array, Uint8Array>; digests(): StreamDigests } {
  const sha1 = createHash('sha1');
  const sha512 = createHash('sha512');
  let size = 0;
  let result: StreamDigests | undefined;
  const stream = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      sha1.update(chunk);
      sha512.update(chunk);
      size += chunk.byteLength;
      controller.enqueue(chunk);
    },
    flush() {
      result = { size, sha1: sha1.digest('hex'), sha512: sha512.digest('hex') };
    },
  });
  return {
    stream,
    digests() {
      if (!result) throw new Error('The stream has not ended');
      return result;
    },
  };
}
