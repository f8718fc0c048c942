// A form post whose body does not parse is the caller's error: every website form route answers it with a 400.
import { describe, expect, it } from 'vitest';
import { createApp } from '#app';
import { createSession } from '../access/sessions/store.ts';
import { makeUser } from '#testing/factory.ts';
import { samplePath } from '#testing/open-routes.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();

/** The routes that read a form; paths with an id name one that does not exist, the form is refused before it matters. */
const FORM_ROUTES = [
  '/auth/sign-up', '/auth/sign-in', '/auth/sign-in/two-factor', '/auth/reset', '/auth/reset/complete',
  '/locale', '/cosmetics', '/theme',
  '/profile', '/account/email', '/account/password', '/account/delete',
  '/two-factor/setup', '/two-factor/enable', '/two-factor/disable', '/two-factor/backup-codes',
  '/pat/create', '/pat/UNKNOWN1/edit',
  '/oauth/accept', '/oauth/reject', '/oauth/authorizations/revoke', '/oauth/app/create', '/oauth/app/UNKNOWN1/edit',
  '/notifications/read-all', '/notification/UNKNOWN1/read',
  '/collection/UNKNOWN1/projects/add', '/collection/UNKNOWN1/projects/remove',
].map((path) => `/_internal${path}`);

/** A multipart body that does not match its own boundary; each post signs in afresh, as one route signs out. */
async function postGarbage(path: string) {
  const user = await makeUser(context.database.db);
  const session = await createSession(context.database.db, user.id, {});
  return fetch(context.server.url + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'multipart/form-data; boundary=x', cookie: `kiln_session=${session.token}`, origin: context.server.url },
    body: 'not a multipart body',
  });
}

describe('malformed form bodies', () => {
  it.each(FORM_ROUTES)('POST %s answers 400 with the error body', async (path) => {
    const response = await postGarbage(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'request_error', description: 'Request body must be a valid form' });
  });

  it('answers no website form route with a 500', async () => {
    const { runtime } = context.server;
    const routes = createApp({ runtime: async () => runtime, config: () => runtime.config }).routes
      .filter((route) => route.method === 'POST' && route.path.startsWith('/_internal/') && !/^\/_internal\/v[23]\//.test(route.path))
      .map((route) => samplePath(route.path));
    const answers = await Promise.all([...new Set(routes)].map(async (path) => [path, (await postGarbage(path)).status] as const));
    expect(answers.filter(([, status]) => status >= 500)).toEqual([]);
    expect(answers.map(([path]) => path)).toEqual(expect.arrayContaining(FORM_ROUTES));
  });
});
