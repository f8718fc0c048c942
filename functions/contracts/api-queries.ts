// Query-parameter schemas of the v2 read routes: validated by the routes and described by the OpenAPI document.
import { z } from 'zod';
import { GAME_VERSION_TYPES, VERSION_TYPES } from './enums.ts';
import { RANDOM_COUNT_MAX, RANDOM_COUNT_MIN } from './limits.ts';
import { jsonStringArray, lenientJsonStringArray, queryBoolean, queryInteger } from './query-params.ts';
import { SEARCH_DEFAULT_LIMIT, SEARCH_INDEX_ALIASES, SEARCH_MAX_LIMIT } from './search.ts';

export const idsQuery = z.object({ ids: jsonStringArray.describe('JSON array of IDs or slugs, e.g. ["AABBCCDD","sodium"]') });

export const versionIdsQuery = z.object({
  ids: jsonStringArray.describe('JSON array of version IDs'),
  include_changelog: queryBoolean.default(true).describe('false drops the changelog key'),
});

export const randomProjectsQuery = z.object({
  count: queryInteger(RANDOM_COUNT_MIN, RANDOM_COUNT_MAX).describe(`how many projects, ${RANDOM_COUNT_MIN}–${RANDOM_COUNT_MAX}`),
});

export const versionListQuery = z.object({
  loaders: lenientJsonStringArray.describe('JSON array: versions with any of these loaders (malformed JSON is ignored)'),
  game_versions: lenientJsonStringArray.describe('JSON array: versions for any of these game versions'),
  featured: queryBoolean.optional(),
  version_type: z.enum(VERSION_TYPES).optional(),
  limit: queryInteger(0).optional(),
  offset: queryInteger(0).optional(),
  include_changelog: queryBoolean.default(true),
});

export const gameVersionQuery = z.object({
  type: z.enum(GAME_VERSION_TYPES).optional(),
  major: queryBoolean.optional(),
});

const searchIndex = z.string().refine((index) => Object.hasOwn(SEARCH_INDEX_ALIASES, index), {
  error: (issue) => `invalid index '${String(issue.input)}'`,
});

export const searchQuery = z.object({
  query: z.string().optional().describe('free text; empty matches everything'),
  facets: z.string().optional().describe('JSON array of arrays: groups ANDed, alternatives ORed, e.g. [["categories:fabric"],["versions:1.21.1"]]'),
  index: searchIndex.default('relevance').describe('relevance, downloads, follows, newest (date_created) or updated (date_modified)'),
  offset: queryInteger(0).default(0).describe('rounded down to a multiple of limit'),
  limit: queryInteger(0).default(SEARCH_DEFAULT_LIMIT)
    .describe(`default ${SEARCH_DEFAULT_LIMIT}, at most ${SEARCH_MAX_LIMIT} (larger values are clamped; 0 counts as 1)`),
  filters: z.string().optional().describe('legacy filter expression, ANDed with facets'),
  version: z.string().optional().describe('legacy version filter, ANDed'),
  new_filters: z.string().optional().describe('filter expression that replaces filters and version'),
});
