// Full-text index of the embedded engine: a radix-tree term dictionary (prefix and typo lookup) over compact postings
// with BM25F weights precomputed per document, scored by accumulating into per-slot arrays.
import SearchableMap from 'minisearch/SearchableMap';
import { fieldTerms } from './tokenize.ts';

export interface TextFields {
  title: string;
  description: string;
  categories: string;
}

const FIELDS = ['title', 'description', 'categories'] as const;
/** Title outweighs description, which outweighs categories. */
const BOOST = [4, 1, 0.5];
const K1 = 1.2;
const B = 0.75;
/** Past this many completions only the most frequent count, so a one-letter prefix stays cheap. */
const MAX_PREFIX_TERMS = 64;
const TYPO_FACTOR = [1, 0.5, 0.33];

interface Postings {
  slots: Int32Array;
  weights: Float32Array;
  length: number;
}

type Tokens = string[][];

export const tokenizeFields = (fields: TextFields): Tokens => FIELDS.map((field) => fieldTerms(fields[field]));

/** Up to 1 typo from 4 letters, 2 from 8 (Meilisearch-like defaults). */
const allowedTypos = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

export class TextIndex {
  readonly #dictionary = new SearchableMap<number>();
  /** By term ID; a term whose documents all left keeps its empty postings, ready for reuse. */
  readonly #postings: Postings[] = [];
  readonly #docTerms: (Int32Array | undefined)[] = [];
  readonly #totals = [0, 0, 0];
  #lengths: Int32Array[];
  #documents = 0;
  // Scratch space for one query: results stay valid until the next match().
  #best: Float32Array;
  #bestStamp: Int32Array;
  #seenStamp: Int32Array;
  #touched: Int32Array;
  #stamp = 0;
  score: Float32Array;
  matched: Uint8Array;
  candidates: Int32Array;

  constructor(capacity: number) {
    this.#lengths = FIELDS.map(() => new Int32Array(capacity));
    this.#best = new Float32Array(capacity);
    this.#bestStamp = new Int32Array(capacity);
    this.#seenStamp = new Int32Array(capacity);
    this.#touched = new Int32Array(capacity);
    this.score = new Float32Array(capacity);
    this.matched = new Uint8Array(capacity);
    this.candidates = new Int32Array(capacity);
  }

  grow(capacity: number): void {
    const widen = <T extends Int32Array | Float32Array | Uint8Array>(array: T): T => {
      const next = new (array.constructor as new (n: number) => T)(capacity);
      next.set(array);
      return next;
    };
    this.#lengths = this.#lengths.map(widen);
    this.#best = widen(this.#best);
    this.#bestStamp = widen(this.#bestStamp);
    this.#seenStamp = widen(this.#seenStamp);
    this.#touched = widen(this.#touched);
    this.score = widen(this.score);
    this.matched = widen(this.matched);
    this.candidates = widen(this.candidates);
  }

  /** Adds many documents with field-length averages taken over the whole batch. */
  addAll(entries: readonly (readonly [slot: number, tokens: Tokens])[]): void {
    for (const [, tokens] of entries) this.#count(tokens);
    for (const [slot, tokens] of entries) this.#index(slot, tokens);
  }

  add(slot: number, tokens: Tokens): void {
    this.#count(tokens);
    this.#index(slot, tokens);
  }

