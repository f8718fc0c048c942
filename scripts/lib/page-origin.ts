// The origin pre-rendered pages were built with, and its swap for the one the server runs at: canonical links,
// Open Graph URLs, feeds and the sitemap must be absolute, and a build cannot know where it will be served.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the build beside its client output (dist/client), not inside it: no page needs to see it. */
export const PAGE_ORIGIN_FILE = 'page-origin.txt';

/** The origin the build baked into its pages; undefined for a build from before the file existed. */
export function builtPageOrigin(distDir: string): string | undefined {
  try {
    return readFileSync(join(distDir, PAGE_ORIGIN_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** `text` with every URL on origin `from` moved to origin `to` (an origin that merely begins like `from` stays). */
export function swapOrigin(text: string, from: string, to: string): string {
  const pattern = new RegExp(`${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.:-])`, 'g');
  return text.replace(pattern, to);
}
