// The embedded engine against a brute-force reference: filters, sorts, pages and totals stay right across
// upserts and removals; plus the text ranking a player expects.
import { describe, expect, it } from 'vitest';
import type { SearchSort } from '#contracts/search.ts';
import type { FilterNode, SearchDocument, SearchEngine } from '../port.ts';
import { createEmbeddedSearchEngine } from './engine.ts';

const CATEGORIES = ['fabric', 'forge', 'quilt', 'magic', 'storage', 'utility'];
const VERSIONS = ['1.21.1', '1.20.1', '1.19.2', '1.16.5'];

function doc(id: string, overrides: Partial<SearchDocument> = {}): SearchDocument {
  return {
    project_id: id, project_type: 'mod', all_project_types: ['mod'], slug: id, author: 'someone', author_id: 'u1',
    organization: null, organization_id: null, title: `Project ${id}`, description: 'Adds things.', categories: [],
    display_categories: [], versions: [], downloads: 0, follows: 0, icon_url: '', date_created: '', date_modified: '',
    latest_version: '', license: 'MIT', client_side: 'required', server_side: 'optional', environment: [], disclosure_types: [],
    gallery: [], featured_gallery: null, color: null, project_type_v3: 'mod', open_source: true, created_timestamp: 0,
    modified_timestamp: 0, ...overrides,
  };
}

/** Deterministic pseudo-random documents, with many ties on every sort key. */
function corpus(size: number, seed: number): SearchDocument[] {
  let state = seed;
  const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2147483648), state % n);
  return Array.from({ length: size }, (_, i) => doc(`p${seed}-${i}`, {
    categories: CATEGORIES.filter(() => next(3) === 0),
    versions: VERSIONS.filter(() => next(2) === 0),
    downloads: next(50),
    follows: next(10),
    created_timestamp: next(30),
    modified_timestamp: next(30),
    license: next(2) ? 'MIT' : 'GPL-3.0-only',
    client_side: next(2) ? 'required' : 'unsupported',
  }));
}

function matches(node: FilterNode, d: SearchDocument): boolean {
  switch (node.op) {
    case 'all': return true;
    case 'and': return node.children.every((child) => matches(child, d));
    case 'or': return node.children.some((child) => matches(child, d));
    case 'not': return !matches(node.child, d);
    case 'in': {
      const field = { categories: d.categories, game_versions: d.versions, license: [d.license], client_side: [d.client_side], downloads: [d.downloads] } as Record<string, unknown[]>;
      return node.values.some((value) => field[node.field]!.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)).includes(typeof value === 'string' ? value.toLowerCase() : value));
    }
    case 'range': {
      const value = d[node.field as 'downloads'];
      return { '>': value > node.value, '>=': value >= node.value, '<': value < node.value, '<=': value <= node.value }[node.operator];
    }
  }
}

const KEY: Record<Exclude<SearchSort, 'relevance'>, keyof SearchDocument> = {
  downloads: 'downloads', follows: 'follows', newest: 'created_timestamp', updated: 'modified_timestamp',
};

function expected(docs: Map<string, SearchDocument>, filter: FilterNode | null, sort: SearchSort) {
  const key = KEY[sort === 'relevance' ? 'downloads' : sort];
  return [...docs.values()].filter((d) => !filter || matches(filter, d))
    .sort((a, b) => (b[key] as number) - (a[key] as number) || b.created_timestamp - a.created_timestamp);
}

const FILTERS: (FilterNode | null)[] = [
  null,
  { op: 'in', field: 'categories', values: ['FABRIC'] },
  { op: 'and', children: [{ op: 'in', field: 'categories', values: ['fabric', 'quilt'] }, { op: 'in', field: 'game_versions', values: ['1.21.1'] }] },
  { op: 'or', children: [{ op: 'not', child: { op: 'in', field: 'license', values: ['mit'] } }, { op: 'range', field: 'downloads', operator: '>=', value: 40 }] },
  { op: 'and', children: [{ op: 'in', field: 'client_side', values: ['unsupported'] }, { op: 'in', field: 'downloads', values: [7, 8] }] },
  { op: 'not', child: { op: 'all' } },
];

