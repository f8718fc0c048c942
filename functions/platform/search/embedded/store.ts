// The embedded engine's in-memory index: document slots and every structure derived from them, kept in step.
import type { SearchSort } from '#contracts/search.ts';
import type { SearchDocument } from '../port.ts';
import { type Bitset, clearBit, emptyBitset, resized, setBit, wordsFor } from './bitset.ts';
import { KEYWORD_PROPERTIES, KeywordPostings, keywordValues, type KeywordProperty } from './keywords.ts';
import { Columns, SortedOrder, type SortColumn } from './orders.ts';
import { TextIndex, tokenizeFields, type TextFields } from './text-index.ts';
import { exactKey } from './tokenize.ts';

const ORDER_COLUMNS: Record<Exclude<SearchSort, 'relevance'>, SortColumn> = {
  downloads: 'downloads',
  follows: 'follows',
  newest: 'created',
  updated: 'modified',
};
type OrderName = keyof typeof ORDER_COLUMNS;

const textOf = (doc: SearchDocument): TextFields => ({
  title: doc.title,
  description: doc.description,
  categories: [...doc.categories, doc.author].join(' '),
});

const sameText = (a: TextFields, b: TextFields) =>
  a.title === b.title && a.description === b.description && a.categories === b.categories;

export class EmbeddedIndex {
  capacity: number;
  live: Bitset;
  liveCount = 0;
  readonly docs: (SearchDocument | undefined)[] = [];
  /** Per-slot sort keys computed by one query (relevance). */
  scratch: Float64Array;
  readonly text: TextIndex;
  readonly columns: Columns;
  readonly keywords: Record<KeywordProperty, KeywordPostings>;
  readonly orders: Record<OrderName, SortedOrder>;
  /** Slots by the folded title, for the exact-match rank. */
  readonly exactTitles = new Map<string, Set<number>>();
  readonly #slots = new Map<string, number>();
  readonly #free: number[] = [];
  #next = 0;

  constructor(expected: number) {
    this.capacity = Math.max(1024, Math.ceil(expected * 1.25));
    this.live = emptyBitset(wordsFor(this.capacity));
    this.scratch = new Float64Array(this.capacity);
    this.text = new TextIndex(this.capacity);
    this.columns = new Columns(this.capacity);
    const words = wordsFor(this.capacity);
    this.keywords = Object.fromEntries(KEYWORD_PROPERTIES.map((p) => [p, new KeywordPostings(p, words)])) as EmbeddedIndex['keywords'];
    this.orders = Object.fromEntries(
      Object.entries(ORDER_COLUMNS).map(([name, column]) => [name, new SortedOrder(this.columns, column, this.capacity)]),
    ) as EmbeddedIndex['orders'];
  }

  /** A fresh index over `docs`, built in bulk (one sort per order, BM25 averages over all documents). */
  static build(docs: readonly SearchDocument[]): EmbeddedIndex {
    const index = new EmbeddedIndex(docs.length);
    const entries: [number, ReturnType<typeof tokenizeFields>][] = [];
    for (const doc of docs) {
      if (index.#slots.has(doc.project_id)) continue;
      const slot = index.#place(doc);
      entries.push([slot, tokenizeFields(textOf(doc))]);
    }
    index.text.addAll(entries);
    const slots = Int32Array.from(entries, ([slot]) => slot);
    for (const order of Object.values(index.orders)) order.rebuild(slots);
    return index;
  }

  get size(): number {
    return this.liveCount;
  }

  upsert(docs: readonly SearchDocument[]): void {
    const changed: number[] = [];
    for (const doc of docs) {
      const slot = this.#slots.get(doc.project_id);
      if (slot === undefined) {
        const placed = this.#place(doc);
        this.text.add(placed, tokenizeFields(textOf(doc)));
        changed.push(placed);
        continue;
      }
      const old = this.docs[slot]!;
      const text = textOf(doc);
      if (!sameText(textOf(old), text)) {
        this.text.remove(slot);
        this.text.add(slot, tokenizeFields(text));
      }
      this.#unlink(slot, old);
      this.#link(slot, doc);
      changed.push(slot);
    }
    this.#reorder(changed);
  }

  remove(projectIds: readonly string[]): void {
    const changed: number[] = [];
    for (const id of projectIds) {
      const slot = this.#slots.get(id);
      if (slot === undefined) continue;
      this.text.remove(slot);
      this.#unlink(slot, this.docs[slot]!);
      this.docs[slot] = undefined;
      this.#slots.delete(id);
      clearBit(this.live, slot);
      this.liveCount--;
      this.#free.push(slot);
      changed.push(slot);
    }
    this.#reorder(changed);
  }

  #reorder(changed: number[]): void {
    if (changed.length === 0) return;
    const isLive = (slot: number) => this.docs[slot] !== undefined;
    for (const order of Object.values(this.orders)) order.apply(changed, isLive);
  }

  #place(doc: SearchDocument): number {
    const slot = this.#free.pop() ?? this.#next++;
    if (slot >= this.capacity) this.#grow(this.capacity * 2);
    this.#slots.set(doc.project_id, slot);
    setBit(this.live, slot);
    this.liveCount++;
    this.#link(slot, doc);
    return slot;
  }

  #link(slot: number, doc: SearchDocument): void {
    this.docs[slot] = doc;
    this.columns.set(slot, doc);
    for (const property of KEYWORD_PROPERTIES) this.keywords[property].add(slot, keywordValues(doc, property));
    const key = exactKey(doc.title);
    let slots = this.exactTitles.get(key);
    if (!slots) this.exactTitles.set(key, (slots = new Set()));
    slots.add(slot);
  }

  #unlink(slot: number, doc: SearchDocument): void {
    for (const property of KEYWORD_PROPERTIES) this.keywords[property].remove(slot, keywordValues(doc, property));
    const key = exactKey(doc.title);
    const slots = this.exactTitles.get(key);
    slots?.delete(slot);
    if (slots?.size === 0) this.exactTitles.delete(key);
  }

  #grow(capacity: number): void {
    this.capacity = capacity;
    const words = wordsFor(capacity);
    this.live = resized(this.live, words);
    this.scratch = new Float64Array(capacity);
    this.text.grow(capacity);
    this.columns.grow(capacity);
    for (const postings of Object.values(this.keywords)) postings.grow(words);
    for (const order of Object.values(this.orders)) order.grow(capacity);
  }
}
