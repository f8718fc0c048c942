// What /admin/billing/{userId} reads: the person's billing for staff, or nothing (a 404) for anyone else.
import type { AstroGlobal } from 'astro';
import { userBillingForStaff, type UserBilling } from '#billing';
import { pageLanguage, type PageLanguage } from '#site/i18n/page.ts';
import { pageAccount, setPageCaching } from '../viewer.ts';

const NOTICES = ['refunded', 'cancelled', 'extended', 'credited'] as const;

export interface AdminBillingPage extends PageLanguage {
  billing: UserBilling;
  notice: (typeof NOTICES)[number] | null;
}

export async function loadAdminBilling(astro: AstroGlobal, userId: string): Promise<AdminBillingPage | null> {
  const account = await pageAccount(astro);
  setPageCaching(astro, account?.viewer ?? null);
  const billing = await userBillingForStaff(await astro.locals.kiln.runtime(), account?.viewer ?? null, userId);
  if (!billing) return null;
  const notice = NOTICES.find((entry) => entry === astro.url.searchParams.get('notice')) ?? null;
  return { ...pageLanguage(astro), billing, notice };
}
