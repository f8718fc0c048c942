// Base62 identifiers: 8 random characters in [62^7, 62^8), as the API's IDs (api-compat §ids).
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const MIN = 62n ** 7n;
const SPAN = 62n ** 8n - MIN;

export function encodeBase62(value: bigint): string {
  if (value === 0n) return '0';
  let out = '';
  let rest = value;
  while (rest > 0n) {
    out = ALPHABET[Number(rest % 62n)] + out;
    rest /= 62n;
  }
  return out;
}

/** Decodes base62 text; null when a character is outside the alphabet or the value overflows a u64. */
export function decodeBase62(text: string): bigint | null {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 62n + BigInt(digit);
    if (value > 0xffffffffffffffffn) return null;
  }
  return value;
}

/** Turns 64 random bits into an 8-character ID. */
export function idFromRandom(random64: bigint): string {
  return encodeBase62(MIN + (random64 % SPAN));
}

export function randomId(): string {
  const bytes = new BigUint64Array(1);
  crypto.getRandomValues(bytes);
  return idFromRandom(bytes[0]!);
}

export const isBase62Id = (text: string) => /^[0-9A-Za-z]{1,11}$/.test(text) && decodeBase62(text) !== null;
