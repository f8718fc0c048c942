// Facet and filter parsing: the v2 facet JSON, the operators, the filter grammar, aliases and errors.
import { describe, expect, it } from 'vitest';
import { ApiError } from '#contracts/errors.ts';
import type { FilterNode } from '#platform/search/port.ts';
import { parseFacet, parseSearchFilter } from './facets.ts';

const is = (field: string, ...values: (string | number | boolean)[]) => ({ op: 'in', field, values }) as FilterNode;
const not = (child: FilterNode): FilterNode => ({ op: 'not', child });

function failure(params: Parameters<typeof parseSearchFilter>[0]): ApiError {
  try {
    parseSearchFilter(params);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a parse failure');
}

describe('facet strings', () => {
  it.each<[string, FilterNode]>([
    ['categories:fabric', is('categories', 'fabric')],
    ['categories=fabric', is('categories', 'fabric')],
    ['  categories :  fabric ', is('categories', 'fabric')],
    ['versions:1.21.1', is('game_versions', '1.21.1')],
    ['title:Sodium', is('name', 'Sodium')],
    ['project_type:mod', is('project_types', 'mod', 'plugin', 'datapack')],
    ['project_type:shader', is('project_types', 'shader')],
    ['license:LicenseRef-Custom:1', is('license', 'LicenseRef-Custom:1')],
    ['categories!=forge', not(is('categories', 'forge'))],
    ['downloads>=1000', { op: 'range', field: 'downloads', operator: '>=', value: 1000 }],
    ['follows>5', { op: 'range', field: 'follows', operator: '>', value: 5 }],
    ['created_timestamp<=1700000000', { op: 'range', field: 'created_timestamp', operator: '<=', value: 1700000000 }],
    ['modified_timestamp<1', { op: 'range', field: 'modified_timestamp', operator: '<', value: 1 }],
    ['downloads:10', is('downloads', 10)],
    ['open_source:true', is('open_source', true)],
    ['categories IN [fabric, "quilt"]', is('categories', 'fabric', 'quilt')],
    ['categories NOT IN [forge]', not(is('categories', 'forge'))],
    ['categories EXISTS', { op: 'all' }],
    ['categories NOT EXISTS', not({ op: 'all' })],
    ['NOT categories:forge', not(is('categories', 'forge'))],
  ])('reads %s', (facet, node) => {
    expect(parseFacet(facet)).toEqual(node);
  });
});

describe('the facets parameter', () => {
  it('ANDs the outer arrays, ORs the inner ones and ANDs nested arrays', () => {
    expect(parseSearchFilter({ facets: '[["categories:fabric","categories:quilt"],["versions:1.21.1"],[["client_side:required","server_side:optional"]]]' })).toEqual({
      op: 'and',
      children: [
        { op: 'or', children: [is('categories', 'fabric'), is('categories', 'quilt')] },
        is('game_versions', '1.21.1'),
        { op: 'and', children: [is('client_side', 'required'), is('server_side', 'optional')] },
      ],
    });
  });

  it('means no filter when absent or empty', () => {
    expect(parseSearchFilter({})).toBeNull();
    expect(parseSearchFilter({ facets: '[]' })).toBeNull();
    expect(parseSearchFilter({ facets: '' })).toBeNull();
  });

  it.each([
    ['[["categories:fabric"]', 'failed to parse facets: '],
    ['{"categories":"fabric"}', 'failed to parse facets: expected a JSON array of arrays'],
    ['["categories:fabric"]', 'failed to parse facets: expected a JSON array of arrays'],
    ['[[42]]', 'failed to parse facets: each facet must be a string'],
    ['[["colour:red"]]', "failed to parse facets: unknown key 'colour'"],
    ['[["categories fabric"]]', 'failed to parse facets: '],
    ['[["categories>fabric"]]', "failed to parse facets: operator '>' needs a numeric key"],
    ['[["downloads>=many"]]', "failed to parse facets: 'many' is not a number"],
    ['[["open_source:maybe"]]', "failed to parse facets: 'maybe' is not true or false"],
  ])('rejects %s with a 400 request_error', (facets, description) => {
    const error = failure({ facets });
    expect(error.status).toBe(400);
    expect(error.code).toBe('request_error');
    expect(error.message.startsWith(description)).toBe(true);
  });
});

describe('the legacy filter parameters', () => {
  it('reads AND, OR, NOT, parentheses and quoted values with AND binding tighter', () => {
    expect(parseSearchFilter({ filters: 'categories="fabric" AND (categories="technology" OR categories = utility) OR NOT license=MIT' })).toEqual({
      op: 'or',
      children: [
        { op: 'and', children: [is('categories', 'fabric'), { op: 'or', children: [is('categories', 'technology'), is('categories', 'utility')] }] },
        not(is('license', 'MIT')),
      ],
    });
  });

  it('reads IN lists, EXISTS and TO ranges', () => {
    expect(parseSearchFilter({ filters: "versions IN ['1.20.1', 1.21.1] AND downloads 10 TO 20 AND author NOT EXISTS" })).toEqual({
      op: 'and',
      children: [
        is('game_versions', '1.20.1', '1.21.1'),
        { op: 'and', children: [
          { op: 'range', field: 'downloads', operator: '>=', value: 10 },
          { op: 'range', field: 'downloads', operator: '<=', value: 20 },
        ] },
        not({ op: 'all' }),
      ],
    });
  });

  it('ANDs filters and version with the facets, and lets new_filters replace them', () => {
    expect(parseSearchFilter({ facets: '[["categories:fabric"]]', filters: 'license=MIT', version: 'versions="1.21.1"' })).toEqual({
      op: 'and', children: [is('categories', 'fabric'), is('license', 'MIT'), is('game_versions', '1.21.1')],
    });
    expect(parseSearchFilter({ filters: 'license=MIT', version: 'versions=1.21.1', new_filters: 'follows > 3' })).toEqual(
      { op: 'range', field: 'follows', operator: '>', value: 3 },
    );
  });

  it.each([
    [{ filters: 'categories = "fabric' }, 'failed to parse filters: unterminated'],
    [{ filters: '(license=MIT' }, 'failed to parse filters: expected )'],
    [{ filters: 'license=MIT license=GPL' }, 'failed to parse filters: unexpected'],
    [{ filters: 'colour=red' }, "failed to parse filters: unknown key 'colour'"],
    [{ version: 'versions' }, 'failed to parse version: '],
    [{ new_filters: 'license IN [MIT' }, 'failed to parse filters: '],
  ])('rejects %o', (params, description) => {
    const error = failure(params);
    expect(error.status).toBe(400);
    expect(error.message.startsWith(description)).toBe(true);
  });

  it('reads nesting up to 32 levels and refuses deeper, however it nests', () => {
    const parens = (depth: number) => `${'('.repeat(depth)}license=MIT${')'.repeat(depth)}`;
    expect(parseSearchFilter({ filters: parens(32) })).toEqual(is('license', 'MIT'));
    expect(parseSearchFilter({ filters: `${'NOT '.repeat(32)}license=MIT` })).toBeTruthy();
    for (const params of [
      { filters: parens(33) }, { filters: parens(5000) }, { filters: `${'NOT '.repeat(5000)}license=MIT` },
      { new_filters: `${'NOT ('.repeat(20)}license=MIT${')'.repeat(20)}` }, { facets: JSON.stringify([[`${'NOT '.repeat(5000)}license:MIT`]]) },
    ]) {
      expect(failure(params).message).toMatch(/^failed to parse (filters|facets): nested more than 32 levels deep$/);
    }
  });
});
