// Evaluates a filter tree to the bitset of live documents it matches.
import { FILTER_FIELDS, type FilterNode, type RangeOperator, type SearchDocument } from '../port.ts';
import { type Bitset, andInto, complementWithin, emptyBitset, orInto, setBit } from './bitset.ts';
import { normalizeKeyword, type KeywordProperty } from './keywords.ts';
import type { Columns } from './orders.ts';
import type { EmbeddedIndex } from './store.ts';

const NUMERIC_COLUMNS: Partial<Record<keyof SearchDocument, keyof Columns>> = {
  downloads: 'downloads',
  follows: 'follows',
  created_timestamp: 'created',
  modified_timestamp: 'modified',
};

const TESTS: Record<RangeOperator | '=', (a: number, b: number) => boolean> = {
  '=': (a, b) => a === b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
};

function scan(index: EmbeddedIndex, property: keyof SearchDocument, operator: RangeOperator | '=', value: number, into: Bitset): void {
  const column = index.columns[NUMERIC_COLUMNS[property]!] as Float64Array;
  const test = TESTS[operator];
  const live = index.live;
  for (let word = 0; word < live.length; word++) {
    let bits = live[word]!;
    while (bits !== 0) {
      const bit = 31 - Math.clz32(bits);
      bits &= ~(1 << bit);
      const slot = (word << 5) | bit;
      if (test(column[slot]!, value)) setBit(into, slot);
    }
  }
}

export function evaluate(index: EmbeddedIndex, node: FilterNode): Bitset {
  const words = index.live.length;
  switch (node.op) {
    case 'all':
      return index.live.slice();
    case 'and': {
      const [first, ...rest] = node.children;
      if (!first) return index.live.slice();
      const result = evaluate(index, first);
      for (const child of rest) andInto(result, evaluate(index, child));
      return result;
    }
    case 'or': {
      const result = emptyBitset(words);
      for (const child of node.children) orInto(result, evaluate(index, child));
      return result;
    }
    case 'not':
      return complementWithin(evaluate(index, node.child), index.live);
    case 'in': {
      const { property, kind } = FILTER_FIELDS[node.field];
      const result = emptyBitset(words);
      for (const value of node.values) {
        if (kind === 'number') scan(index, property, '=', Number(value), result);
        else index.keywords[property as KeywordProperty].collect(normalizeKeyword(property as KeywordProperty, value), result);
      }
      return result;
    }
    case 'range': {
      const result = emptyBitset(words);
      scan(index, FILTER_FIELDS[node.field].property, node.operator, node.value, result);
      return result;
    }
  }
}
