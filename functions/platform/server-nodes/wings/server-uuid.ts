// Kiln's server ids as Wings' server UUIDs and back. Wings accepts only version-4 UUIDs as server identifiers, while
// Kiln's are 8-character base62 numbers (below 2^64); the UUID carries the id's 64-bit value, so the node's requests to
// Kiln name the server without a mapping table.
import { decodeBase62, encodeBase62 } from '#lib/ids.ts';

/** The first group marks a Kiln-made UUID ("kiln" in ASCII); the version nibble is 4 and the variant nibble 8. */
const TAG = '6b696c6e';
const PATTERN = /^6b696c6e-([0-9a-f]{4})-4([0-9a-f]{3})-8([0-9a-f]{3})-([0-9a-f]{6})000000$/;

/** Null when the id is not a canonical base62 id (one that would not come back unchanged). */
export function wingsUuidOf(serverId: string): string | null {
  const value = decodeBase62(serverId);
  if (value === null || serverId === '' || encodeBase62(value) !== serverId) return null;
  const hex = value.toString(16).padStart(16, '0');
  return `${TAG}-${hex.slice(0, 4)}-4${hex.slice(4, 7)}-8${hex.slice(7, 10)}-${hex.slice(10, 16)}000000`;
}

/** The Kiln id a UUID made by `wingsUuidOf` carries; null for any other text. */
export function serverIdOfWingsUuid(uuid: string): string | null {
  const match = PATTERN.exec(uuid.toLowerCase());
  if (!match) return null;
  return encodeBase62(BigInt(`0x${match.slice(1).join('')}`));
}
