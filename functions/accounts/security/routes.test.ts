import { describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { hashToken } from '../../access/tokens.ts';
import { hashPassword, verifyPassword } from '#lib/password.ts';
import { createSession, listSessions } from '../../access/sessions/store.ts';
import { makePat, makeProject, makeUser, makeVersion, addMember } from '#testing/factory.ts';
import { postForm } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { EMAIL_CHANGE_LIFETIME_MS } from './email-change.ts';

const context = useTestServer();
const db = () => context.database.db;
const PASSWORD = 'granite-compass-river-8';

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(context.server.url, path, fields, headers);
const get = (path: string) => fetch(context.server.url + path, { redirect: 'manual' });
const location = (response: Response) => response.headers.get('location');
const mailsTo = (email: string) => db().select().from(t.mailOutbox).where(eq(t.mailOutbox.to, email)).orderBy(desc(t.mailOutbox.id));
const userRow = async (id: string) => (await db().select().from(t.users).where(eq(t.users.id, id)))[0];

async function signedIn(overrides: Partial<typeof t.users.$inferInsert> = {}) {
  const user = await makeUser(db(), { passwordHash: await hashPassword(PASSWORD), emailVerified: true, ...overrides });
  const session = await createSession(db(), user.id, {});
  return { user, session, headers: { cookie: `kiln_session=${session.token}` } };
}

describe('anonymous and malformed requests', () => {
  it.each(['/account/email', '/account/email/resend', '/account/password', '/account/delete'])('answers 401 to anonymous posts on %s', async (path) => {
    const response = await post(`/_internal${path}`, { email: 'x@example.test', password: PASSWORD });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'auth_error' });
  });

  it('answers 400 to oversized fields and 401 to a PAT, which can never carry the restricted scopes', async () => {
    const { user, headers } = await signedIn();
    const big = await post('/_internal/account/password', { current: 'x'.repeat(1025), password: PASSWORD, confirm: PASSWORD }, headers);
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({ error: 'request_error' });
    const pat = await makePat(db(), user.id, 2 ** 2);
    expect((await post('/_internal/account/delete', { confirmation: user.username, password: PASSWORD }, { authorization: pat })).status).toBe(401);
  });
});

