// GET /_internal/project-slug/{slug}: free, taken (also by a hidden draft, in any case), invalid, and signed-in only.
import { describe, expect, it } from 'vitest';
import { createSession } from '../../access/sessions/store.ts';
import { makeProject, makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();

async function signedIn() {
  const user = await makeUser(context.database.db);
  const session = await createSession(context.database.db, user.id, {});
  return { user, cookie: `kiln_session=${session.token}` };
}

describe('/_internal/project-slug', () => {
  it('answers free, taken by a hidden draft in any case, colliding with an ID, and invalid', async () => {
    const { user, cookie } = await signedIn();
    const draft = await makeProject(context.database.db, { ownerId: user.id, slug: 'secret-draft', status: 'draft' });
    const check = async (slug: string) => (await request(context.server.url, `/_internal/project-slug/${slug}`, { headers: { cookie } })).body;
    expect(await check('brand-new-slug')).toEqual({ available: true, reason: null });
    expect(await check('Secret-Draft')).toEqual({ available: false, reason: 'taken' });
    expect(await check(draft.id)).toMatchObject({ available: false });
    expect(await check('a')).toMatchObject({ available: false, reason: 'invalid' });
  });

  it('refuses anonymous callers', async () => {
    expect((await request(context.server.url, '/_internal/project-slug/anything')).status).toBe(401);
  });
});
