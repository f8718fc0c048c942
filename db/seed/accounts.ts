// The four demo accounts (player, creator, moderator, admin) that the README, tests and e2e suites sign in with.
import type { UserRole } from '#contracts/enums.ts';
import { Badge } from '#contracts/permissions.ts';
import { hashPassword } from '#lib/password.ts';
import type * as t from '../schema/index.ts';
import type { IdFactory } from './idgen.ts';
import { DAY_MS } from './random.ts';

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  role: UserRole;
  bio: string;
  badges: number;
}

export const DEMO_ACCOUNTS = {
  player: {
    username: 'player', email: 'player@kiln.localhost', password: 'demo-player-pass', role: 'developer',
    bio: 'Just here to find mods for the weekend SMP.', badges: 0,
  },
  creator: {
    username: 'creator', email: 'creator@kiln.localhost', password: 'demo-creator-pass', role: 'developer',
    bio: 'Demo creator: owns a project in every status.', badges: Badge.EARLY_MODPACK_ADOPTER | Badge.ALPHA_TESTER,
  },
  moderator: {
    username: 'moderator', email: 'moderator@kiln.localhost', password: 'demo-moderator-pass', role: 'moderator',
    bio: 'Demo moderator: reviews the queue.', badges: 0,
  },
  admin: {
    username: 'admin', email: 'admin@kiln.localhost', password: 'demo-admin-pass', role: 'admin',
    bio: 'Demo administrator.', badges: Badge.CONTRIBUTOR,
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;
export const DEMO_USERNAMES = Object.keys(DEMO_ACCOUNTS) as DemoAccountName[];

export interface DemoUser {
  id: string;
  username: DemoAccountName;
  created: number;
}

export type PasswordHashes = Record<DemoAccountName, string>;

/**
 * Password hashes are the one non-deterministic column of the seed: hashPassword salts randomly, which is what
 * we want for anything that can sign in. (~300 ms each, so the seed computes them while generation runs.)
 */
export async function hashDemoPasswords(): Promise<PasswordHashes> {
  const hashes = await Promise.all(DEMO_USERNAMES.map((name) => hashPassword(DEMO_ACCOUNTS[name].password)));
  return Object.fromEntries(DEMO_USERNAMES.map((name, i) => [name, hashes[i]!])) as PasswordHashes;
}

/** Ids and creation dates of the demo accounts; rows() turns them into user rows once the hashes are ready. */
export function demoAccounts(ids: IdFactory, now: number): { users: Record<DemoAccountName, DemoUser>; rows(hashes: PasswordHashes): (typeof t.users.$inferInsert)[] } {
  // Created well before any generated project, so the creator's oldest project is never older than its owner.
  const created = now - 1200 * DAY_MS;
  const accounts = DEMO_USERNAMES.map((name, i) => ({ name, id: ids.next(), created: created + i * DAY_MS }));
  const rows = (hashes: PasswordHashes) => accounts.map(({ name, id, created: at }) => {
    const account: DemoAccount = DEMO_ACCOUNTS[name];
    return {
      id, username: account.username, email: account.email, emailVerified: true, passwordHash: hashes[name],
      avatarUrl: null, bio: account.bio, role: account.role, badges: account.badges, allowFriendRequests: true, created: new Date(at),
    };
  });
  const users = Object.fromEntries(accounts.map(({ name, id, created: at }) => [name, { id, username: name, created: at }])) as Record<DemoAccountName, DemoUser>;
  return { users, rows };
}
