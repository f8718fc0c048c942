// Search engine benchmark: documents from a seeded database (through the document builder), then the candidate
// embedded engines timed on the same queries, engine only (no HTTP). `sh scripts/node.sh bench/search.ts --db URL`.
import { createClient, type Client } from '@libsql/client';
import MiniSearch from 'minisearch';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '#db/client.ts';
import { createEmbeddedSearchEngine } from '#platform/search/embedded/engine.ts';
import type { SearchDocument, SearchRequest } from '#platform/search/port.ts';
import { buildAllSearchDocuments } from '#search';
import { parseSearchFilter } from '#search';

const CASES = [
  { name: 'typed "sodium"', query: 'sodium', facets: '', sort: 'relevance' },
  { name: 'typed common word "better"', query: 'better', facets: '', sort: 'relevance' },
  { name: 'facets fabric + 1.21.1', query: '', facets: '[["categories:fabric"],["versions:1.21.1"]]', sort: 'relevance' },
  { name: 'empty, by downloads', query: '', facets: '', sort: 'downloads' },
  { name: 'two words + typo "better sodum"', query: 'better sodum', facets: '', sort: 'relevance' },
  { name: 'two words + typo "lantrens galore"', query: 'lantrens galore', facets: '', sort: 'relevance' },
] as const;

type Case = (typeof CASES)[number];
type Runner = (request: SearchRequest, facets: string) => Promise<number>;

interface Candidate {
  name: string;
  build(docs: SearchDocument[]): Promise<Runner>;
}

const embedded: Candidate = {
  name: 'embedded (radix dictionary + typed postings + bitsets)',
  async build(docs) {
    const engine = createEmbeddedSearchEngine();
    await engine.replaceAll(docs);
    return async (request) => (await engine.search(request)).total;
  },
};

/** The whole MiniSearch library for text; filters and browsing would share the embedded bitsets, so text only. */
const minisearch: Candidate = {
  name: 'MiniSearch search() (text queries only)',
  async build(docs) {
    const index = new MiniSearch<{ i: number; title: string; description: string; categories: string }>({
      idField: 'i', fields: ['title', 'description', 'categories'], storeFields: [],
    });
    index.addAll(docs.map((doc, i) => ({ i, title: doc.title, description: doc.description, categories: doc.categories.join(' ') })));
    return async (request) => {
      if (!request.query) return Number.NaN;
      const results = index.search(request.query, {
        boost: { title: 4, description: 1, categories: 0.5 }, combineWith: 'AND',
        prefix: (_term, i, terms) => i === terms.length - 1, fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
      });
      for (const result of results) result.score *= 1 + Math.log10(1 + docs[result.id as number]!.downloads) / 4;
      results.sort((a, b) => b.score - a.score);
      return results.length;
    };
  },
};

