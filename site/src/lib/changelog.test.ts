// Changelog URL rules, the content schemas' date checks and reading time, without starting Astro.
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { assertOneEntryPerDay, changelogDay, changelogPath } from './changelog.ts';
import { changelogSchema, newsSchema } from './content-schemas.ts';
import { readingMinutes } from './reading-time.ts';

describe('changelog entries', () => {
  it('take their URL day from the offset they were written in', () => {
    expect(changelogDay('2026-03-14T23:30:00-05:00')).toBe('2026-03-14');
    expect(changelogPath('servers', '2026-03-14T23:30:00-05:00')).toBe('/news/changelog/servers/2026-03-14');
  });

  it('refuse two entries of one product on one day, naming both files', () => {
    const entries = [
      { id: 'a', filePath: 'changelog/a.md', product: 'app' as const, date: '2026-03-14T09:00:00+01:00' },
      { id: 'b', filePath: 'changelog/b.md', product: 'web' as const, date: '2026-03-14T09:00:00+01:00' },
      { id: 'c', filePath: 'changelog/c.md', product: 'app' as const, date: '2026-03-14T18:00:00+01:00' },
    ];
    expect(() => assertOneEntryPerDay(entries.slice(0, 2))).not.toThrow();
    expect(() => assertOneEntryPerDay(entries)).toThrow(/changelog\/a\.md and changelog\/c\.md/);
  });
});

describe('content schemas', () => {
  it('accept a timestamp with an offset and reject days, impossible dates and unknown products', () => {
    expect(changelogSchema.safeParse({ date: '2026-03-14T17:00:00+01:00', product: 'web' }).success).toBe(true);
    expect(changelogSchema.safeParse({ date: '2026-03-14T17:00:00Z', product: 'app', version: '0.10.3' }).success).toBe(true);
    expect(changelogSchema.safeParse({ date: '2026-03-14', product: 'web' }).success).toBe(false);
    expect(changelogSchema.safeParse({ date: '2026-02-29T10:00:00+00:00', product: 'web' }).success).toBe(false);
    expect(changelogSchema.safeParse({ date: '2026-03-14T25:00:00+00:00', product: 'web' }).success).toBe(false);
    expect(changelogSchema.safeParse({ date: '2026-03-14T17:00:00+01:00', product: 'launcher' }).success).toBe(false);
  });

  it('turn an article day into midnight UTC and require a title', () => {
    const schema = newsSchema({ image: () => z.object({ src: z.string(), width: z.number(), height: z.number(), format: z.literal('png') }) as never });
    const article = { title: 'Hi', summary: 'Short.', date: '2024-02-29', authors: ['Kiln'], thumbnail: { src: 'x.png', width: 1, height: 1, format: 'png' }, thumbnailAlt: 'x' };
    const parsed = schema.parse(article);
    expect(parsed.date.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parsed.draft).toBe(false);
    expect(schema.safeParse({ ...article, date: '2025-02-29' }).success).toBe(false);
    expect(schema.safeParse({ ...article, title: undefined }).error?.issues[0]?.path).toEqual(['title']);
  });
});

describe('readingMinutes', () => {
  it('counts words, not Markdown syntax or link targets, at about 220 a minute', () => {
    expect(readingMinutes('Hello')).toBe(1);
    const words = Array.from({ length: 660 }, () => 'word').join(' ');
    expect(readingMinutes(`## Title\n\n${words} [link](https://example.com/a/very/long/path)`)).toBe(3);
  });
});
