// Signing in with an external provider and linking providers to accounts: which Kiln account a provider account is.
import type { Db } from '#db/client.ts';
import type { ExternalProvider } from '#contracts/providers.ts';
import { createUser, findUserByEmail, findUserById } from '../users/accounts.ts';
import { availableUsername } from '../users/usernames.ts';
import type { ProviderProfile } from './profiles.ts';
import { deleteLinkKeepingAWayIn, insertLink, selectLink, selectLinksOfUser, updateLinkUsername } from './queries.ts';
import { isUniqueViolation } from '#lib/db-errors.ts';

/** Codes are message keys under providers.errors in the site's message files. */
export type ProviderProblem =
  | 'denied' | 'failed' | 'state' | 'emailInUse' | 'linkedElsewhere' | 'alreadyLinked' | 'lastMethod' | 'notLinked';

export type SignInOutcome = { ok: { userId: string; created: boolean } } | { error: ProviderProblem };


const linkRow = (userId: string, provider: ExternalProvider, profile: ProviderProfile, now: Date) =>
  ({ provider, providerUserId: profile.id, userId, providerUsername: profile.username || null, created: now });

/**
 * 1. a linked account signs in; 2. else the Kiln account whose VERIFIED email the provider also VERIFIED gets the
 * link; 3. else a new account. An address both sides have not proven is never a reason to hand over an account,
 * and one that already belongs to another account cannot be reused, so that case asks the person to sign in first.
 */
export async function signInWithProvider(db: Db, provider: ExternalProvider, profile: ProviderProfile, now = new Date()): Promise<SignInOutcome> {
  const linked = await selectLink(db, provider, profile.id);
  if (linked) {
    if (profile.username && profile.username !== linked.providerUsername) await updateLinkUsername(db, provider, profile.id, profile.username);
    return { ok: { userId: linked.userId, created: false } };
  }
  const owner = profile.email ? await findUserByEmail(db, profile.email) : undefined;
  if (owner) {
    if (!(profile.emailVerified && owner.emailVerified)) return { error: 'emailInUse' };
    const problem = await linkProvider(db, owner.id, provider, profile, now);
    return problem ? { error: problem === 'alreadyLinked' ? 'emailInUse' : problem } : { ok: { userId: owner.id, created: false } };
  }
  for (let attempt = 0; ; attempt++) {
    const username = await availableUsername(db, profile.username);
    try {
      const userId = await db.transaction(async (tx) => {
        const id = await createUser(tx, { username, email: profile.email, emailVerified: profile.email !== null && profile.emailVerified }, now);
        await insertLink(tx, linkRow(id, provider, profile, now));
        return id;
      });
      return { ok: { userId, created: true } };
    } catch (error) {
      // Another request took the name, or linked this provider account, in the meantime: look again once.
      if (!isUniqueViolation(error) || attempt > 0) throw error;
      const raced = await selectLink(db, provider, profile.id);
      if (raced) return { ok: { userId: raced.userId, created: false } };
    }
  }
}

export async function linkProvider(db: Db, userId: string, provider: ExternalProvider, profile: ProviderProfile, now = new Date()): Promise<ProviderProblem | null> {
  const existing = await selectLink(db, provider, profile.id);
  if (existing) return existing.userId === userId ? null : 'linkedElsewhere';
  if ((await selectLinksOfUser(db, userId)).some((link) => link.provider === provider)) return 'alreadyLinked';
  try {
    await insertLink(db, linkRow(userId, provider, profile, now));
  } catch (error) {
    if (isUniqueViolation(error)) return 'alreadyLinked';
    throw error;
  }
  return null;
}

/** Refused when it would leave the account with no way to sign in (no password and no other provider). */
export async function unlinkProvider(db: Db, userId: string, provider: ExternalProvider): Promise<ProviderProblem | null> {
  if (!(await selectLinksOfUser(db, userId)).some((link) => link.provider === provider)) return 'notLinked';
  return (await deleteLinkKeepingAWayIn(db, userId, provider)) ? null : 'lastMethod';
}

export interface LinkedProviders {
  hasPassword: boolean;
  links: { provider: ExternalProvider; username: string | null; created: Date }[];
}

export async function linkedProviders(db: Db, userId: string): Promise<LinkedProviders> {
  const [user, links] = await Promise.all([findUserById(db, userId), selectLinksOfUser(db, userId)]);
  return {
    hasPassword: Boolean(user?.passwordHash),
    links: links.map((link) => ({ provider: link.provider, username: link.providerUsername, created: link.created })),
  };
}

export const authProvidersOf = async (db: Db, userId: string): Promise<ExternalProvider[]> =>
  (await selectLinksOfUser(db, userId)).map((link) => link.provider);
