// Linking rules of external sign-in: linked accounts, verified-email linking, never on unverified email, new accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeUser } from '#testing/factory.ts';
import type { ProviderProfile } from './profiles.ts';
import { linkedProviders, linkProvider, signInWithProvider, unlinkProvider } from './service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

let n = 0;
const profile = (overrides: Partial<ProviderProfile> = {}): ProviderProfile =>
  ({ id: `gh-${++n}`, username: `octo${n}`, email: null, emailVerified: false, ...overrides });
const links = (userId: string) => database.db.select().from(t.externalAccounts).where(eq(t.externalAccounts.userId, userId));
const user = async (id: string) => (await database.db.select().from(t.users).where(eq(t.users.id, id)))[0]!;

describe('signInWithProvider', () => {
  it('signs a linked provider account in to its Kiln account and refreshes the shown name', async () => {
    const owner = await makeUser(database.db);
    const octo = profile();
    expect(await linkProvider(database.db, owner.id, 'github', octo)).toBeNull();
    const outcome = await signInWithProvider(database.db, 'github', { ...octo, username: 'renamed-at-github', email: 'other@example.test', emailVerified: true });
    expect(outcome).toEqual({ ok: { userId: owner.id, created: false } });
    expect((await links(owner.id))[0]!.providerUsername).toBe('renamed-at-github');
  });

  it('links to the account whose verified email the provider also verified', async () => {
    const owner = await makeUser(database.db, { email: 'Verified@Example.test', emailVerified: true });
    const outcome = await signInWithProvider(database.db, 'google', profile({ email: 'verified@example.test', emailVerified: true }));
    expect(outcome).toEqual({ ok: { userId: owner.id, created: false } });
    expect((await links(owner.id)).map((link) => link.provider)).toEqual(['google']);
  });

  it('never links on an email the provider did not verify, nor to an account that has not verified it', async () => {
    const verifiedOwner = await makeUser(database.db, { email: 'victim@example.test', emailVerified: true });
    const unverifiedAtProvider = await signInWithProvider(database.db, 'discord', profile({ email: 'victim@example.test', emailVerified: false }));
    expect(unverifiedAtProvider).toEqual({ error: 'emailInUse' });
    const squatter = await makeUser(database.db, { email: 'squatted@example.test', emailVerified: false });
    const unverifiedAtKiln = await signInWithProvider(database.db, 'github', profile({ email: 'squatted@example.test', emailVerified: true }));
    expect(unverifiedAtKiln).toEqual({ error: 'emailInUse' });
    expect(await links(verifiedOwner.id)).toEqual([]);
    expect(await links(squatter.id)).toEqual([]);
  });

  it('creates an account with a free username, the email verified only when the provider says so', async () => {
    await makeUser(database.db, { username: 'Octocat' });
    await makeUser(database.db, { username: 'octocat2' });
    const verified = await signInWithProvider(database.db, 'github', profile({ username: 'octocat', email: 'new-one@example.test', emailVerified: true }));
    if (!('ok' in verified)) throw new Error('expected an account');
    expect(verified.ok.created).toBe(true);
    expect(await user(verified.ok.userId)).toMatchObject({ username: 'octocat3', email: 'new-one@example.test', emailVerified: true, passwordHash: null });
    expect((await links(verified.ok.userId))[0]).toMatchObject({ provider: 'github', providerUsername: 'octocat' });

    const unverified = await signInWithProvider(database.db, 'microsoft', profile({ username: 'Ada Lovelace', email: 'ada@example.test', emailVerified: false }));
    if (!('ok' in unverified)) throw new Error('expected an account');
    expect(await user(unverified.ok.userId)).toMatchObject({ username: 'AdaLovelace', email: 'ada@example.test', emailVerified: false });

    const nameless = await signInWithProvider(database.db, 'gitlab', profile({ username: '日本語', email: null }));
    if (!('ok' in nameless)) throw new Error('expected an account');
    expect(await user(nameless.ok.userId)).toMatchObject({ username: expect.stringMatching(/^user\d*$/), email: null });

    const again = await signInWithProvider(database.db, 'github', { ...profile(), id: (await links(verified.ok.userId))[0]!.providerUserId });
    expect(again).toEqual({ ok: { userId: verified.ok.userId, created: false } });
  });
});

describe('linkProvider and unlinkProvider', () => {
  it('refuses a provider account linked to someone else, and a second account of the same provider', async () => {
    const first = await makeUser(database.db);
    const second = await makeUser(database.db);
    const shared = profile();
    expect(await linkProvider(database.db, first.id, 'gitlab', shared)).toBeNull();
    expect(await linkProvider(database.db, first.id, 'gitlab', shared)).toBeNull();
    expect(await linkProvider(database.db, second.id, 'gitlab', shared)).toBe('linkedElsewhere');
    expect(await linkProvider(database.db, first.id, 'gitlab', profile())).toBe('alreadyLinked');
  });

  it('keeps the last way to sign in: no password and one provider cannot unlink it', async () => {
    const created = await signInWithProvider(database.db, 'discord', profile());
    if (!('ok' in created)) throw new Error('expected an account');
    const { userId } = created.ok;
    expect(await unlinkProvider(database.db, userId, 'discord')).toBe('lastMethod');
    expect(await unlinkProvider(database.db, userId, 'github')).toBe('notLinked');
    expect(await linkProvider(database.db, userId, 'github', profile())).toBeNull();
    expect(await unlinkProvider(database.db, userId, 'discord')).toBeNull();
    expect(await unlinkProvider(database.db, userId, 'github')).toBe('lastMethod');
    expect((await linkedProviders(database.db, userId))).toMatchObject({ hasPassword: false, links: [{ provider: 'github' }] });
  });

  it('lets an account with a password unlink every provider', async () => {
    const owner = await makeUser(database.db, { passwordHash: 'argon2id-hash' });
    await linkProvider(database.db, owner.id, 'google', profile());
    expect(await unlinkProvider(database.db, owner.id, 'google')).toBeNull();
    expect(await linkedProviders(database.db, owner.id)).toEqual({ hasPassword: true, links: [] });
  });
});
