// Search URL state: parsing and canonical links, the /v2/search request it stands for, and provided (locked) filters.
import { describe, expect, it } from 'vitest';
import { parseSearchFilter } from '../../../functions/search/facets.ts';
import {
  clearFilters, effectiveFilters, lockStatus, pageWindow, parseSearchState, searchQueryString, searchRequest, syncGroup,
  unlockGroup, type FilterCatalog,
} from './search-state.ts';

const catalog: FilterCatalog = {
  headers: { adventure: 'categories', magic: 'categories', optimization: 'categories', potato: 'performance impact', bloom: 'features' },
  loaders: ['fabric', 'forge', 'quilt', 'paper', 'velocity', 'iris'],
};
const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe('parseSearchState', () => {
  it('reads every parameter, repeated ones in order', () => {
    const state = parse('q=lanterns&f=categories:adventure&f=license:MIT&g=1.21.1&g=1.20.1&l=fabric&e=client&s=downloads&m=50&page=3&layout=grid&lf=versions:1.21&lu=versions');
    expect(state).toEqual({
      query: 'lanterns', facets: ['categories:adventure', 'license:MIT'], versions: ['1.21.1', '1.20.1'], loaders: ['fabric'],
      environments: ['client'], sort: 'downloads', limit: 50, page: 3, layout: 'grid', locked: ['versions:1.21'], unlocked: ['versions'],
    });
  });

  it('falls back to defaults for values it cannot use, and drops facets the search would refuse', () => {
    const state = parse('s=popular&m=7&page=0&layout=table&f=title:x&f=open_source:maybe&f=&e=both&l=Fab%20ric&lf=downloads:5');
    expect(state).toMatchObject({ sort: 'relevance', limit: 20, page: 1, layout: null, facets: [], environments: [], loaders: [], locked: [] });
    expect(parse('page=abc').page).toBe(1);
    expect(parse('f=categories:magic&f=categories:magic').facets).toEqual(['categories:magic']);
  });
});

describe('searchQueryString', () => {
  it('leaves defaults out and keeps facets readable', () => {
    expect(searchQueryString(parse(''))).toBe('');
    expect(searchQueryString(parse('s=relevance&m=20&page=1'))).toBe('');
    expect(searchQueryString(parse('q=a b&f=categories:adventure&l=fabric&g=1.21&page=2'))).toBe('?q=a+b&f=categories:adventure&g=1.21&l=fabric&page=2');
  });

  it('round-trips: parsing a link gives back the state it was made from', () => {
    const state = parse('q=x&f=categories:magic&f=open_source:true&g=1.20.1&l=quilt&e=server&s=newest&m=5&page=4&layout=gallery&lf=categories:fabric&lu=loaders');
    expect(parse(searchQueryString(state).slice(1))).toEqual(state);
  });
});

describe('searchRequest', () => {
  it('asks for the page type, ORs within a filter group and ANDs across groups', () => {
    const state = parse('q=%20sky%20&f=categories:adventure&f=categories:magic&f=features:x&f=categories:bloom&l=fabric&l=quilt&g=1.21.1&g=1.21&s=follows&m=10&page=3');
    expect(searchRequest('mod', state, catalog)).toEqual({
      query: 'sky',
      facets: [
        ['project_type:mod'],
        ['categories:adventure', 'categories:magic'],
        ['categories:bloom'],
        ['categories:fabric', 'categories:quilt'],
        ['versions:1.21.1', 'versions:1.21'],
      ],
      index: 'follows',
      offset: 20,
      limit: 10,
    });
  });

  it('uses the v3 type for plugins and data packs, which v2 counts as mods', () => {
    expect(searchRequest('plugin', parse(''), catalog).facets).toEqual([['all_project_types:plugin']]);
    expect(searchRequest('datapack', parse(''), catalog).facets).toEqual([['all_project_types:datapack']]);
    expect(searchRequest('shader', parse(''), catalog).facets).toEqual([['project_type:shader']]);
  });

  it('turns environments into side facets', () => {
    const facets = (query: string) => searchRequest('mod', parse(query), catalog).facets.slice(1);
    expect(facets('e=client')).toEqual([['client_side:optional', 'client_side:required'], ['server_side:optional', 'server_side:unsupported']]);
    expect(facets('e=server')).toEqual([['client_side:optional', 'client_side:unsupported'], ['server_side:optional', 'server_side:required']]);
    expect(facets('e=client&e=server')).toEqual([['client_side:required'], ['server_side:required']]);
  });

  it('builds facets the search endpoint accepts', () => {
    const state = parse('f=categories:magic&f=license:MIT&f=open_source:true&l=fabric&g=1.21&e=client&lf=environment:server');
    const { facets } = searchRequest('modpack', state, catalog);
    expect(() => parseSearchFilter({ facets: JSON.stringify(facets) })).not.toThrow();
  });
});

describe('provided (locked) filters', () => {
  const provided = parse('lf=categories:fabric&lf=versions:1.21.1&l=forge&g=1.20.1&f=categories:magic');

  it('hold their group until unlocked: the user’s picks there do not apply', () => {
    expect(lockStatus(provided, 'loaders', catalog)).toBe('locked');
    expect(lockStatus(provided, 'versions', catalog)).toBe('locked');
    expect(lockStatus(provided, 'categories', catalog)).toBe('none');
    expect(effectiveFilters(provided, catalog)).toEqual({ facets: ['categories:magic'], versions: ['1.21.1'], loaders: ['fabric'], environments: [] });
    expect(searchRequest('mod', provided, catalog).facets).toContainEqual(['categories:fabric']);
  });

  it('unlock hands the group to the user, starting from the provided values; sync locks it again', () => {
    const unlocked = unlockGroup(provided, 'loaders', catalog);
    expect(lockStatus(unlocked, 'loaders', catalog)).toBe('unlocked');
    expect(unlocked.loaders).toEqual(['forge', 'fabric']);
    expect(effectiveFilters(unlocked, catalog).loaders).toEqual(['forge', 'fabric']);
    expect(searchQueryString(unlocked)).toContain('lu=loaders');

    const synced = syncGroup(unlocked, 'loaders', catalog);
    expect(lockStatus(synced, 'loaders', catalog)).toBe('locked');
    expect(synced.loaders).toEqual([]);
    expect(synced.unlocked).toEqual([]);
    expect(effectiveFilters(synced, catalog).loaders).toEqual(['fabric']);
  });

  it('a provided category locks its header group, not the others', () => {
    const state = parse('lf=categories:potato&f=categories:adventure&f=categories:bloom');
    expect(lockStatus(state, 'performance impact', catalog)).toBe('locked');
    expect(effectiveFilters(state, catalog).facets).toEqual(['categories:adventure', 'categories:bloom', 'categories:potato']);
  });

  it('clear all keeps provided values, the query and the page size', () => {
    const cleared = clearFilters(parse('q=x&m=50&page=3&l=forge&lf=versions:1.21'));
    expect(cleared).toMatchObject({ query: 'x', limit: 50, page: 1, loaders: [], locked: ['versions:1.21'] });
  });
});

describe('pageWindow', () => {
  it('shows the first, last and neighbouring pages with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
