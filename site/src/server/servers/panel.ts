// What every server panel page loads first: a signed-in viewer (else sign in and back), the server with its stats as
// the viewer may see it (else the 404 page), the staff notices for it, and what the last form post said.
import type { AstroGlobal } from 'astro';
import { activeNotices, serverPanel, type ServerPanel } from '#servers';
import { PANEL_ERRORS, PANEL_NOTICES, type PanelError, type PanelNotice } from '#contracts/server-panel.ts';
import type { ActiveNoticeView } from '#contracts/server-notices.ts';
import { signedInPage, type SignedInPage } from '../signed-in-page.ts';
import { orNotFound } from '../project/not-found.ts';

export interface ServerPanelPage extends SignedInPage, ServerPanel {
  notices: ActiveNoticeView[];
  notice: PanelNotice | null;
  error: PanelError | null;
}

const pick = <T extends string>(list: readonly T[], value: string | null): T | null => list.find((entry) => entry === value) ?? null;

/** A redirect to sign in, the page's data, or null after setting the 404 status. */
export async function loadServerPanel(astro: AstroGlobal): Promise<ServerPanelPage | Response | null> {
  const signedIn = await signedInPage(astro);
  if (signedIn instanceof Response) return signedIn;
  const runtime = await astro.locals.kiln.runtime();
  const viewer = signedIn.account.viewer;
  const id = astro.params.id ?? '';
  const panel = await orNotFound(serverPanel(runtime, viewer, id));
  if (!panel) {
    astro.response.status = 404;
    return null;
  }
  const query = astro.url.searchParams;
  return {
    ...signedIn, ...panel, notices: await activeNotices(runtime, viewer, id),
    notice: pick(PANEL_NOTICES, query.get('notice')), error: pick(PANEL_ERRORS, query.get('error')),
  };
}

/** The same for an options page: only people with the options permission see it; for others it does not exist. */
export async function loadServerOptions(astro: AstroGlobal): Promise<ServerPanelPage | Response | null> {
  const page = await loadServerPanel(astro);
  if (!page || page instanceof Response || page.view.permissions.includes('options')) return page;
  astro.response.status = 404;
  return null;
}
