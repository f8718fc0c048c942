// File digests (sha1, sha512 as lowercase hex) with WebCrypto, native in Node and in workerd.
import { encodeHexLowerCase } from '@oslojs/encoding';

const digest = async (algorithm: 'SHA-1' | 'SHA-512', bytes: Uint8Array) =>
  encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest(algorithm, bytes as Uint8Array<ArrayBuffer>)));

export const sha1Hex = (bytes: Uint8Array) => digest('SHA-1', bytes);
export const sha512Hex = (bytes: Uint8Array) => digest('SHA-512', bytes);
