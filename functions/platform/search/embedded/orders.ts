// Numeric columns and the pre-sorted document orders of the embedded engine, patched in place after each batch.
import type { SearchDocument } from '../port.ts';

export type SortColumn = 'downloads' | 'follows' | 'created' | 'modified';

export class Columns {
  downloads: Float64Array;
  follows: Float64Array;
  created: Float64Array;
  modified: Float64Array;

  constructor(capacity: number) {
    this.downloads = new Float64Array(capacity);
    this.follows = new Float64Array(capacity);
    this.created = new Float64Array(capacity);
    this.modified = new Float64Array(capacity);
  }

  grow(capacity: number): void {
    for (const column of ['downloads', 'follows', 'created', 'modified'] as const) {
      const next = new Float64Array(capacity);
      next.set(this[column]);
      this[column] = next;
    }
  }

  set(slot: number, doc: SearchDocument): void {
    this.downloads[slot] = doc.downloads;
    this.follows[slot] = doc.follows;
    this.created[slot] = doc.created_timestamp;
    this.modified[slot] = doc.modified_timestamp;
  }
}

/** Descending by `key`, then newest first, then slot: a total order, so pages never overlap. */
export function descending(key: Float64Array, created: Float64Array) {
  return (a: number, b: number) => key[b]! - key[a]! || created[b]! - created[a]! || a - b;
}

/** Live slots sorted by one column, kept sorted across upserts without a full re-sort. */
export class SortedOrder {
  readonly #columns: Columns;
  readonly #column: SortColumn;
  #order: Int32Array;
  #marks: Uint8Array;
  length = 0;

  constructor(columns: Columns, column: SortColumn, capacity: number) {
    this.#columns = columns;
    this.#column = column;
    this.#order = new Int32Array(capacity);
    this.#marks = new Uint8Array(capacity);
  }

  get order(): Int32Array {
    return this.#order;
  }

  grow(capacity: number): void {
    const order = new Int32Array(capacity);
    order.set(this.#order);
    this.#order = order;
    this.#marks = new Uint8Array(capacity);
  }

  #compare() {
    return descending(this.#columns[this.#column], this.#columns.created);
  }

  rebuild(slots: Int32Array): void {
    this.#order.set(slots);
    this.length = slots.length;
    this.#order.subarray(0, this.length).sort(this.#compare());
  }

  /** Re-places the changed slots: drops them all in one pass, then merges the live ones back in sorted. */
  apply(changed: readonly number[], live: (slot: number) => boolean): void {
    const compare = this.#compare();
    for (const slot of changed) this.#marks[slot] = 1;
    let kept = 0;
    for (let i = 0; i < this.length; i++) {
      const slot = this.#order[i]!;
      if (this.#marks[slot] === 0) this.#order[kept++] = slot;
    }
    for (const slot of changed) this.#marks[slot] = 0;
    const inserts = [...new Set(changed)].filter(live).sort(compare);
    this.length = kept + inserts.length;
    let i = kept - 1;
    let j = inserts.length - 1;
    for (let k = this.length - 1; j >= 0; k--) {
      this.#order[k] = i >= 0 && compare(this.#order[i]!, inserts[j]!) > 0 ? this.#order[i--]! : inserts[j--]!;
    }
  }
}