/** libSQL FTS5 with bm25 for text and indexed tag rows for facets; it has no typo tolerance. */
const fts5: Candidate = {
  name: 'libSQL FTS5 (bm25, prefix; no typos)',
  async build(docs) {
    const directory = mkdtempSync(join(tmpdir(), 'kiln-bench-fts-'));
    const client: Client = createClient({ url: `file:${join(directory, 'fts.db')}` });
    process.once('exit', () => rmSync(directory, { recursive: true, force: true }));
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute(`CREATE VIRTUAL TABLE fts USING fts5(title, description, categories, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`);
    await client.execute('CREATE TABLE doc (rowid INTEGER PRIMARY KEY, downloads INT, created INT)');
    await client.execute('CREATE INDEX doc_downloads ON doc (downloads DESC)');
    await client.execute('CREATE TABLE tag (tag TEXT, rowid INT, downloads INT, PRIMARY KEY (tag, rowid))');
    for (let i = 0; i < docs.length; i += 2000) {
      await client.batch(docs.slice(i, i + 2000).flatMap((doc, j) => [
        { sql: 'INSERT INTO fts (rowid, title, description, categories) VALUES (?, ?, ?, ?)', args: [i + j, doc.title, doc.description, doc.categories.join(' ')] },
        { sql: 'INSERT INTO doc VALUES (?, ?, ?)', args: [i + j, doc.downloads, doc.created_timestamp] },
        ...[...doc.categories, ...doc.versions.map((v) => `v:${v}`)].map((tag) => ({ sql: 'INSERT INTO tag VALUES (?, ?, ?)', args: [tag, i + j, doc.downloads] })),
      ]), 'write');
    }
    return async (request, facets) => {
      if (request.query) {
        const match = request.query.split(/\s+/).map((word, i, words) => (i === words.length - 1 ? `${word}*` : word)).join(' ');
        await client.execute({ sql: `SELECT f.rowid FROM fts f JOIN doc d ON d.rowid = f.rowid WHERE fts MATCH ? ORDER BY bm25(fts, 4, 1, 0.5) * (1 + log10(1 + d.downloads) / 4) LIMIT ?`, args: [match, request.limit] });
        return Number((await client.execute({ sql: 'SELECT count(*) AS n FROM fts WHERE fts MATCH ?', args: [match] })).rows[0]!.n);
      }
      if (facets) {
        const from = `FROM tag a JOIN tag b ON b.tag = 'v:1.21.1' AND b.rowid = a.rowid WHERE a.tag = 'fabric'`;
        await client.execute(`SELECT a.rowid ${from} ORDER BY a.downloads DESC LIMIT ${request.limit}`);
        return Number((await client.execute(`SELECT count(*) AS n ${from}`)).rows[0]!.n);
      }
      await client.execute({ sql: 'SELECT rowid FROM doc ORDER BY downloads DESC, created DESC LIMIT ?', args: [request.limit] });
      return Number((await client.execute('SELECT count(*) AS n FROM doc')).rows[0]!.n);
    };
  },
};

const SEARCH_CANDIDATES = [embedded, minisearch, fts5];

export interface SearchBenchRow {
  engine: string;
  query: string;
  hits: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function time(run: Runner, testCase: Case, iterations: number): Promise<Omit<SearchBenchRow, 'engine' | 'query'>> {
  const request: SearchRequest = { query: testCase.query, filter: parseSearchFilter({ facets: testCase.facets }), sort: testCase.sort, offset: 0, limit: 20 };
  let hits = 0;
  for (let i = 0; i < 20; i++) hits = await run(request, testCase.facets);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run(request, testCase.facets);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { hits, p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) };
}

/** Times every candidate on every case over the listed projects of `databaseUrl`. */
export async function benchSearch(databaseUrl: string, options: { iterations?: number; log?: (line: string) => void } = {}) {
  const log = options.log ?? console.log;
  const database = await openDatabase(databaseUrl);
  const started = performance.now();
  const docs = await buildAllSearchDocuments(database.db);
  database.close();
  log(`built ${docs.length} search documents in ${Math.round(performance.now() - started)} ms`);
  const rows: SearchBenchRow[] = [];
  for (const candidate of SEARCH_CANDIDATES) {
    global.gc?.();
    const heap = process.memoryUsage().heapUsed;
    const buildStarted = performance.now();
    const run = await candidate.build(docs);
    log(`${candidate.name}: built in ${Math.round(performance.now() - buildStarted)} ms, heap +${Math.round((process.memoryUsage().heapUsed - heap) / 1e6)} MB`);
    for (const testCase of CASES) {
      const result = await time(run, testCase, options.iterations ?? 200);
      if (!Number.isNaN(result.hits)) rows.push({ engine: candidate.name, query: testCase.name, ...result });
    }
  }
  return { documents: docs.length, rows };
}

export function formatSearchBench(rows: readonly SearchBenchRow[]): string {
  const table = [['engine', 'query', 'hits', 'p50', 'p99'], ...rows.map((row) => [
    row.engine, row.query, String(row.hits), `${row.p50.toFixed(2)} ms`, `${row.p99.toFixed(2)} ms`,
  ])];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(table[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...table.slice(1).map(line)].join('\n');
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { db: { type: 'string', default: 'file:/tmp/bench100k/kiln.db' }, iterations: { type: 'string', default: '200' } } });
  const { rows } = await benchSearch(values.db, { iterations: Number(values.iterations) });
  console.log(`\n${formatSearchBench(rows)}`);
}
