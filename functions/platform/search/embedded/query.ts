// Answers one search against the embedded index: filter bitset, then either a walk down a pre-sorted order
// (no text) or text candidates ranked by a partial sort.
import type { SearchRequest, SearchResult } from '../port.ts';
import { type Bitset, hasBit, popcount } from './bitset.ts';
import { evaluate } from './filter.ts';
import { descending } from './orders.ts';
import type { EmbeddedIndex } from './store.ts';
import { exactKey, queryTerms } from './tokenize.ts';

/** Rank tiers for relevance: an exact title beats more words matched, which beats a better score. */
const EXACT_TIER = 1e9;
const WORD_TIER = 1e6;
const SORT_COLUMN = { downloads: 'downloads', follows: 'follows', newest: 'created', updated: 'modified' } as const;

export function runSearch(index: EmbeddedIndex, request: SearchRequest): SearchResult {
  const filter = request.filter ? evaluate(index, request.filter) : null;
  const terms = queryTerms(request.query);
  const slots = terms.length === 0 ? browse(index, filter, request) : rank(index, filter, terms, request);
  return { hits: slots.slots.map((slot) => index.docs[slot]!), total: slots.total };
}

/** Without text, relevance is downloads then newest, so every sort is a walk down a pre-sorted order. */
function browse(index: EmbeddedIndex, filter: Bitset | null, request: SearchRequest) {
  const order = index.orders[request.sort === 'relevance' ? 'downloads' : request.sort];
  const slots: number[] = [];
  const end = request.offset + request.limit;
  let seen = 0;
  for (let i = 0; i < order.length && seen < end; i++) {
    const slot = order.order[i]!;
    if (filter && !hasBit(filter, slot)) continue;
    if (seen++ >= request.offset) slots.push(slot);
  }
  return { slots, total: filter ? popcount(filter) : index.size };
}

function rank(index: EmbeddedIndex, filter: Bitset | null, terms: string[], request: SearchRequest) {
  const { text, columns } = index;
  const found = text.match(terms);
  const candidates = text.candidates;
  let kept = 0;
  let mostWords = 0;
  for (let i = 0; i < found; i++) {
    const slot = candidates[i]!;
    if (filter && !hasBit(filter, slot)) continue;
    candidates[kept++] = slot;
    if (text.matched[slot]! > mostWords) mostWords = text.matched[slot]!;
  }
  // Every word must match when some document matches them all; otherwise documents matching most words lead.
  if (mostWords === terms.length) {
    let all = 0;
    for (let i = 0; i < kept; i++) if (text.matched[candidates[i]!] === mostWords) candidates[all++] = candidates[i]!;
    kept = all;
  }
  let key = columns[request.sort === 'relevance' ? 'downloads' : SORT_COLUMN[request.sort]];
  if (request.sort === 'relevance') {
    key = index.scratch;
    const exact = index.exactTitles.get(exactKey(request.query));
    for (let i = 0; i < kept; i++) {
      const slot = candidates[i]!;
      const popularity = 1 + Math.log10(1 + columns.downloads[slot]!) / 4;
      key[slot] = (exact?.has(slot) ? EXACT_TIER : 0) + text.matched[slot]! * WORD_TIER + text.score[slot]! * popularity;
    }
  }
  const slots = top(candidates.subarray(0, kept), request.offset + request.limit, descending(key, columns.created));
  return { slots: slots.slice(request.offset), total: kept };
}

/** The first `count` slots under `compare`, without sorting them all when only a page is wanted. */
function top(slots: Int32Array, count: number, compare: (a: number, b: number) => number): number[] {
  if (count * 8 >= slots.length) return Array.from(slots.slice().sort(compare).subarray(0, count));
  const best: number[] = [];
  for (const slot of slots) {
    if (best.length === count && compare(slot, best[count - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(best[mid]!, slot) < 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, slot);
    if (best.length > count) best.pop();
  }
  return best;
}
