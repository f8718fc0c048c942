// Password hashing with argon2id (OWASP minimum parameters), portable to Node and workerd.
import { argon2idAsync } from '@noble/hashes/argon2.js';
import { randomBytes } from '@noble/hashes/utils.js';

const PARAMS = { t: 2, m: 19456, p: 1, dkLen: 32 } as const;
const encoder = new TextEncoder();

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** PHC-formatted argon2id hash: $argon2id$v=19$m=…,t=…,p=…$salt$hash */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await argon2idAsync(encoder.encode(password), salt, PARAMS);
  return `$argon2id$v=19$m=${PARAMS.m},t=${PARAMS.t},p=${PARAMS.p}$${toBase64(salt)}$${toBase64(hash)}`;
}

export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc);
  if (!match) return false;
  const [, m, t, p, salt, expected] = match;
  const expectedBytes = fromBase64(expected!);
  const actual = await argon2idAsync(encoder.encode(password), fromBase64(salt!), {
    m: Number(m), t: Number(t), p: Number(p), dkLen: expectedBytes.length,
  });
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= actual[i]! ^ expectedBytes[i]!;
  return diff === 0 && actual.length === expectedBytes.length;
}
