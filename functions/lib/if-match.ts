// The HTTP side of edit stamps: reads answer a resource's stamp as its ETag, and edits may send it back in If-Match.
import type { Context } from 'hono';
import type { EditedThing } from './edit-stamp.ts';
import { badRequest } from '#contracts/errors.ts';

/** The ETag of a stamp: the quoted ISO date, the same text as the `updated` field of shapes that carry one. */
export const etagOf = (stamp: Date | string) => `"${typeof stamp === 'string' ? stamp : stamp.toISOString()}"`;

/**
 * The stamp an edit was made on: `If-Match` carries the ETag (the `updated` value) as loaded; quotes and a weak `W/`
 * prefix are accepted. Without the header, or with `*`, the last write wins, as on Modrinth.
 */
export function ifMatchStamp(c: Context, what: EditedThing): Date | undefined {
  const header = c.req.header('if-match')?.trim();
  if (!header || header === '*') return undefined;
  const value = header.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  const date = new Date(value);
  if (!/^\d{4}-\d\d-\d\dT/.test(value) || Number.isNaN(date.getTime())) {
    throw badRequest(`If-Match must be the ${what}'s ETag (its "updated" value) as last loaded, e.g. "2026-01-01T12:00:00.000Z"`);
  }
  return date;
}
