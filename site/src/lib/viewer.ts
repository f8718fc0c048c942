// Who is looking at a server-rendered page, and how the page may be cached for them: the one place pages ask.
import type { AstroGlobal } from 'astro';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { Viewer } from '#access';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { getRuntime } from '#platform/runtime.ts';
import { SESSION_COOKIE, sessionCookieAttributes } from '#access';
import { validateSession } from '#access';

type Cookies = Pick<AstroGlobal, 'cookies'>;

export interface PageAccount {
  viewer: Viewer;
  sessionId: string;
  username: string;
  avatarUrl: string | null;
}

/** One lookup per request: the header, the layout and the page all ask. */
const resolved = new WeakMap<object, Promise<PageAccount | null>>();

async function resolve(astro: Cookies): Promise<PageAccount | null> {
  const token = astro.cookies.get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const { db, config } = await getRuntime();
  const session = await validateSession(db, token);
  if (!session) {
    astro.cookies.delete(SESSION_COOKIE, { path: '/' });
    return null;
  }
  if (session.renewed) astro.cookies.set(SESSION_COOKIE, token, sessionCookieAttributes(config.publicUrl, session.expires));
  const [user] = await db.select({ username: t.users.username, avatarUrl: t.users.avatarUrl }).from(t.users).where(eq(t.users.id, session.userId));
  if (!user) return null;
  return {
    viewer: { userId: session.userId, role: session.role, scopes: ALL_SCOPES, via: 'session' },
    sessionId: session.id,
    username: user.username,
    avatarUrl: user.avatarUrl,
  };
}

/** The signed-in person with their name and avatar, from the session cookie; null for visitors. */
export function pageAccount(astro: Cookies): Promise<PageAccount | null> {
  let pending = resolved.get(astro.cookies);
  if (!pending) {
    pending = resolve(astro);
    resolved.set(astro.cookies, pending);
  }
  return pending;
}

export async function pageViewer(astro: Cookies): Promise<Viewer | null> {
  return (await pageAccount(astro))?.viewer ?? null;
}

/** What visitors see is shared and cacheable; a signed-in viewer's page may hold what only they may see. */
export function setPageCaching(astro: Pick<AstroGlobal, 'response'>, viewer: Viewer | null): void {
  astro.response.headers.set('Cache-Control', viewer ? 'private, no-store' : 'public, max-age=60, stale-while-revalidate=600');
  astro.response.headers.set('Vary', 'Accept-Language, Cookie');
}
