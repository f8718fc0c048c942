// Who is looking at a server-rendered page, and how the page may be cached for them: the one place pages ask.
import type { AstroGlobal, AstroCookies } from 'astro';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import { SESSION_COOKIE, sessionCookieAttributes, shareAnswer, validateSession, type RuntimeProvider, type Viewer } from '#access';
import { findUserById } from '#accounts';

export interface PageAccount {
  viewer: Viewer;
  sessionId: string;
  username: string;
  avatarUrl: string | null;
}

/** The session cookie's account, renewing the cookie when the session slid; the request middleware asks once. */
export async function resolvePageAccount(cookies: AstroCookies, runtime: RuntimeProvider): Promise<PageAccount | null> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const { db, config } = await runtime();
  const session = await validateSession(db, token);
  if (!session) {
    cookies.delete(SESSION_COOKIE, { path: '/' });
    return null;
  }
  if (session.renewed) cookies.set(SESSION_COOKIE, token, sessionCookieAttributes(config.publicUrl, session.expires));
  const user = await findUserById(db, session.userId);
  if (!user) return null;
  return {
    viewer: { userId: session.userId, role: session.role, scopes: ALL_SCOPES, via: 'session' },
    sessionId: session.id,
    username: user.username,
    avatarUrl: storedFileUrl(config.cdnUrl, user.avatarUrl),
  };
}

/** The signed-in person with their name and avatar, from the session cookie; null for visitors. */
export function pageAccount(astro: Pick<AstroGlobal, 'locals'>): Promise<PageAccount | null> {
  return astro.locals.kiln.account();
}

export async function pageViewer(astro: Pick<AstroGlobal, 'locals'>): Promise<Viewer | null> {
  return (await pageAccount(astro))?.viewer ?? null;
}

/**
 * What a page shows visitors: `owned` is what its owner can hide or show again (a project, version, collection,
 * profile or organization page, and its 404); `common` is the same for everyone and nobody's to hide (home, search,
 * the language and appearance settings).
 */
export type PageContent = 'owned' | 'common';

/**
 * How long a visitor's common page may be reused: by caches (max-age), and by the Node server for any visitor's page,
 * which may show more than the search outbox tracks (a member's name, another project's title).
 */
const PAGE_REUSE_SECONDS = 60;

/** What an owned page shows, so the server can keep it for visitors and forget it when that changes. */
export interface PageShows {
  projects: readonly string[];
  /** Done for each visitor the kept page is sent to, as rendering it would have (counting a view). */
  onServe?: (request: Request) => void;
}

/**
 * A signed-in viewer's page may hold what only they may see: never stored. A visitor's page is shared, but an owned
 * one is checked with the server on every use (no-cache): a copy must not show what its owner just made private, nor
 * keep a 404 for what was just made public. A common page may be reused for a minute.
 *
 * The Node server itself keeps a visitor's page for a minute at most: a common page until the search index moves, an
 * owned page that says which projects it `shows` until one of them changes (the same outbox tells it).
 */
export function setPageCaching(
  astro: Pick<AstroGlobal, 'response' | 'request'>, viewer: Viewer | null, content: PageContent = 'owned', shows?: PageShows,
): void {
  const shared = content === 'common' ? `public, max-age=${PAGE_REUSE_SECONDS}, stale-while-revalidate=600` : 'public, no-cache';
  astro.response.headers.set('Cache-Control', viewer ? 'private, no-store' : shared);
  astro.response.headers.set('Vary', 'Accept-Language, Cookie');
  const maxAgeMs = PAGE_REUSE_SECONDS * 1000;
  if (content === 'common') shareAnswer(astro.request, viewer, { search: true, maxAgeMs });
  else if (shows) shareAnswer(astro.request, viewer, { projects: shows.projects, onServe: shows.onServe, maxAgeMs });
}
