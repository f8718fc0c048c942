// The head of every page only a signed-in person may see: the account (its page kept out of shared caches) with the
// page's language, or the redirect to sign in that comes back here.
import type { AstroGlobal } from 'astro';
import { signInPath } from '#contracts/urls.ts';
import { pageLanguage, type PageLanguage } from '../i18n/page.ts';
import { pageAccount, setPageCaching, type PageAccount } from './viewer.ts';

export interface SignedInPage extends PageLanguage {
  account: PageAccount;
}

/** `back` is where signing in returns to: the page's path unless the query must survive too. */
export async function signedInPage(astro: AstroGlobal, back = astro.url.pathname): Promise<Response | SignedInPage> {
  const account = await pageAccount(astro);
  if (!account) return astro.redirect(signInPath(back), 303);
  setPageCaching(astro, account.viewer);
  return { ...pageLanguage(astro), account };
}
