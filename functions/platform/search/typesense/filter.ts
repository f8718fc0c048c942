// Filter trees to Typesense `filter_by` strings. Typesense has no NOT over a group, so negations are pushed
// down to the conditions (De Morgan) and become `:!=` or the opposite range.
import { FILTER_FIELDS, type FilterNode, type RangeOperator } from '../port.ts';

const OPPOSITE: Record<RangeOperator, RangeOperator> = { '>': '<=', '>=': '<', '<': '>=', '<=': '>' };
/** No document was created before 1970: a condition that matches nothing. */
const NOTHING = 'created_timestamp:<0';

/** Backticks quote a value; a backtick inside one cannot be escaped, so it is dropped. */
const literal = (value: string | number | boolean) => (typeof value === 'string' ? `\`${value.replaceAll('`', '')}\`` : String(value));

function condition(node: FilterNode, negated: boolean): string | null {
  switch (node.op) {
    case 'all':
      return negated ? NOTHING : null;
    case 'not':
      return condition(node.child, !negated);
    case 'in': {
      if (node.values.length === 0) return negated ? null : NOTHING;
      return `${FILTER_FIELDS[node.field].property}:${negated ? '!=' : '='}[${node.values.map(literal).join(',')}]`;
    }
    case 'range':
      return `${FILTER_FIELDS[node.field].property}:${negated ? OPPOSITE[node.operator] : node.operator}${node.value}`;
    case 'and':
    case 'or': {
      const joinsWithAnd = (node.op === 'and') !== negated;
      const parts = node.children.map((child) => condition(child, negated));
      // A part with no condition matches everything: it vanishes from an AND and makes an OR match everything.
      if (!joinsWithAnd && parts.some((part) => part === null)) return null;
      const kept = parts.filter((part): part is string => part !== null);
      if (kept.length === 0) return joinsWithAnd ? null : NOTHING;
      return kept.length === 1 ? kept[0]! : `(${kept.join(joinsWithAnd ? ' && ' : ' || ')})`;
    }
  }
}

/** The `filter_by` for a tree, or undefined when it matches everything. */
export const toFilterBy = (node: FilterNode | null): string | undefined => (node ? condition(node, false) ?? undefined : undefined);
