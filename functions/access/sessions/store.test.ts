import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeUser } from '#testing/factory.ts';
import { hashToken } from '../tokens.ts';
import { createSession, listSessions, revokeOtherSessions, revokeSession, SESSION_LIFETIME_MS, SESSION_MAX_AGE_MS, validateSession } from './store.ts';
import { cookieIsSecure, serializeSessionCookie } from './cookie.ts';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(() => database.dispose());

const DAY = 86_400_000;

describe('session store', () => {
  it('stores only the hash of a prefixed, long random token', async () => {
    const user = await makeUser(database.db);
    const { token, id } = await createSession(database.db, user.id, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' });
    expect(token).toMatch(/^mra_[A-Za-z0-9]{60}$/);
    expect(id).toBe(hashToken(token));
    const [row] = await database.db.select().from(t.sessions).where(eq(t.sessions.id, id));
    expect(row).toMatchObject({ os: 'Linux', platform: 'Firefox', userId: user.id });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('slides the expiry only when less than 15 days remain, and rejects expired sessions', async () => {
    const user = await makeUser(database.db);
    const start = new Date('2026-03-01T00:00:00Z');
    const { token } = await createSession(database.db, user.id, {}, start);
    const early = await validateSession(database.db, token, new Date(start.getTime() + 10 * DAY));
    expect(early).toMatchObject({ renewed: false, expires: new Date(start.getTime() + SESSION_LIFETIME_MS) });
    const late = await validateSession(database.db, token, new Date(start.getTime() + 20 * DAY));
    expect(late).toMatchObject({ renewed: true, expires: new Date(start.getTime() + 20 * DAY + SESSION_LIFETIME_MS) });
    expect(await validateSession(database.db, token, new Date(start.getTime() + 51 * DAY))).toBeNull();
    expect(await validateSession(database.db, 'mra_unknown')).toBeNull();
    expect(await validateSession(database.db, 'mrp_notasession')).toBeNull();
  });

  it('ends 90 days after sign-in however often it is used', async () => {
    const user = await makeUser(database.db);
    const start = new Date('2026-03-01T00:00:00Z');
    const { token } = await createSession(database.db, user.id, {}, start);
    let last = null;
    for (let day = 20; day < 90; day += 10) last = await validateSession(database.db, token, new Date(start.getTime() + day * DAY));
    expect(last).toMatchObject({ expires: new Date(start.getTime() + SESSION_MAX_AGE_MS) });
    expect(await validateSession(database.db, token, new Date(start.getTime() + SESSION_MAX_AGE_MS - 1000))).not.toBeNull();
    expect(await validateSession(database.db, token, new Date(start.getTime() + SESSION_MAX_AGE_MS))).toBeNull();
  });

  it('revokes one session of its owner only, or all others', async () => {
    const user = await makeUser(database.db);
    const stranger = await makeUser(database.db);
    const a = await createSession(database.db, user.id, {});
    const b = await createSession(database.db, user.id, {});
    const c = await createSession(database.db, user.id, {});
    expect(await revokeSession(database.db, stranger.id, a.id)).toBe(false);
    expect(await revokeSession(database.db, user.id, a.id)).toBe(true);
    await revokeOtherSessions(database.db, user.id, b.id);
    expect((await listSessions(database.db, user.id)).map((row) => row.id)).toEqual([b.id]);
    expect(await validateSession(database.db, c.token)).toBeNull();
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, and Secure exactly when the public URL is https', () => {
    const expires = new Date('2026-04-01T00:00:00Z');
    expect(serializeSessionCookie('mra_x', 'http://localhost:4321', expires)).toBe('kiln_session=mra_x; Path=/; Expires=Wed, 01 Apr 2026 00:00:00 GMT; HttpOnly; SameSite=Lax');
    expect(serializeSessionCookie('mra_x', 'https://kiln.example', expires)).toMatch(/; Secure$/);
    expect(cookieIsSecure('https://localhost:4321')).toBe(true);
    // HOST=0.0.0.0 without a PUBLIC_URL, or a LAN address: plain HTTP, where a Secure cookie would never come back.
    expect(cookieIsSecure('http://0.0.0.0:4321')).toBe(false);
    expect(cookieIsSecure('http://kiln.example')).toBe(false);
  });
});
