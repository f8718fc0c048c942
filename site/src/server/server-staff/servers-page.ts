// /servers/admin's data for staff: every server with its state (filtered by the query's state and search), whether the
// viewer may suspend, and what the last suspend or unsuspend post said.
import type { AstroGlobal } from 'astro';
import { mayActAsAdmin, staffServerList, type StaffServerEntry } from '#servers';
import { STAFF_SERVER_OUTCOMES, staffServersQuery, type StaffServersFilter } from '#contracts/server-notices.ts';
import type { SignedInPage } from '../signed-in-page.ts';

export interface StaffServersPage {
  servers: StaffServerEntry[];
  filter: StaffServersFilter;
  mayAct: boolean;
  outcome: (typeof STAFF_SERVER_OUTCOMES)[number] | null;
  /** A suspension refused for want of a reason. */
  reasonMissing: boolean;
  /** The server the last post was about, to point it out in the list. */
  about: string | null;
}

export async function loadStaffServersPage(astro: AstroGlobal, page: SignedInPage): Promise<StaffServersPage> {
  const viewer = page.account.viewer;
  const runtime = await astro.locals.kiln.runtime();
  const params = astro.url.searchParams;
  const filter = staffServersQuery.parse(Object.fromEntries(params));
  const outcome = params.get('notice');
  return {
    servers: await staffServerList(runtime, viewer, { state: filter.state, q: filter.q || undefined }),
    filter,
    mayAct: mayActAsAdmin(viewer),
    outcome: STAFF_SERVER_OUTCOMES.find((known) => known === outcome) ?? null,
    reasonMissing: params.get('error') === 'reason',
    about: params.get('server'),
  };
}
