// Filter postings of the embedded engine: per field value, a bitset (few distinct values) or a slot set (many).
import { type Bitset, clearBit, emptyBitset, resized, setBit } from './bitset.ts';
import type { SearchDocument } from '../port.ts';

export type KeywordProperty =
  | 'all_project_types' | 'categories' | 'versions' | 'client_side' | 'server_side' | 'environment' | 'disclosure_types'
  | 'open_source' | 'license' | 'title' | 'author' | 'project_id';

export const KEYWORD_PROPERTIES: readonly KeywordProperty[] = [
  'all_project_types', 'categories', 'versions', 'client_side', 'server_side', 'environment', 'disclosure_types',
  'open_source', 'license', 'title', 'author', 'project_id',
];

/** Nearly one value per document: a bitset per value would cost gigabytes. */
const SPARSE: ReadonlySet<KeywordProperty> = new Set(['license', 'title', 'author', 'project_id']);

/** IDs are base62, where case matters; everything else compares case-insensitively. */
export const normalizeKeyword = (property: KeywordProperty, value: string | number | boolean) =>
  property === 'project_id' ? String(value) : String(value).toLowerCase();

export function keywordValues(doc: SearchDocument, property: KeywordProperty): string[] {
  const value = doc[property];
  const values = Array.isArray(value) ? value : [value];
  return values.map((item) => normalizeKeyword(property, item));
}

export class KeywordPostings {
  readonly #sparse: boolean;
  readonly #bitsets = new Map<string, Bitset>();
  readonly #sets = new Map<string, Set<number>>();
  #words: number;

  constructor(property: KeywordProperty, words: number) {
    this.#sparse = SPARSE.has(property);
    this.#words = words;
  }

  grow(words: number): void {
    this.#words = words;
    for (const [value, bits] of this.#bitsets) this.#bitsets.set(value, resized(bits, words));
  }

  add(slot: number, values: readonly string[]): void {
    for (const value of values) {
      if (this.#sparse) {
        let set = this.#sets.get(value);
        if (!set) this.#sets.set(value, (set = new Set()));
        set.add(slot);
      } else {
        let bits = this.#bitsets.get(value);
        if (!bits) this.#bitsets.set(value, (bits = emptyBitset(this.#words)));
        setBit(bits, slot);
      }
    }
  }

  remove(slot: number, values: readonly string[]): void {
    for (const value of values) {
      if (this.#sparse) {
        const set = this.#sets.get(value);
        set?.delete(slot);
        if (set?.size === 0) this.#sets.delete(value);
      } else {
        const bits = this.#bitsets.get(value);
        if (bits) clearBit(bits, slot);
      }
    }
  }

  /** ORs the documents holding `value` into `into`. */
  collect(value: string, into: Bitset): void {
    if (this.#sparse) {
      for (const slot of this.#sets.get(value) ?? []) setBit(into, slot);
      return;
    }
    const bits = this.#bitsets.get(value);
    if (bits) for (let i = 0; i < into.length; i++) into[i]! |= bits[i]!;
  }
}
