// Staff tools for people: a user's private details for staff (email, sign-in methods, two-factor, ban, trust), and the
// admins' look-up by email, where every look-up is written to the audit log first.
import type { Viewer } from '#access';
import { findUserById, linkedProviders, twoFactorState } from '#accounts';
import { notFound } from '#contracts/errors.ts';
import { randomId } from '#lib/ids.ts';
import type { Runtime } from '#platform/runtime.ts';
import { selectBan } from '../bans/queries.ts';
import { selectTrusted } from '../review/queries.ts';
import { requireStaff, viewerIsAdmin } from '../staff.ts';
import { insertAuditEntry, selectAuditEntries, selectBannerName, selectUserIdByEmail } from './queries.ts';

export interface StaffUserDetails {
  id: string;
  username: string;
  email: string | null;
  emailVerified: boolean;
  created: Date;
  role: string;
  hasPassword: boolean;
  providers: string[];
  twoFactor: boolean;
  trusted: boolean;
  ban: { reason: string; created: Date; by: string | null } | null;
}

export async function staffUserDetails(runtime: Pick<Runtime, 'db' | 'config'>, viewer: Viewer, userId: string): Promise<StaffUserDetails> {
  requireStaff(viewer);
  const { db, config } = runtime;
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  const [methods, twoFactor, trusted, ban] = await Promise.all([
    linkedProviders(db, user.id), twoFactorState(db, config, user.id, user.username), selectTrusted(db, user.id), selectBan(db, user.id),
  ]);
  return {
    id: user.id, username: user.username, email: user.email, emailVerified: user.emailVerified, created: user.created, role: user.role,
    hasPassword: methods.hasPassword, providers: methods.links.map((link) => link.provider), twoFactor: twoFactor.enabled, trusted,
    ban: ban ? { reason: ban.reason, created: ban.created, by: await selectBannerName(db, ban.bannedBy) } : null,
  };
}

export const USER_EMAIL_LOOKUP = 'user_email_lookup';

/** Admins only (others: 404). The look-up is logged whether or not it finds someone; returns the user's ID or null. */
export async function lookUpUserByEmail(db: Runtime['db'], viewer: Viewer, email: string, now = new Date()): Promise<string | null> {
  if (!viewerIsAdmin(viewer)) throw notFound();
  const userId = await selectUserIdByEmail(db, email);
  await insertAuditEntry(db, { id: randomId(), actorId: viewer.userId, action: USER_EMAIL_LOOKUP, subject: email.toLowerCase(), targetUserId: userId, created: now });
  return userId;
}

const AUDIT_PAGE = 50;

export async function staffAuditLog(db: Runtime['db'], viewer: Viewer) {
  if (!viewerIsAdmin(viewer)) throw notFound();
  return selectAuditEntries(db, AUDIT_PAGE);
}
