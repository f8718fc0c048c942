// Changelog rules: product labels, an entry's day and URL, and the one-entry-per-product-per-day check.
import { CHANGELOG_PRODUCTS, type ChangelogProduct } from './content-schemas.ts';

export { CHANGELOG_PRODUCTS, type ChangelogProduct };

export const PRODUCT_LABELS: Record<ChangelogProduct, string> = {
  web: 'Website',
  servers: 'Kiln Servers',
  app: 'Kiln App',
};

/** The day as written in the entry's own offset: a 23:30-05:00 release belongs to that evening, not to UTC's next day. */
export function changelogDay(date: string): string {
  return date.slice(0, 10);
}

export function changelogPath(product: ChangelogProduct, date: string): string {
  return `/news/changelog/${product}/${changelogDay(date)}`;
}

export function isChangelogProduct(value: string | undefined): value is ChangelogProduct {
  return (CHANGELOG_PRODUCTS as readonly string[]).includes(value ?? '');
}

export interface ChangelogKey {
  id: string;
  filePath?: string;
  product: ChangelogProduct;
  date: string;
}

/** Two entries of one product on one day would share a URL; fail the build naming both files. */
export function assertOneEntryPerDay(entries: readonly ChangelogKey[]): void {
  const seen = new Map<string, ChangelogKey>();
  for (const entry of entries) {
    const key = changelogPath(entry.product, entry.date);
    const earlier = seen.get(key);
    if (earlier) {
      throw new Error(
        `Changelog entries ${earlier.filePath ?? earlier.id} and ${entry.filePath ?? entry.id} are both "${entry.product}" on ${changelogDay(entry.date)}; merge them into one file (one entry per product per day).`,
      );
    }
    seen.set(key, entry);
  }
}