  remove(slot: number): void {
    const termIds = this.#docTerms[slot];
    if (!termIds) return;
    for (const termId of termIds) {
      const postings = this.#postings[termId]!;
      const at = postings.slots.subarray(0, postings.length).indexOf(slot);
      const last = --postings.length;
      postings.slots[at] = postings.slots[last]!;
      postings.weights[at] = postings.weights[last]!;
    }
    this.#documents--;
    FIELDS.forEach((_, f) => (this.#totals[f]! -= this.#lengths[f]![slot]!));
    this.#docTerms[slot] = undefined;
  }

  #count(tokens: Tokens): void {
    this.#documents++;
    tokens.forEach((terms, f) => (this.#totals[f]! += terms.length));
  }

  #index(slot: number, tokens: Tokens): void {
    const weights = new Map<string, number>();
    tokens.forEach((terms, f) => {
      this.#lengths[f]![slot] = terms.length;
      const average = this.#totals[f]! / Math.max(1, this.#documents) || 1;
      const norm = K1 * (1 - B + (B * terms.length) / average);
      const frequencies = new Map<string, number>();
      for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
      for (const [term, tf] of frequencies) {
        weights.set(term, (weights.get(term) ?? 0) + (BOOST[f]! * tf * (K1 + 1)) / (tf + norm));
      }
    });
    const termIds = new Int32Array(weights.size);
    let i = 0;
    for (const [term, weight] of weights) {
      const termId = this.#termId(term);
      this.#append(this.#postings[termId]!, slot, weight);
      termIds[i++] = termId;
    }
    this.#docTerms[slot] = termIds;
  }

  #termId(term: string): number {
    let termId = this.#dictionary.get(term);
    if (termId === undefined) {
      termId = this.#postings.length;
      this.#postings.push({ slots: new Int32Array(4), weights: new Float32Array(4), length: 0 });
      this.#dictionary.set(term, termId);
    }
    return termId;
  }

  #append(postings: Postings, slot: number, weight: number): void {
    if (postings.length === postings.slots.length) {
      const slots = new Int32Array(postings.length * 2);
      const weights = new Float32Array(postings.length * 2);
      slots.set(postings.slots);
      weights.set(postings.weights);
      postings.slots = slots;
      postings.weights = weights;
    }
    postings.slots[postings.length] = slot;
    postings.weights[postings.length++] = weight;
  }

  /** Dictionary terms a query word stands for, with how much a match through each counts. */
  #expand(term: string, isLast: boolean): Map<number, number> {
    const expansions = new Map<number, number>();
    const offer = (termId: number, factor: number) => {
      if (this.#postings[termId]!.length > 0 && factor > (expansions.get(termId) ?? 0)) expansions.set(termId, factor);
    };
    if (isLast) {
      const completions: [string, number][] = [];
      this.#dictionary.atPrefix(term).forEach((key, termId) => completions.push([key, termId]));
      if (completions.length > MAX_PREFIX_TERMS) {
        completions.sort((a, b) => this.#postings[b[1]]!.length - this.#postings[a[1]]!.length);
        completions.length = MAX_PREFIX_TERMS;
      }
      for (const [key, termId] of completions) offer(termId, key === term ? 1 : 0.5 + (0.4 * term.length) / key.length);
    } else {
      const exact = this.#dictionary.get(term);
      if (exact !== undefined) offer(exact, 1);
    }
    const typos = allowedTypos(term);
    if (typos > 0) {
      for (const [, [termId, distance]] of this.#dictionary.fuzzyGet(term, typos)) offer(termId, TYPO_FACTOR[distance]!);
    }
    return expansions;
  }

  /**
   * Scores every document matching at least one query word (its best expansion per word); returns how many
   * candidates were written to `candidates`, with `score` and `matched` (words matched) set for each.
   */
  match(terms: readonly string[]): number {
    const queryStamp = ++this.#stamp;
    let candidates = 0;
    terms.forEach((term, i) => {
      const termStamp = ++this.#stamp;
      let touched = 0;
      const expansions = this.#expand(term, i === terms.length - 1);
      // One idf for the whole query word: a rare completion ("sodiumguard") must not outscore the word itself.
      let frequency = 0;
      for (const termId of expansions.keys()) frequency += this.#postings[termId]!.length;
      frequency = Math.min(frequency, this.#documents);
      const idf = Math.log(1 + (this.#documents - frequency + 0.5) / (frequency + 0.5));
      for (const [termId, factor] of expansions) {
        const postings = this.#postings[termId]!;
        const multiplier = idf * factor;
        for (let j = 0; j < postings.length; j++) {
          const slot = postings.slots[j]!;
          const value = postings.weights[j]! * multiplier;
          if (this.#bestStamp[slot] !== termStamp) {
            this.#bestStamp[slot] = termStamp;
            this.#best[slot] = value;
            this.#touched[touched++] = slot;
          } else if (value > this.#best[slot]!) {
            this.#best[slot] = value;
          }
        }
      }
      for (let j = 0; j < touched; j++) {
        const slot = this.#touched[j]!;
        if (this.#seenStamp[slot] !== queryStamp) {
          this.#seenStamp[slot] = queryStamp;
          this.score[slot] = 0;
          this.matched[slot] = 0;
          this.candidates[candidates++] = slot;
        }
        this.score[slot]! += this.#best[slot]!;
        this.matched[slot]!++;
      }
    });
    return candidates;
  }
}
