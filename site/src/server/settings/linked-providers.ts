// The signed-in account's sign-in providers: which are linked, whether a password is set, and which to show.
import type { AstroGlobal } from 'astro';
import { EXTERNAL_PROVIDERS } from '#contracts/providers.ts';
import { configuredProviders, linkedProviders } from '#accounts';
import { pageAccount } from '../viewer.ts';

export async function loadLinkedProviders(astro: Pick<AstroGlobal, 'locals'>) {
  const account = await pageAccount(astro);
  const state = account ? await linkedProviders((await astro.locals.kiln.runtime()).db, account.viewer.userId) : { hasPassword: false, links: [] };
  const configured = configuredProviders(astro.locals.kiln.config);
  // A provider switched off in the configuration still shows while linked, so it can be unlinked.
  const shown = EXTERNAL_PROVIDERS.filter((provider) => configured.includes(provider) || state.links.some((link) => link.provider === provider));
  return { state, configured, shown };
}
