// OAuth scope strings (api-compat §scopes: names joined by "+", space or %20) to and from the scope bitset.
import { SCOPES } from '#contracts/scopes.ts';

const BY_NAME = new Map<string, number>(SCOPES.map((entry) => [entry.name, entry.bit]));

/** The bitset of a scope string; null when it is empty or names an unknown scope. */
export function parseScopeString(text: string | undefined): number | null {
  const names = (text ?? '').split(/[+ ]+/).filter(Boolean);
  if (names.length === 0) return null;
  let bits = 0n;
  for (const name of names) {
    const bit = BY_NAME.get(name);
    if (bit === undefined) return null;
    bits |= 1n << BigInt(bit);
  }
  return Number(bits);
}

export const scopeString = (scopes: number): string => scopeEntries(scopes).map((entry) => entry.name).join(' ');

export const scopeEntries = (scopes: number) => SCOPES.filter((entry) => (BigInt(scopes) >> BigInt(entry.bit)) & 1n);

/** Whether every bit of `wanted` is also in `allowed` (bitsets pass 32 bits, hence BigInt). */
export const scopesWithin = (wanted: number, allowed: number): boolean => (BigInt(wanted) & ~BigInt(allowed)) === 0n;

export const scopeUnion = (a: number, b: number): number => Number(BigInt(a) | BigInt(b));
