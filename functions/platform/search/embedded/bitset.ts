// Fixed-size bitsets over document slots: the currency of filtering in the embedded engine.
export type Bitset = Uint32Array;

export const wordsFor = (capacity: number) => Math.ceil(capacity / 32);
export const emptyBitset = (words: number): Bitset => new Uint32Array(words);

export const hasBit = (set: Bitset, slot: number) => (set[slot >>> 5]! & (1 << (slot & 31))) !== 0;

export function setBit(set: Bitset, slot: number): void {
  set[slot >>> 5]! |= 1 << (slot & 31);
}

export function clearBit(set: Bitset, slot: number): void {
  set[slot >>> 5]! &= ~(1 << (slot & 31));
}

/** A copy with room for `words` words (bitsets grow with the slot capacity). */
export function resized(set: Bitset, words: number): Bitset {
  const grown = new Uint32Array(words);
  grown.set(set.subarray(0, Math.min(words, set.length)));
  return grown;
}

export function andInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
  return target;
}

export function orInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
  return target;
}

/** target = universe AND NOT target: negation limited to live documents. */
export function complementWithin(target: Bitset, universe: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i] = universe[i]! & ~target[i]!;
  return target;
}

export function popcount(set: Bitset): number {
  let count = 0;
  for (let i = 0; i < set.length; i++) {
    let v = set[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}
