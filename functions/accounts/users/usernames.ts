// Usernames: case-insensitive uniqueness, and a free username derived from a name chosen elsewhere (a provider's).
import type { Db } from '#db/client.ts';
import { USERNAME_MAX } from '#contracts/limits.ts';
import { selectTakenUsernames } from './queries.ts';

export async function usernameTaken(db: Pick<Db, 'select'>, username: string, exceptUserId: string | null = null): Promise<boolean> {
  return (await selectTakenUsernames(db, [username], exceptUserId)).size > 0;
}

/** Keeps the allowed characters (letters, digits, ".", "_", "-") and the length limit; "user" when nothing is left. */
export function usernameBase(wanted: string): string {
  const cleaned = wanted.normalize('NFKD').replace(/[^a-zA-Z0-9._-]+/g, '').slice(0, USERNAME_MAX);
  return cleaned || 'user';
}

const CANDIDATES = 20;

/** The base itself, else the base with the lowest free number appended, else a random number. */
export async function availableUsername(db: Pick<Db, 'select'>, wanted: string): Promise<string> {
  const base = usernameBase(wanted);
  const withSuffix = (suffix: string) => base.slice(0, USERNAME_MAX - suffix.length) + suffix;
  const candidates = [base, ...Array.from({ length: CANDIDATES }, (_, index) => withSuffix(String(index + 2)))];
  const taken = await selectTakenUsernames(db, candidates);
  const free = candidates.find((candidate) => !taken.has(candidate.toLowerCase()));
  if (free) return free;
  for (;;) {
    const candidate = withSuffix(String(crypto.getRandomValues(new Uint32Array(1))[0]));
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}
