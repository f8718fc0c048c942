// What every organization settings page loads: the organization with its members, and the viewer's organization bits.
// Only accepted members (and admins, who may act on any organization) get the pages; everyone else the organization 404.
import type { AstroGlobal } from 'astro';
import { effectiveOrganizationPermissions, effectiveProjectPermissions, type Membership } from '../../../../functions/auth/permissions.ts';
import { getOrganizationV3 } from '../../../../functions/organizations/write-service.ts';
import { getRuntime } from '../../../../functions/platform/runtime.ts';
import { pageAccount, setPageCaching, type PageAccount } from '../../lib/viewer.ts';
import { orNotFound } from '../project/not-found.ts';

export type OrganizationSettingsLoad =
  | { kind: 'sign-in' }
  | { kind: 'not-found' }
  | {
    kind: 'ok';
    account: PageAccount;
    organization: Awaited<ReturnType<typeof getOrganizationV3>>;
    /** The viewer's organization bits, and their bits on the organization's projects. */
    permissions: number;
    projectPermissions: number;
  };

export async function loadOrganizationSettings(astro: AstroGlobal): Promise<OrganizationSettingsLoad> {
  const account = await pageAccount(astro);
  if (!account) return { kind: 'sign-in' };
  setPageCaching(astro, account.viewer);
  const { db } = await getRuntime();
  const organization = await orNotFound(getOrganizationV3(db, account.viewer, astro.params.id ?? ''));
  if (!organization) return { kind: 'not-found' };
  const own = organization.members.find((member) => member.user.id === account.viewer.userId && member.accepted);
  if (!own && account.viewer.role !== 'admin') return { kind: 'not-found' };
  const membership: Membership | undefined = own && {
    isOwner: own.is_owner, accepted: own.accepted, permissions: own.permissions ?? 0, organizationPermissions: own.organization_permissions,
  };
  return {
    kind: 'ok', account, organization,
    permissions: effectiveOrganizationPermissions(account.viewer, membership),
    projectPermissions: effectiveProjectPermissions(account.viewer, undefined, membership),
  };
}
