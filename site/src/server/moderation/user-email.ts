// /admin/user_email's data for admins: the account a look-up found (by the ID the form redirected with) and the audit log.
import type { AstroGlobal } from 'astro';
import { staffAuditLog, staffUserDetails, viewerIsAdmin, type StaffUserDetails } from '#moderation';
import type { SignedInPage } from '../signed-in-page.ts';

export interface UserEmailPage {
  found: StaffUserDetails | null;
  notFound: boolean;
  log: Awaited<ReturnType<typeof staffAuditLog>>;
}

/** Null for anyone who is not an admin (the page is a 404 for them). */
export async function loadUserEmailPage(astro: AstroGlobal, page: SignedInPage): Promise<UserEmailPage | null> {
  const viewer = page.account.viewer;
  if (!viewerIsAdmin(viewer)) return null;
  const runtime = await astro.locals.kiln.runtime();
  const userId = astro.url.searchParams.get('user');
  const [found, log] = await Promise.all([
    userId && /^[0-9A-Za-z]{1,16}$/.test(userId) ? staffUserDetails(runtime, viewer, userId).catch(() => null) : null,
    staffAuditLog(runtime.db, viewer),
  ]);
  return { found, notFound: astro.url.searchParams.get('error') === 'notFound', log };
}
