// The billing facts every on-demand page's frame shows a signed-in person (the Plus badge in the header menu and the
// failed-renewal banner), read once per request.
import type { AstroGlobal } from 'astro';
import { billingChrome } from '#billing';
import { pageAccount } from '../viewer.ts';

type Chrome = { plus: boolean; failedRenewal: boolean };
const NONE: Chrome = { plus: false, failedRenewal: false };
const cache = new WeakMap<Request, Promise<Chrome>>();

export function pageBillingChrome(astro: Pick<AstroGlobal, 'locals' | 'request' | 'isPrerendered'>): Promise<Chrome> {
  if (astro.isPrerendered) return Promise.resolve(NONE);
  let pending = cache.get(astro.request);
  if (!pending) {
    pending = pageAccount(astro).then(async (account) => (account ? billingChrome(await astro.locals.kiln.runtime(), account.viewer.userId) : NONE));
    cache.set(astro.request, pending);
  }
  return pending;
}
