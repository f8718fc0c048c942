// What the server option pages read besides the panel: sub-users, the properties file, the reinstall choices and the
// subscription. A node that cannot be asked now (installing, unreachable) gives nothing rather than an error page.
import type { AstroGlobal } from 'astro';
import { listSubusers, readServerProperties, reinstallChoices, serverBilling, type LoaderChoice, type PropertiesRead, type ServerBilling, type SubuserView } from '#servers';
import { ApiError } from '#contracts/errors.ts';
import type { ServerPanelPage } from './panel.ts';

async function fromNode<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'conflict' || error.code === 'service_unavailable')) return null;
    throw error;
  }
}

const context = async (astro: AstroGlobal, page: ServerPanelPage) => ({ runtime: await astro.locals.kiln.runtime(), viewer: page.account.viewer, id: page.view.id });

export async function pageSubusers(astro: AstroGlobal, page: ServerPanelPage): Promise<SubuserView[]> {
  const { runtime, viewer, id } = await context(astro, page);
  return listSubusers(runtime, viewer, id);
}

export async function pageProperties(astro: AstroGlobal, page: ServerPanelPage): Promise<PropertiesRead | null> {
  const { runtime, viewer, id } = await context(astro, page);
  return fromNode(readServerProperties(runtime, viewer, id));
}

export async function pageReinstallChoices(astro: AstroGlobal, page: ServerPanelPage): Promise<LoaderChoice[]> {
  const { runtime, viewer, id } = await context(astro, page);
  return reinstallChoices(runtime, viewer, id);
}

export async function pageBilling(astro: AstroGlobal, page: ServerPanelPage): Promise<ServerBilling | null> {
  const { runtime, viewer, id } = await context(astro, page);
  return serverBilling(runtime, viewer, id);
}

/** Whether servers get subdomains here, and under which domain. */
export async function subdomainDomain(astro: AstroGlobal): Promise<string | null> {
  return (await astro.locals.kiln.runtime()).config.SERVER_DOMAIN ?? null;
}
