// Queries over the content collections: published news, changelog entries and legal pages, in reading order.
import { getCollection, type CollectionEntry } from 'astro:content';
import { assertOneEntryPerDay, type ChangelogProduct } from './changelog.ts';

export type Article = CollectionEntry<'news'>;
export type ChangelogEntry = CollectionEntry<'changelog'>;
export type LegalPage = CollectionEntry<'legal'>;

/** Newest first; drafts show in `astro dev` only, so authors can preview them. */
export async function publishedArticles(): Promise<Article[]> {
  const articles = await getCollection('news', (entry) => import.meta.env.DEV || !entry.data.draft);
  return articles.sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}

/** Newest first, all products or one. */
export async function changelogEntries(product?: ChangelogProduct): Promise<ChangelogEntry[]> {
  const all = await getCollection('changelog');
  assertOneEntryPerDay(all.map((entry) => ({ id: entry.id, filePath: entry.filePath, ...entry.data })));
  return all
    .filter((entry) => !product || entry.data.product === product)
    .sort((a, b) => Date.parse(b.data.date) - Date.parse(a.data.date));
}

export async function legalPages(): Promise<LegalPage[]> {
  const pages = await getCollection('legal');
  return pages.sort((a, b) => a.data.order - b.data.order);
}
