// Staff tools: a user's private details for staff only, and the admins' look-up by email, each one written to the audit log.
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { TOKEN_SCOPES, useModerationServer } from '../testing.ts';
import { staffAuditLog, staffUserDetails } from './service.ts';

const { context, person } = useModerationServer();
const lookUp = (token: string, email: string) => request(context.server.url, '/_internal/admin/user-email', {
  method: 'POST', token, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: context.server.url },
  body: new URLSearchParams({ email }).toString(),
});

let admin: Awaited<ReturnType<typeof person>>;
let moderator: Awaited<ReturnType<typeof person>>;
beforeAll(async () => { [admin, moderator] = [await person('admin'), await person('moderator')]; });

describe('looking users up by email', () => {
  it('finds the user case-insensitively and logs every look-up, found or not', async () => {
    const target = await makeUser(context.database.db, { email: 'Target.Person@Example.test' });
    const found = await lookUp(admin.token, 'target.person@example.TEST');
    expect(`${found.status} ${found.headers.get('location')}`).toBe(`303 /admin/user_email?user=${target.id}`);
    const missing = await lookUp(admin.token, 'nobody@example.test');
    expect(missing.headers.get('location')).toBe('/admin/user_email?error=notFound');
    const entries = await context.database.db.select().from(t.staffAuditLog);
    expect(entries.map((entry) => [entry.actorId, entry.subject, entry.targetUserId])).toEqual([
      [admin.user.id, 'target.person@example.test', target.id],
      [admin.user.id, 'nobody@example.test', null],
    ]);
    const log = await staffAuditLog(context.database.db, { userId: admin.user.id, role: 'admin', scopes: TOKEN_SCOPES, via: 'pat' });
    expect(log[0]).toMatchObject({ actor: admin.user.username, subject: 'nobody@example.test', target: null });
  });

  it('is a 404 for moderators and everyone else, and logs nothing for them', async () => {
    const before = (await context.database.db.select().from(t.staffAuditLog)).length;
    expect((await lookUp(moderator.token, admin.user.email!)).status).toBe(404);
    expect((await lookUp((await person()).token, admin.user.email!)).status).toBe(404);
    expect(await context.database.db.select().from(t.staffAuditLog)).toHaveLength(before);
  });
});

describe('staff user details', () => {
  it('show email, sign-in methods, two-factor, trust and ban to staff only', async () => {
    const target = await person();
    const viewer = { userId: moderator.user.id, role: 'moderator' as const, scopes: TOKEN_SCOPES, via: 'pat' as const };
    const details = await staffUserDetails(context.server.runtime, viewer, target.user.id);
    expect(details).toMatchObject({ id: target.user.id, email: target.user.email, hasPassword: false, providers: [], twoFactor: false, trusted: false, ban: null });
    await expect(staffUserDetails(context.server.runtime, { ...viewer, userId: target.user.id, role: 'developer' }, target.user.id)).rejects.toThrow();
  });
});
