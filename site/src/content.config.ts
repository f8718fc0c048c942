// Content collections (news, changelog, legal): Markdown files validated against their schemas at build.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { changelogSchema, legalSchema, newsSchema } from './lib/content-schemas.ts';

// Loader bases are relative to the project root, where astro.config.mjs lives.
export const collections = {
  news: defineCollection({ loader: glob({ pattern: '*.md', base: './site/src/content/news' }), schema: newsSchema }),
  changelog: defineCollection({ loader: glob({ pattern: '*.md', base: './site/src/content/changelog' }), schema: changelogSchema }),
  legal: defineCollection({ loader: glob({ pattern: '*.md', base: './site/src/content/legal' }), schema: legalSchema }),
};