describe('changing the email', () => {
  it('mails a link to the new address (and a notice to the old one); the address changes, verified, only when it is followed', async () => {
    const { user, headers } = await signedIn({ emailVerified: false });
    const response = await post('/_internal/account/email', { email: 'New.Address@example.test', password: PASSWORD }, headers);
    expect(location(response)).toBe('/settings/account?section=email&status=emailChangeSent#email');
    expect((await userRow(user.id))!.email).toBe(user.email);
    const [mail] = await mailsTo('New.Address@example.test');
    expect(mail!.subject).toBe('Confirm your new email address');
    const [notice] = await mailsTo(user.email!);
    expect(notice!.subject).toBe('Your email address is being changed');
    expect(notice!.text).toContain('example.test');
    expect(notice!.text).not.toContain('New.Address');
    const token = /\/_internal\/account\/email\/confirm\?flow=([a-z0-9]+)/.exec(mail!.text)![1]!;
    expect(mail!.html).toContain(`flow=${token}`);
    const [row] = await db().select().from(t.emailChanges).where(eq(t.emailChanges.userId, user.id));
    expect(row!.id).toBe(hashToken(token));
    expect(row!.expires.getTime() - Date.now()).toBeLessThanOrEqual(EMAIL_CHANGE_LIFETIME_MS);

    expect(location(await get(`/_internal/account/email/confirm?flow=${token}`))).toBe('/settings/account?section=email&status=emailChanged#email');
    expect(await userRow(user.id)).toMatchObject({ email: 'New.Address@example.test', emailVerified: true });
    expect(location(await get(`/_internal/account/email/confirm?flow=${token}`))).toBe('/settings/account?section=email&error=linkInvalid#email');
  });

  it('refuses an invalid, unchanged or taken address, a wrong password, and a link whose address was taken meanwhile', async () => {
    const { user, headers } = await signedIn();
    const other = await makeUser(db(), { email: 'taken@example.test' });
    const back = async (fields: Record<string, string>) => location(await post('/_internal/account/email', { password: PASSWORD, ...fields }, headers));
    expect(await back({ email: 'not-an-email' })).toBe('/settings/account?section=email&error=emailInvalid#email');
    expect(await back({ email: user.email!.toUpperCase() })).toBe('/settings/account?section=email&error=emailUnchanged#email');
    expect(await back({ email: 'TAKEN@example.test' })).toBe('/settings/account?section=email&error=emailTaken#email');
    expect(await back({ email: 'free@example.test', password: 'wrong-password-9' })).toBe('/settings/account?section=email&error=passwordWrong#email');
    expect(await back({ email: 'soon-taken@example.test' })).toBe('/settings/account?section=email&status=emailChangeSent#email');
    const token = /flow=([a-z0-9]+)/.exec((await mailsTo('soon-taken@example.test'))[0]!.text)![1]!;
    await db().update(t.users).set({ email: 'soon-taken@example.test' }).where(eq(t.users.id, other.id));
    expect(location(await get(`/_internal/account/email/confirm?flow=${token}`))).toBe('/settings/account?section=email&error=emailTaken#email');
    expect(location(await get('/_internal/account/email/confirm?flow=unknown'))).toBe('/settings/account?section=email&error=linkInvalid#email');
  });

  it('resends the verification mail to an unverified address only', async () => {
    const unverified = await signedIn({ emailVerified: false });
    expect(location(await post('/_internal/account/email/resend', {}, unverified.headers))).toBe('/settings/account?section=email&status=verificationSent#email');
    expect((await mailsTo(unverified.user.email!))[0]!.subject).toBe('Verify your email');
    const verified = await signedIn();
    expect(location(await post('/_internal/account/email/resend', {}, verified.headers))).toBe('/settings/account?section=email&error=nothingToVerify#email');
  });
});

