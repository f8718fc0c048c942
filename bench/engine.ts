// The search engine called directly (no HTTP) on the benchmark database, to show what the API adds.
import { loadConfig } from '#config';
import { createRuntime } from '#platform/runtime.ts';
import { parseSearchFilter } from '#search';
import { initSearch, searchProjects } from '#search';
import type { SearchSort } from '#contracts/search.ts';
import { percentile } from './table.ts';

export interface SearchCase {
  name: string;
  query: string;
  facets: string;
  index: SearchSort;
}

export async function engineFigures(dataDir: string, cases: readonly SearchCase[], iterations = 500) {
  const runtime = await createRuntime(loadConfig({ DATA_DIR: dataDir }));
  await initSearch(runtime, { indexer: false });
  const figures = new Map<string, { p50: number; p99: number }>();
  for (const entry of cases) {
    const request = { query: entry.query, filter: parseSearchFilter({ facets: entry.facets }), sort: entry.index, offset: 0, limit: 10 };
    for (let i = 0; i < 20; i++) await searchProjects(runtime, request);
    const samples: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      await searchProjects(runtime, request);
      samples.push(performance.now() - started);
    }
    figures.set(entry.name, { p50: percentile(samples, 50), p99: percentile(samples, 99) });
  }
  return figures;
}
