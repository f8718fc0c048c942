// Seeded pseudo-random numbers (sfc32) and the draws the demo generator needs: ranges, picks, weights, long tails.
import { createHash } from 'node:crypto';

/**
 * sfc32: tiny, fast and good enough for fake data. Every draw in the generator goes through one of these,
 * so the same seed string always yields the same rows and bytes.
 */
export class Random {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(a: number, b: number, c: number, d: number) {
    this.#a = a >>> 0;
    this.#b = b >>> 0;
    this.#c = c >>> 0;
    this.#d = d >>> 0;
    // The first outputs of a fresh sfc32 state are poorly mixed.
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Hashes the seed text so that similar seeds ("kiln", "kiln2") still give unrelated streams. */
  static fromSeed(seed: string, label = ''): Random {
    const digest = createHash('sha256').update(`${seed}\u0000${label}`).digest();
    return new Random(digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8), digest.readUInt32LE(12));
  }

  /** Next unsigned 32-bit output. */
  next(): number {
    const t = (((this.#a + this.#b) >>> 0) + this.#d) >>> 0;
    this.#d = (this.#d + 1) >>> 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) >>> 0;
    this.#c = ((this.#c << 21) | (this.#c >>> 11)) >>> 0;
    this.#c = (this.#c + t) >>> 0;
    return t;
  }

  /**
   * An independent child stream. Each entity (project, user) gets its own, so how many draws one entity
   * makes never shifts what the next entity looks like.
   */
  fork(): Random {
    return new Random(this.next(), this.next(), this.next(), this.next());
  }

  float(): number {
    return this.next() / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.float() * (max - min);
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.float() * items.length)]!;
  }

  /** Picks by relative weight from [value, weight] pairs. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let roll = this.float() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const take = Math.min(count, copy.length);
    for (let i = 0; i < take; i++) {
      const j = i + Math.floor(this.float() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, take);
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.float() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }

  /** Pareto draw: most values near `scale`, a few orders of magnitude above it. */
  pareto(scale: number, alpha: number): number {
    return scale / Math.pow(1 - this.float(), 1 / alpha);
  }

  /** 64 random bits, for base62 IDs. */
  bits64(): bigint {
    return (BigInt(this.next()) << 32n) | BigInt(this.next());
  }

  /** Lowercase letters and digits, for invite codes and fake button ids. */
  token(length: number, alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.float() * alphabet.length)];
    return out;
  }
}

/**
 * Weighted picks over a fixed list, precomputed once: the generator draws from the same
 * distributions hundreds of thousands of times.
 */
export class WeightedTable<T> {
  readonly #values: T[];
  readonly #cumulative: Float64Array;

  constructor(entries: readonly (readonly [T, number])[]) {
    this.#values = entries.map(([value]) => value);
    this.#cumulative = new Float64Array(entries.length);
    let total = 0;
    entries.forEach(([, weight], i) => {
      total += weight;
      this.#cumulative[i] = total;
    });
  }

  get size(): number {
    return this.#values.length;
  }

  pick(rng: Random): T {
    const cumulative = this.#cumulative;
    const roll = rng.float() * cumulative[cumulative.length - 1]!;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! > roll) high = mid;
      else low = mid + 1;
    }
    return this.#values[low]!;
  }
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
