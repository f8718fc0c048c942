// Where the pre-rendered pages live: wrangler.toml sends these paths to the Worker ahead of its static assets, so a
// signed-in person gets each built page in their own frame (#contracts/page-frame.ts). A test holds the two lists together
// and checks that every built page is covered.
export const BUILT_PAGE_PATTERNS = ['/legal', '/legal/*', '/news', '/news/*', '/plus', '/servers', '/app', '/app/*', '/frog', '/flags'] as const;

const MATCHERS = BUILT_PAGE_PATTERNS.map((pattern) => (pattern.endsWith('/*')
  ? (path: string) => path.startsWith(pattern.slice(0, -1))
  : (path: string) => path === pattern || path === `${pattern}/`));

export function isBuiltPagePath(pathname: string): boolean {
  return MATCHERS.some((matches) => matches(pathname));
}
