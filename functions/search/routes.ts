// GET /v2/search (api-compat §search): query parameters in, the search envelope out.
import { Hono } from 'hono';
import { searchQuery } from '#contracts/api-queries.ts';
import { SEARCH_INDEX_ALIASES, SEARCH_MAX_LIMIT } from '#contracts/search.ts';
import type { AppEnv } from '#access';
import { validQuery } from '#lib/validation.ts';
import { shareAnswer } from '#lib/shared-answers.ts';
import { parseSearchFilter } from './facets.ts';
import { searchProjects, type ProjectSearch } from './service.ts';
import { searchResponseView } from './view.ts';

/** Unknown parameters (such as the `filter=` some launchers send) are ignored by the schema. */
function projectSearchFrom(params: ReturnType<typeof searchQuery.parse>): ProjectSearch {
  const limit = Math.min(Math.max(params.limit, 1), SEARCH_MAX_LIMIT);
  // Paged by limit: the offset reported, and started from, is rounded down to a multiple of it.
  const offset = Math.floor(params.offset / limit) * limit;
  return { query: params.query ?? '', filter: parseSearchFilter(params), sort: SEARCH_INDEX_ALIASES[params.index]!, offset, limit };
}

export const searchRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const search = projectSearchFrom(validQuery(c, searchQuery));
  const runtime = await c.var.runtime();
  const result = await searchProjects(runtime, search);
  // Everyone searches the same index.
  shareAnswer(c.req.raw, null, { search: true });
  return c.json(searchResponseView({ ...result, offset: search.offset, limit: search.limit }, runtime.config.cdnUrl));
});
