// Frontmatter schemas of the news, changelog and legal collections, shared by the content config and its tests.
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';

export const CHANGELOG_PRODUCTS = ['web', 'servers', 'app'] as const;
export type ChangelogProduct = (typeof CHANGELOG_PRODUCTS)[number];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** YAML silently rolls 2026-02-30 over to March 2, so dates arrive as quoted text and the calendar is checked here. */
function isCalendarDay(year: string, month: string, day: string): boolean {
  const probe = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return probe.getUTCFullYear() === Number(year) && probe.getUTCMonth() === Number(month) - 1 && probe.getUTCDate() === Number(day);
}

const quotedText = (hint: string) =>
  z.string({ error: (issue) => (issue.input instanceof Date ? `must be written in quotes, e.g. ${hint}` : `is required, e.g. ${hint}`) });

/** A day ("2026-03-14") or a full timestamp with an offset; becomes a Date. */
export const articleDate = quotedText('"2026-03-14"')
  .refine((value) => {
    const match = DAY.exec(value) ?? TIMESTAMP_WITH_OFFSET.exec(value);
    return match !== null && isCalendarDay(match[1]!, match[2]!, match[3]!);
  }, { error: 'must be a real date as "YYYY-MM-DD" or an ISO 8601 timestamp with an offset' })
  .transform((value) => new Date(DAY.test(value) ? `${value}T00:00:00Z` : value));

/** An ISO 8601 timestamp with its offset, kept as written: the offset decides the entry's day in its URL. */
export const timestampWithOffset = quotedText('"2026-03-14T17:00:00+01:00"').refine((value) => {
  const match = TIMESTAMP_WITH_OFFSET.exec(value);
  return match !== null && isCalendarDay(match[1]!, match[2]!, match[3]!);
}, { error: 'must be a real ISO 8601 timestamp with an offset, e.g. "2026-03-14T17:00:00+01:00"' });

export const newsSchema = ({ image }: SchemaContext) =>
  z.object({
    title: z.string({ error: 'is required' }).trim().min(1, { error: 'must not be empty' }),
    summary: z.string({ error: 'is required: one or two sentences for the list and feeds' }).trim().min(1).max(300),
    date: articleDate,
    authors: z.array(z.string().trim().min(1)).min(1, { error: 'needs at least one author' }),
    thumbnail: image(),
    thumbnailAlt: z.string({ error: 'is required: describe the thumbnail for screen readers' }).trim().min(1),
    tags: z.array(z.string().trim().min(1)).default([]),
    draft: z.boolean().default(false),
  });

export const changelogSchema = z.object({
  date: timestampWithOffset,
  product: z.enum(CHANGELOG_PRODUCTS, { error: `must be one of ${CHANGELOG_PRODUCTS.join(', ')}` }),
  version: z.string().trim().min(1).max(32).optional(),
});

export const legalSchema = z.object({
  title: z.string({ error: 'is required' }).trim().min(1),
  summary: z.string({ error: 'is required' }).trim().min(1),
  updated: articleDate,
  order: z.number().int(),
});
