// Search filters from the query string: `facets` (JSON array of arrays: outer AND, inner OR, nested arrays AND),
// combined with the legacy `filters` and `version` expressions, or `new_filters` in their place (api-compat §search, §facets).
import { badRequest } from '#contracts/errors.ts';
import type { FilterNode } from '#platform/search/port.ts';
import {
  COMPARISON_OPERATORS, FilterSyntaxError, checkDepth, combine, comparison, exists, inCondition, negate,
} from './conditions.ts';
import { parseFilterExpression } from './filter-expression.ts';

const NOT_PREFIX = /^\s*NOT\s+(.*)$/is;
const IN_LIST = /^\s*([A-Za-z_]+)\s+(NOT\s+)?IN\s*\[(.*)\]\s*$/is;
const EXISTS = /^\s*([A-Za-z_]+)\s+(NOT\s+)?EXISTS\s*$/is;
const KEY = /^[A-Za-z_]+$/;

const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/s, '$2');

/** One facet string: `key<op>value` (the value is everything after the operator), or a filter-grammar form. */
export const parseFacet = (facet: string): FilterNode => facetAt(facet, 0);

function facetAt(facet: string, depth: number): FilterNode {
  const not = NOT_PREFIX.exec(facet);
  if (not) {
    checkDepth(depth + 1);
    return negate(facetAt(not[1]!, depth + 1));
  }
  const list = IN_LIST.exec(facet);
  if (list) {
    const values = list[3]!.trim() === '' ? [] : list[3]!.split(',').map(unquote);
    const node = inCondition(list[1]!, values);
    return list[2] ? negate(node) : node;
  }
  const existence = EXISTS.exec(facet);
  if (existence) return exists(existence[1]!, Boolean(existence[2]));
  let at = -1;
  for (let i = 0; i < facet.length && at < 0; i++) if (':=!<>'.includes(facet[i]!)) at = i;
  const operator = at < 0 ? undefined : COMPARISON_OPERATORS.find((op) => facet.startsWith(op, at));
  const key = facet.slice(0, Math.max(at, 0)).trim();
  if (!operator || !KEY.test(key)) throw new FilterSyntaxError(`'${facet}' is not of the form key:value`);
  return comparison(key, operator, facet.slice(at + operator.length).trim());
}

function parseFacetGroups(json: string): FilterNode | null {
  let groups: unknown;
  try {
    groups = JSON.parse(json);
  } catch (error) {
    throw new FilterSyntaxError((error as Error).message);
  }
  if (!Array.isArray(groups)) throw new FilterSyntaxError('expected a JSON array of arrays');
  const and: FilterNode[] = [];
  for (const group of groups) {
    if (!Array.isArray(group)) throw new FilterSyntaxError('expected a JSON array of arrays');
    const or = group.map((item: unknown) => {
      if (typeof item === 'string') return parseFacet(item);
      if (Array.isArray(item) && item.length > 0 && item.every((facet) => typeof facet === 'string')) {
        return combine('and', item.map(parseFacet));
      }
      throw new FilterSyntaxError('each facet must be a string or an array of strings');
    });
    if (or.length > 0) and.push(combine('or', or));
  }
  return and.length === 0 ? null : combine('and', and);
}

function parsed<T>(what: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw badRequest(`failed to parse ${what}: ${error.message}`);
    throw error;
  }
}

export interface FilterParams {
  facets?: string;
  filters?: string;
  version?: string;
  new_filters?: string;
}

/** Everything the caller filters by, as one tree (null: no filter). */
export function parseSearchFilter(params: FilterParams): FilterNode | null {
  const nodes: FilterNode[] = [];
  const add = (node: FilterNode | null) => node && nodes.push(node);
  if (params.facets !== undefined && params.facets.trim() !== '') add(parsed('facets', () => parseFacetGroups(params.facets!)));
  if (params.new_filters !== undefined) {
    add(parsed('filters', () => parseFilterExpression(params.new_filters!)));
  } else {
    if (params.filters !== undefined) add(parsed('filters', () => parseFilterExpression(params.filters!)));
    if (params.version !== undefined) add(parsed('version', () => parseFilterExpression(params.version!)));
  }
  return nodes.length === 0 ? null : combine('and', nodes);
}
