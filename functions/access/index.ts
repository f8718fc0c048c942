// The access module's public surface. Who is asking and what they may do: the viewer behind a request, sessions, tokens, CSRF, team permissions and the request's Hono environment.
// Other modules and the site import only this file; everything else in the folder is private.
export { optionalViewer, requireViewer, viewerMiddleware } from './access.ts';
export type { AppEnv, Db, Reading, RequestContext, Runtime, RuntimeProvider } from './env.ts';
export { effectiveOrganizationPermissions, effectiveProjectPermissions, hasPermission, withinOwn } from './permissions.ts';
export type { Membership } from './permissions.ts';
export { randomSecret, secretMatches } from './secrets.ts';
export { SESSION_COOKIE, cookieIsSecure, sessionCookieAttributes } from './sessions/cookie.ts';
export { sameOriginMutations } from './sessions/csrf.ts';
export { clearSessionCookie, currentSessionId, rotateCookieSession, startSession } from './sessions/http.ts';
export { createSession, listSessions, preferredLocaleOf, revokeOtherSessions, revokeSession, setSessionLocale, validateSession } from './sessions/store.ts';
export { UNKNOWN_OS, UNKNOWN_PLATFORM } from './sessions/user-agent.ts';
export { generateToken, hashToken } from './tokens.ts';
export { isStaff, viewerMay } from './viewer.ts';
export type { Viewer } from './viewer.ts';
export { pageRateLimiter } from './page-rate-limit.ts';
/** Marks a visitor's answer as the same for every visitor, so the Node server may keep it (#lib/shared-answers.ts). */
export { shareAnswer } from '#lib/shared-answers.ts';
export { echoForm } from './form-echo.ts';
export { FRAMING_POLICY, securityHeaderEntries, securityHeaders } from './security-headers.ts';
export type { HeaderEntry } from './security-headers.ts';
