// Search hits as result cards: canonical project URLs, pictures and tags in display order.
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '#contracts/search.ts';
import { tintOf, toResultCard } from './results.ts';

const hit = (overrides: Partial<SearchHit>): SearchHit => ({
  project_id: 'AbCdEf12', project_type: 'mod', all_project_types: ['mod'], slug: 'lanterns', author: 'sculk', author_id: null,
  organization: null, organization_id: null, title: 'Lanterns', description: 'Light.', categories: [], display_categories: [],
  versions: [], downloads: 1, follows: 2, icon_url: '', date_created: '', date_modified: '2026-01-01T00:00:00+00:00',
  latest_version: '', license: 'MIT', client_side: 'required', server_side: 'optional', environment: [], disclosure_types: [],
  gallery: [], featured_gallery: null, color: null, ...overrides,
});
const catalog = { tagOrder: ['adventure', 'magic', 'potato', 'low'], loaders: ['fabric', 'paper', 'datapack', 'iris'] };

describe('toResultCard', () => {
  it('links plugins and data packs that v2 calls mods under their own paths', () => {
    expect(toResultCard(hit({ categories: ['fabric', 'magic'] }), catalog).url).toBe('/mod/lanterns');
    expect(toResultCard(hit({ categories: ['paper'] }), catalog).url).toBe('/plugin/lanterns');
    expect(toResultCard(hit({ categories: ['datapack'] }), catalog).url).toBe('/datapack/lanterns');
    expect(toResultCard(hit({ project_type: 'shader', slug: null, categories: ['iris'] }), catalog).url).toBe('/shader/AbCdEf12');
  });

  it('separates loaders from categories and orders the tags', () => {
    const card = toResultCard(hit({ display_categories: ['paper', 'magic', 'adventure', 'fabric'] }), catalog);
    expect(card.categories).toEqual(['adventure', 'magic']);
    expect(card.loaders).toEqual(['fabric', 'paper']);
    expect(toResultCard(hit({ project_type: 'shader', display_categories: ['low', 'potato'] }), catalog).categories).toEqual(['potato', 'low']);
    expect(toResultCard(hit({ display_categories: ['zeta', 'magic', 'alpha'] }), catalog).categories).toEqual(['magic', 'alpha', 'zeta']);
  });

  it('shows the featured gallery image, else the first one, and no empty icon URL', () => {
    expect(toResultCard(hit({ gallery: ['a.png', 'b.png'], featured_gallery: 'b.png' }), catalog).image).toBe('b.png');
    expect(toResultCard(hit({ gallery: ['a.png'] }), catalog).image).toBe('a.png');
    expect(toResultCard(hit({}), catalog)).toMatchObject({ image: null, icon: null });
  });
});

describe('tintOf', () => {
  it('uses the project colour, else a hue that stays the same for the project', () => {
    expect(tintOf({ id: 'x', color: 0x1bd96a })).toBe('#1bd96a');
    expect(tintOf({ id: 'AbCdEf12', color: null })).toBe(tintOf({ id: 'AbCdEf12', color: null }));
    expect(tintOf({ id: 'AbCdEf12', color: null })).toMatch(/^hsl\(\d+ 55% 55%\)$/);
  });
});
