// GET /v2/search (contract §4.4): query parameters in, the search envelope out.
import { Hono } from 'hono';
import { SEARCH_DEFAULT_LIMIT, SEARCH_INDEX_ALIASES, SEARCH_MAX_LIMIT } from '../contracts/search.ts';
import { badRequest } from '../lib/errors.ts';
import type { AppEnv } from '../lib/env.ts';
import { parseSearchFilter } from './facets.ts';
import { searchProjects, type ProjectSearch } from './service.ts';
import { searchResponseView } from './view.ts';

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw badRequest(`invalid ${name} '${value}': expected a non-negative integer`);
  return Number(value);
}

/** Unknown parameters (such as the `filter=` some launchers send) are ignored. */
function projectSearchFrom(params: Record<string, string>): ProjectSearch {
  const index = params.index ?? 'relevance';
  const sort = Object.hasOwn(SEARCH_INDEX_ALIASES, index) ? SEARCH_INDEX_ALIASES[index]! : undefined;
  if (!sort) throw badRequest(`invalid index '${index}'`);
  const limit = Math.min(Math.max(count('limit', params.limit, SEARCH_DEFAULT_LIMIT), 1), SEARCH_MAX_LIMIT);
  // Labrinth pages by limit: the offset it reports, and starts from, is rounded down to a multiple of it.
  const offset = Math.floor(count('offset', params.offset, 0) / limit) * limit;
  return { query: params.query ?? '', filter: parseSearchFilter(params), sort, offset, limit };
}

export const searchRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const search = projectSearchFrom(c.req.query());
  const result = await searchProjects(await c.var.runtime(), search);
  return c.json(searchResponseView({ ...result, offset: search.offset, limit: search.limit }));
});
