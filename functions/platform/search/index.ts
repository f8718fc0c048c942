// Picks the SearchEngine adapter the configuration names.
import type { Config } from '#config';
import { createEmbeddedSearchEngine } from './embedded/engine.ts';
import type { SearchEngine } from './port.ts';
import { createTypesenseSearchEngine } from './typesense/engine.ts';

export function createSearchEngine(config: Pick<Config, 'SEARCH_ENGINE' | 'TYPESENSE_URL' | 'TYPESENSE_API_KEY'>): SearchEngine {
  if (config.SEARCH_ENGINE === 'typesense') {
    return createTypesenseSearchEngine({ url: config.TYPESENSE_URL!, apiKey: config.TYPESENSE_API_KEY! });
  }
  return createEmbeddedSearchEngine();
}
