// One filter condition (key, operator, values) checked against the searchable keys and turned into a filter node.
import { SEARCH_FILTER_DEPTH_MAX, SEARCH_FILTER_KEYS, SEARCH_KEY_ALIASES, type SearchFilterKey } from '#contracts/search.ts';
import { FILTER_FIELDS, type FilterNode, type RangeOperator } from '#platform/search/port.ts';

/** A facet or filter the server cannot read; the caller words it as a 400. */
export class FilterSyntaxError extends Error {}

/** Parsing recurses once per level: a bound keeps a hostile filter from overflowing the stack. */
export function checkDepth(depth: number): void {
  if (depth > SEARCH_FILTER_DEPTH_MAX) throw new FilterSyntaxError(`nested more than ${SEARCH_FILTER_DEPTH_MAX} levels deep`);
}

export type ComparisonOperator = ':' | '=' | '!=' | RangeOperator;
export const COMPARISON_OPERATORS: readonly ComparisonOperator[] = ['!=', '>=', '<=', ':', '=', '>', '<'];

/** v2 reports plugins and data packs as mods, so asking for mods finds them too (api-compat §facets). */
const MOD_TYPES = ['mod', 'plugin', 'datapack'];

function resolveKey(raw: string): SearchFilterKey {
  const key = raw.trim();
  const resolved = SEARCH_KEY_ALIASES[key] ?? key;
  if (!(SEARCH_FILTER_KEYS as readonly string[]).includes(resolved)) throw new FilterSyntaxError(`unknown key '${key}'`);
  return resolved as SearchFilterKey;
}

function typedValue(key: SearchFilterKey, value: string): string | number | boolean {
  const { kind } = FILTER_FIELDS[key];
  if (kind === 'number') {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) throw new FilterSyntaxError(`'${value}' is not a number (key '${key}')`);
    return number;
  }
  if (kind === 'boolean') {
    const lower = value.trim().toLowerCase();
    if (lower !== 'true' && lower !== 'false') throw new FilterSyntaxError(`'${value}' is not true or false (key '${key}')`);
    return lower === 'true';
  }
  return value;
}

/** `key IN [values]`, and `key = value` as its one-value case. */
export function inCondition(rawKey: string, values: readonly string[]): FilterNode {
  const key = resolveKey(rawKey);
  const typed = values.map((value) => typedValue(key, value));
  const expanded = key === 'project_types' ? typed.flatMap((value) => (value === 'mod' ? MOD_TYPES : [value])) : typed;
  return { op: 'in', field: key, values: expanded };
}

export function comparison(rawKey: string, operator: ComparisonOperator, value: string): FilterNode {
  if (operator === ':' || operator === '=') return inCondition(rawKey, [value]);
  if (operator === '!=') return { op: 'not', child: inCondition(rawKey, [value]) };
  const key = resolveKey(rawKey);
  if (FILTER_FIELDS[key].kind !== 'number') throw new FilterSyntaxError(`operator '${operator}' needs a numeric key, not '${key}'`);
  return { op: 'range', field: key, operator, value: typedValue(key, value) as number };
}

/** Every document has every searchable key, so EXISTS holds for all of them. */
export function exists(rawKey: string, negated: boolean): FilterNode {
  resolveKey(rawKey);
  return negated ? { op: 'not', child: { op: 'all' } } : { op: 'all' };
}

export const negate = (node: FilterNode): FilterNode => ({ op: 'not', child: node });

export function combine(op: 'and' | 'or', nodes: FilterNode[]): FilterNode {
  return nodes.length === 1 ? nodes[0]! : { op, children: nodes };
}
