// Test support for the moderation HTTP tests: the real API on a test server, people with website-free token scopes
// (a moderator among them), and a JSON request helper.
import { ALL_SCOPES, RESTRICTED_SCOPES } from '#contracts/scopes.ts';
import { makePat, makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';

/** Every scope a personal token may hold. */
export const TOKEN_SCOPES = ALL_SCOPES - RESTRICTED_SCOPES;

export function useModerationServer() {
  const context = useTestServer();
  async function person(role: 'developer' | 'moderator' | 'admin' = 'developer', overrides: Parameters<typeof makeUser>[1] = {}) {
    const user = await makeUser(context.database.db, { role, ...overrides });
    return { user, token: await makePat(context.database.db, user.id, TOKEN_SCOPES) };
  }
  const api = (token: string, path: string, init: { method?: string; json?: unknown } = {}) => request(context.server.url, path, { token, ...init });
  return { context, person, api };
}

export type Person = Awaited<ReturnType<ReturnType<typeof useModerationServer>['person']>>;
