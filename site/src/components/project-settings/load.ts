// What every project settings page loads first: a signed-in team member (others see the project 404), the project
// and the member's permission bits.
import type { AstroGlobal } from 'astro';
import { signInPath } from '../../../../functions/contracts/urls.ts';
import { getRuntime } from '../../../../functions/platform/runtime.ts';
import { projectPermissions } from '../../../../functions/projects/permissions.ts';
import { pageAccount } from '../../lib/viewer.ts';
import { loadProject, type ProjectPage } from '../project/load.ts';

export interface SettingsPage {
  page: ProjectPage;
  viewerId: string;
  permissions: number;
  /** The settings pages live below the project's own address. */
  settingsBase: string;
}

export type SettingsLoad = { redirect: string; status: 301 | 303 } | { page: SettingsPage } | null;

/** A redirect (sign-in or canonical address), the loaded page, or null after setting the 404 status. */
export async function loadSettings(astro: AstroGlobal): Promise<SettingsLoad> {
  const account = await pageAccount(astro);
  if (!account) return { redirect: signInPath(astro.url.pathname), status: 303 };
  const load = await loadProject(astro);
  if (load.kind === 'redirect') return { redirect: load.location, status: 301 };
  if (load.kind === 'missing' || !load.page.isMember) {
    astro.response.status = 404;
    return null;
  }
  const { db } = await getRuntime();
  const { project } = load.page;
  const permissions = await projectPermissions(db, account.viewer, { teamId: project.team, organizationId: project.organization });
  return { page: { page: load.page, viewerId: account.viewer.userId, permissions, settingsBase: `${load.page.base}/settings` } };
}
