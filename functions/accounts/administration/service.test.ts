// The admin command's accounts: made with the sign-up rules and hashing, or with a mailed set-password link; roles.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { loadConfig } from '#config';
import { listOutbox } from '#platform/mail/index.ts';
import { assembleRuntime, type Runtime } from '#platform/runtime.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { checkCredentials } from '../auth/service.ts';
import { createAccount, setRole } from './service.ts';

let database: TestDatabase;
let runtime: Runtime;

beforeAll(async () => {
  database = await createTestDatabase();
  runtime = assembleRuntime(loadConfig({ DATABASE_URL: database.url, DATA_DIR: database.directory, PUBLIC_URL: 'https://kiln.example' }), database.db);
});
afterAll(() => database.dispose());

const userNamed = async (username: string) => (await database.db.select().from(t.users).where(eq(t.users.username, username)))[0];

describe('createAccount', () => {
  it('makes an account with the given role that signs in with its password', async () => {
    const outcome = await createAccount(runtime, { username: 'root', email: 'root@example.test', role: 'admin', password: 'a long enough passphrase' });
    expect(outcome).toEqual({ ok: { userId: expect.any(String) } });
    expect(await userNamed('root')).toMatchObject({ role: 'admin', emailVerified: true, email: 'root@example.test' });
    expect(await checkCredentials(runtime, 'root', 'a long enough passphrase', '192.0.2.1', null)).toEqual(outcome);
  });

  it('without a password, mails a link to the page that sets it', async () => {
    await createAccount(runtime, { username: 'helper', email: 'helper@example.test', role: 'moderator', password: null });
    expect((await userNamed('helper'))?.passwordHash).toBeNull();
    const [mail] = await listOutbox(database.db, 1);
    expect(mail?.to).toBe('helper@example.test');
    expect(mail?.text).toMatch(/https:\/\/kiln\.example\/auth\/reset-password\?flow=\S+/);
  });

  it('keeps the sign-up rules: names and addresses in use, invalid ones, weak passwords', async () => {
    const account = { username: 'ROOT', email: 'other@example.test', role: 'admin' as const, password: 'a long enough passphrase' };
    expect(await createAccount(runtime, account)).toEqual({ error: 'usernameTaken' });
    expect(await createAccount(runtime, { ...account, username: 'other', email: 'Root@Example.test' })).toEqual({ error: 'emailTaken' });
    expect(await createAccount(runtime, { ...account, username: 'no spaces allowed' })).toEqual({ error: 'usernameInvalid' });
    expect(await createAccount(runtime, { ...account, username: 'other', email: 'not-an-address' })).toEqual({ error: 'emailInvalid' });
    expect(await createAccount(runtime, { ...account, username: 'other', password: 'short' })).toEqual({ error: 'passwordLength' });
    expect(await createAccount(runtime, { ...account, username: 'other', password: 'password123' })).toEqual({ error: 'passwordCommon' });
    expect(await userNamed('other')).toBeUndefined();
  });
});

describe('setRole', () => {
  it('changes the role of the account with that username, in any case', async () => {
    expect(await setRole(runtime, 'Helper', 'developer')).toEqual({ ok: { userId: (await userNamed('helper'))?.id } });
    expect((await userNamed('helper'))?.role).toBe('developer');
    expect(await setRole(runtime, 'nobody', 'admin')).toEqual({ error: 'userUnknown' });
  });
});