async function agreesWithReference(engine: SearchEngine, docs: Map<string, SearchDocument>) {
  for (const filter of FILTERS) {
    for (const sort of ['relevance', 'downloads', 'follows', 'newest', 'updated'] as const) {
      const reference = expected(docs, filter, sort);
      const all = await engine.search({ query: '', filter, sort, offset: 0, limit: docs.size + 1 });
      expect(all.total).toBe(reference.length);
      const key = KEY[sort === 'relevance' ? 'downloads' : sort];
      // Ties may come in any order; the sequence of keys and the set of documents may not.
      expect(all.hits.map((d) => [d[key], d.created_timestamp])).toEqual(reference.map((d) => [d[key], d.created_timestamp]));
      expect(all.hits.map((d) => d.project_id).sort()).toEqual(reference.map((d) => d.project_id).sort());
      const page = await engine.search({ query: '', filter, sort, offset: 20, limit: 10 });
      expect(page.hits).toEqual(all.hits.slice(20, 30));
    }
  }
}

describe('embedded engine: filters, sorts and pages', () => {
  it('matches a brute-force reference after a bulk build, upserts and removals', async () => {
    const engine = createEmbeddedSearchEngine();
    const docs = new Map(corpus(700, 1).map((d) => [d.project_id, d]));
    await engine.replaceAll([...docs.values()]);
    await agreesWithReference(engine, docs);

    const changed = corpus(1500, 2).slice(0, 1500);
    const updates = [...docs.values()].slice(0, 200).map((d, i) => ({ ...changed[i]!, project_id: d.project_id }));
    const removed = [...docs.keys()].slice(200, 400);
    await engine.upsert([...updates, ...changed.slice(200)]);
    await engine.remove([...removed, 'never-indexed']);
    for (const d of [...updates, ...changed.slice(200)]) docs.set(d.project_id, d);
    for (const id of removed) docs.delete(id);
    expect(await engine.count()).toBe(docs.size);
    await agreesWithReference(engine, docs);
  });
});

describe('embedded engine: text', () => {
  const engine = createEmbeddedSearchEngine();
  const ready = engine.replaceAll([
    doc('sodium', { title: 'Sodium', description: 'A modern rendering engine.', downloads: 1_000_000 }),
    doc('extra', { title: 'Sodium Extra', description: 'More options.', downloads: 400_000 }),
    doc('guard', { title: 'SodiumGuard', description: 'Server protection.', downloads: 10 }),
    doc('indium', { title: 'Indium', description: 'A sodium addon.', downloads: 600_000, categories: ['library'] }),
    doc('creme', { title: 'Crème Brûlée', description: 'Desserts.', downloads: 1 }),
    doc('betterend', { title: 'Better End', description: 'Reimagines the End.', downloads: 5 }),
    doc('betternether', { title: 'Better Nether', description: 'Nether overhaul.', downloads: 500 }),
    doc('endrem', { title: 'End Remastered', description: 'Eyes.', downloads: 9000, created_timestamp: 5 }),
    doc('end', { title: 'End', description: 'Just the one dimension.', downloads: 1 }),
  ]);
  const titles = async (query: string, sort: SearchSort = 'relevance') => {
    await ready;
    return (await engine.search({ query, filter: null, sort, offset: 0, limit: 10 })).hits.map((d) => d.title);
  };

  it('completes the last word as it is typed', async () => {
    expect((await titles('sod'))[0]).toBe('Sodium');
    expect(await titles('better ne')).toEqual(['Better Nether']);
  });

  it('tolerates typos in longer words, but not in short ones', async () => {
    expect((await titles('sodum'))[0]).toBe('Sodium');
    expect(await titles('bettr nethr')).toEqual(['Better Nether']);
    expect(await titles('edn')).toEqual([]);
  });

  it('puts title matches above description matches and an exact title first', async () => {
    expect((await titles('sodium')).indexOf('Indium')).toBe(3);
    expect((await titles('end'))[0]).toBe('End');
    expect((await titles('Better End'))[0]).toBe('Better End');
  });

  it('finds the parts of coined names and ignores accents and case', async () => {
    expect(await titles('guard')).toEqual(['SodiumGuard']);
    expect(await titles('CREME brulee')).toEqual(['Crème Brûlée']);
  });

  it('requires every word when some project has them all, and otherwise ranks by words matched', async () => {
    expect(await titles('sodium addon')).toEqual(['Indium']);
    expect((await titles('nether zzzzzzzz'))[0]).toBe('Better Nether');
  });

  it('sorts text matches by the requested order', async () => {
    expect(await titles('better', 'downloads')).toEqual(['Better Nether', 'Better End']);
    expect(await titles('end', 'newest')).toEqual(['End Remastered', 'Better End', 'End']);
  });
});