describe('changing the password', () => {
  const NEW = 'basalt-harbor-lantern-3';

  it('checks the rules and the current password, then ends every other session', async () => {
    const { user, session, headers } = await signedIn();
    const other = await createSession(db(), user.id, {});
    const change = (fields: Record<string, string>) => post('/_internal/account/password', { current: PASSWORD, password: NEW, confirm: NEW, ...fields }, headers);
    expect(location(await change({ confirm: 'something-else-3' }))).toBe('/settings/account?section=password&error=passwordMismatch#password');
    expect(location(await change({ password: 'short', confirm: 'short' }))).toBe('/settings/account?section=password&error=passwordLength#password');
    expect(location(await change({ password: 'PassWord1234', confirm: 'PassWord1234' }))).toBe('/settings/account?section=password&error=passwordCommon#password');
    expect(location(await change({ current: 'not-the-password' }))).toBe('/settings/account?section=password&error=passwordWrong#password');
    const changed = await change({});
    expect(location(changed)).toBe('/settings/account?section=password&status=passwordChanged#password');
    expect(await verifyPassword(NEW, (await userRow(user.id))!.passwordHash!)).toBe(true);
    // The person stays signed in here, on a fresh token; the old one and every other session end.
    const fresh = changed.headers.getSetCookie().find((line) => line.startsWith('kiln_session='))!.split(';')[0]!.slice('kiln_session='.length);
    expect(fresh).not.toBe(session.token);
    expect((await listSessions(db(), user.id)).map((row) => row.id)).toEqual([hashToken(fresh)]);
    expect((await listSessions(db(), user.id)).map((row) => row.id)).not.toContain(other.id);
    // The account's own address hears of it, in case someone else did it.
    const [notice] = await vi.waitFor(async () => {
      const mails = await mailsTo(user.email!);
      expect(mails.map((mail) => mail.subject)).toEqual(['Your password was changed']);
      return mails;
    });
    expect(notice!.text).toContain('/auth/reset-password');
  });

  it('writes the notice in the language the person uses', async () => {
    const { user, headers } = await signedIn();
    const changed = await post('/_internal/account/password', { current: PASSWORD, password: NEW, confirm: NEW }, { ...headers, 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(location(changed)).toBe('/settings/account?section=password&status=passwordChanged#password');
    await vi.waitFor(async () => expect((await mailsTo(user.email!)).map((mail) => mail.subject)).toEqual(['Votre mot de passe a été modifié']));
  });

  it('throttles wrong current passwords like sign-in', async () => {
    const { headers } = await signedIn();
    for (let i = 0; i < 5; i++) await post('/_internal/account/password', { current: 'wrong-password-x', password: NEW, confirm: NEW }, headers);
    const blocked = await post('/_internal/account/password', { current: PASSWORD, password: NEW, confirm: NEW }, headers);
    expect(location(blocked)).toMatch(/^\/settings\/account\?section=password&error=rateLimited&retry=\d+#password$/);
  });
});

describe('deleting the account', () => {
  it('needs the username typed and the password, then removes the account with its sessions and tokens', async () => {
    const { user, headers } = await signedIn();
    await makePat(db(), user.id, 2);
    await createSession(db(), user.id, {});
    expect(location(await post('/_internal/account/delete', { confirmation: 'someone-else', password: PASSWORD }, headers))).toBe('/settings/account?section=delete&error=confirmMismatch#delete');
    expect(location(await post('/_internal/account/delete', { confirmation: user.username, password: 'wrong-password-x' }, headers))).toBe('/settings/account?section=delete&error=passwordWrong#delete');
    const done = await post('/_internal/account/delete', { confirmation: user.username.toUpperCase(), password: PASSWORD }, headers);
    expect(location(done)).toBe('/');
    expect(done.headers.get('set-cookie')).toContain('kiln_session=;');
    expect(await userRow(user.id)).toBeUndefined();
    expect(await db().select().from(t.sessions).where(eq(t.sessions.userId, user.id))).toEqual([]);
    expect(await db().select().from(t.personalAccessTokens).where(eq(t.personalAccessTokens.userId, user.id))).toEqual([]);
  });

  it('refuses while the account is the only owner of a project, and credits versions in others’ projects to their owner', async () => {
    const { user, headers } = await signedIn();
    const owned = await makeProject(db(), { ownerId: user.id, title: 'Only Mine' });
    const blocked = await post('/_internal/account/delete', { confirmation: user.username, password: PASSWORD }, headers);
    expect(location(blocked)).toBe('/settings/account?section=delete&error=ownsContent#delete');
    expect(await userRow(user.id)).toBeDefined();

    const owner = await makeUser(db());
    await db().update(t.teamMembers).set({ userId: owner.id }).where(eq(t.teamMembers.teamId, owned.teamId));
    await addMember(db(), owned.teamId, user.id);
    const version = await makeVersion(db(), { projectId: owned.id, authorId: user.id });
    await db().insert(t.follows).values({ userId: user.id, projectId: owned.id, created: new Date() });
    await db().update(t.projects).set({ followers: 1 }).where(eq(t.projects.id, owned.id));

    expect(location(await post('/_internal/account/delete', { confirmation: user.username, password: PASSWORD }, headers))).toBe('/');
    const [after] = await db().select().from(t.versions).where(eq(t.versions.id, version.id));
    expect(after!.authorId).toBe(owner.id);
    const [project] = await db().select().from(t.projects).where(eq(t.projects.id, owned.id));
    expect(project!.followers).toBe(0);
    expect(await db().select().from(t.searchOutbox).where(eq(t.searchOutbox.projectId, owned.id))).not.toEqual([]);
  });
});
