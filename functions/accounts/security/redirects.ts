// Where the account settings forms send people back to: the page, with a status or error code shown in the section it is about.
import type { Context } from 'hono';
import type { AppEnv } from '#access';
import { cookieIsSecure } from '#access';

export const ACCOUNT_PAGE = '/settings/account';
export type AccountSection = 'email' | 'password' | 'two-factor' | 'delete';

/** Carries freshly made backup codes to the one page view that shows them; the page deletes it on reading. */
export const BACKUP_CODES_COOKIE = 'kiln_backup_codes';

/** `form` names the form of a section with several (two-factor: regenerate, disable), so its error shows beside it. */
export function backToSettings(c: Context<AppEnv>, section: AccountSection, result: { status?: string; error?: string; retryAfterMs?: number; form?: string }): Response {
  const params = new URLSearchParams({ section });
  if (result.status) params.set('status', result.status);
  if (result.error) params.set('error', result.error);
  if (result.error && result.form) params.set('form', result.form);
  if (result.retryAfterMs) params.set('retry', String(Math.ceil(result.retryAfterMs / 1000)));
  return c.redirect(`${ACCOUNT_PAGE}?${params}#${section}`, 303);
}

export async function handOverBackupCodes(c: Context<AppEnv>, codes: string[]): Promise<void> {
  const { config } = await c.var.runtime();
  const secure = cookieIsSecure(config.publicUrl) ? '; Secure' : '';
  c.header('Set-Cookie', `${BACKUP_CODES_COOKIE}=${codes.join('.')}; Path=${ACCOUNT_PAGE}; Max-Age=300; HttpOnly; SameSite=Lax${secure}`, { append: true });
}
