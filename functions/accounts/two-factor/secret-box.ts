// Encryption of secrets that must be read back (TOTP keys): AES-256-GCM through WebCrypto, so Node and workerd alike.
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';

const VERSION = 'v1';
const encoder = new TextEncoder();

/** HKDF lets SECRET_KEY be any long string, and keeps this key apart from any other use of the same secret. */
export async function deriveSecretBoxKey(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: encoder.encode('kiln secret box v1') },
    material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'],
  );
}

/**
 * `context` (the owner's id) is authenticated but not stored, so a ciphertext copied onto another row fails to
 * decrypt instead of handing that account someone else's secret.
 */
export async function sealSecret(key: CryptoKey, plaintext: Uint8Array<ArrayBuffer>, context: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode(context) }, key, plaintext);
  return `${VERSION}.${encodeBase64urlNoPadding(iv)}.${encodeBase64urlNoPadding(new Uint8Array(sealed))}`;
}

/** Throws on a wrong key, a wrong context or any tampering (GCM's tag). */
export async function openSecret(key: CryptoKey, box: string, context: string): Promise<Uint8Array> {
  const [version, iv, sealed] = box.split('.');
  if (version !== VERSION || !iv || !sealed) throw new Error('Unknown secret box format');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: new Uint8Array(decodeBase64urlIgnorePadding(iv)), additionalData: encoder.encode(context) },
    key, new Uint8Array(decodeBase64urlIgnorePadding(sealed)),
  );
  return new Uint8Array(plain);
}
