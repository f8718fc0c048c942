// What /servers/manage reads: the signed-in person's servers (owned, then shared with them) as the list shows them.
import type { AstroGlobal } from 'astro';
import { listServers } from '#servers';
import type { ServerView } from '#contracts/servers.ts';
import { signedInPage, type SignedInPage } from '../signed-in-page.ts';

export interface ServerListPage extends SignedInPage {
  servers: ServerView[];
  /** Someone who just left a server they were invited to. */
  left: boolean;
}

export async function loadServerList(astro: AstroGlobal): Promise<ServerListPage | Response> {
  const signedIn = await signedInPage(astro);
  if (signedIn instanceof Response) return signedIn;
  const servers = await listServers(await astro.locals.kiln.runtime(), signedIn.account.viewer);
  return { ...signedIn, servers, left: astro.url.searchParams.get('notice') === 'left' };
}
