// What every organization settings page loads: the organization with its members, and the viewer's organization bits.
// Only accepted members (and admins, who may act on any organization) get the pages; everyone else the organization 404.
import type { AstroGlobal } from 'astro';
import { effectiveOrganizationPermissions, effectiveProjectPermissions, type Membership } from '#access';
import { signInPath } from '#contracts/urls.ts';
import { mayManageOrganization } from '#community';
import { getOrganizationV3 } from '#community';
import { pageLanguage, type PageLanguage } from '#site/i18n/page.ts';
import { pageAccount, setPageCaching, type PageAccount } from '../viewer.ts';
import { orNotFound } from '../project/not-found.ts';

export interface OrganizationSettings {
  account: PageAccount;
  organization: Awaited<ReturnType<typeof getOrganizationV3>>;
  /** The viewer's organization bits, and their bits on the organization's projects. */
  permissions: number;
  projectPermissions: number;
}

export interface OrganizationSettingsView {
  /** Null after setting the 404 status: the page shows "not found". */
  settings: OrganizationSettings | null;
  t: PageLanguage['t'];
}

async function loadOrganizationSettingsPage(astro: AstroGlobal): Promise<Response | OrganizationSettings | null> {
  const account = await pageAccount(astro);
  if (!account) return astro.redirect(signInPath(astro.url.pathname), 303);
  setPageCaching(astro, account.viewer);
  const organization = await orNotFound(getOrganizationV3(await astro.locals.kiln.runtime(), account.viewer, astro.params.id ?? ''));
  if (!organization || !mayManageOrganization(account.viewer, organization.members)) {
    astro.response.status = 404;
    return null;
  }
  const own = organization.members.find((member) => member.user.id === account.viewer.userId && member.accepted);
  const membership: Membership | undefined = own && {
    isOwner: own.is_owner, accepted: own.accepted, permissions: own.permissions ?? 0, organizationPermissions: own.organization_permissions,
  };
  return {
    account, organization,
    permissions: effectiveOrganizationPermissions(account.viewer, membership),
    projectPermissions: effectiveProjectPermissions(account.viewer, undefined, membership),
  };
}

/** The sign-in redirect for the page to return, or what the section renders. */
export async function loadOrganizationSettings(astro: AstroGlobal): Promise<Response | OrganizationSettingsView> {
  const settings = await loadOrganizationSettingsPage(astro);
  if (settings instanceof Response) return settings;
  return { settings, t: pageLanguage(astro).t };
}
