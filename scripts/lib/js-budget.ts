// The JavaScript budget of the main pages and how it is measured (gzip at level 9, KB = 1,000 bytes), shared by
// `npm run js-budget` and the browser test that checks what pages really load.
import { gzipSync } from 'node:zlib';

/**
 * Search, project and analytics pages: one framework runtime plus their islands (the analytics pages draw their chart
 * without one, so uPlot fits). 81 KB since keyboard access to the search
 * filters (a skip link, one tab stop per list, selects that apply on commit) took the search page ~0.6 KB past 80;
 * 81.5 KB since the page script checks for a newer build and recovers from a chunk lost to a deploy (~0.4 KB).
 */
export const INTERACTIVE_PAGE_BUDGET = 81_500;
/** The home page ships no framework, only the plain-DOM site chrome. */
export const HOME_PAGE_BUDGET = 10_000;
/** Static pages (legal, news) ship no script files at all. */
export const STATIC_PAGE_BUDGET = 0;

export const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
