// `npm run index`: rebuilds the search index from the database through the shared document builder, for the
// configured engine, and prints counts and timings. With the embedded engine the server builds its own index at
// start, so this run validates and measures the build; with Typesense it replaces the cluster's collection.
import { loadConfig } from '#config';
import { createRuntime } from '#platform/runtime.ts';
import { rebuildSearchIndex } from '#search';

export { rebuildSearchIndex };

if (import.meta.main) {
  const runtime = await createRuntime(loadConfig(process.env));
  const started = performance.now();
  const report = await rebuildSearchIndex(runtime, console.log);
  const probe = performance.now();
  const sample = await runtime.search.search({ query: 'better', filter: null, sort: 'relevance', offset: 0, limit: 10 });
  console.log(`search: sample query "better" found ${sample.total} in ${(performance.now() - probe).toFixed(1)} ms`);
  console.log(`search: ${report.documents} documents indexed in ${Math.round(performance.now() - started)} ms in all`);
}
