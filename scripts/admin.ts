// `npm run admin -- create|role …`: makes accounts and sets roles on the configured database (a file or Turso).
import { mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { read } from 'read';
import { createAccount, setRole, type AdministrationOutcome } from '#accounts';
import type { UserRole } from '#contracts/enums.ts';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '#contracts/limits.ts';
import { applyMigrations } from '#db/migrate.ts';
import { createRuntime } from '#platform/runtime.ts';
import { commandConfig, fail } from './lib/cli-config.ts';

const HELP = `Manages accounts on the database Kiln is configured for (DATABASE_URL, or DATA_DIR's file).

Usage:
  npm run admin -- create <username> <email> [--role admin|moderator|user] [--send-link]
      Makes an account (an admin unless --role says otherwise) and asks for its password; with --send-link,
      mails the address a link to set it instead. Without a terminal, the password is read from standard input.
  npm run admin -- role <username> admin|moderator|user
      Changes an account's role.
`;

/** "user" is what operators call it; the API (like Modrinth's) calls a regular account a developer. */
const ROLES: Record<string, UserRole> = { admin: 'admin', moderator: 'moderator', user: 'developer' };

const PROBLEMS: Record<string, string> = {
  usernameInvalid: `A username is ${USERNAME_MIN} to ${USERNAME_MAX} letters, digits, ".", "-" or "_".`,
  usernameTaken: 'An account with that username exists already.',
  emailInvalid: 'That is not an email address.',
  emailTaken: 'An account with that email address exists already.',
  passwordLength: `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`,
  passwordCommon: 'That password is too common: pick another.',
  userUnknown: 'No account has that username.',
};

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    for await (const line of createInterface({ input: process.stdin })) return line;
    fail('No password on standard input.');
  }
  const password = await read({ prompt: 'Password: ', silent: true, replace: '*' });
  const again = await read({ prompt: 'Password again: ', silent: true, replace: '*' });
  if (password !== again) fail('The passwords differ.');
  return password;
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string', default: 'admin' }, 'send-link': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
});
const [command, ...rest] = positionals;
if (values.help || !command) {
  console.log(HELP);
  process.exit(0);
}
const roleOf = (name: string | undefined) => ROLES[name ?? ''] ?? fail(`The role must be admin, moderator or user.\n\n${HELP}`);

const config = commandConfig();
mkdirSync(config.DATA_DIR, { recursive: true });
const runtime = await createRuntime(config);
// The command may run before the first start: the accounts tables must exist, and migrating is idempotent.
await applyMigrations(runtime.db);

let outcome: AdministrationOutcome;
let done: string;
if (command === 'create' && rest.length === 2) {
  const [username, email] = rest as [string, string];
  const role = roleOf(values.role);
  const password = values['send-link'] ? null : await askPassword();
  outcome = await createAccount(runtime, { username, email, role, password });
  done = password === null
    ? `Created ${username} (${values.role}); mailed ${email} a link to set the password (valid for one hour).`
    : `Created ${username} (${values.role}); sign in at ${config.publicUrl}/auth/sign-in.`;
} else if (command === 'role' && rest.length === 2) {
  const [username, role] = rest as [string, string];
  outcome = await setRole(runtime, username, roleOf(role));
  done = `${username} is now ${role === 'user' ? 'a regular user' : `a ${role}`}.`;
} else {
  fail(HELP);
}
if ('error' in outcome) fail(PROBLEMS[outcome.error] ?? outcome.error);
console.log(done);
process.exit(0);
