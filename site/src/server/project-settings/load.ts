// What every project settings page loads first: a signed-in team member or staff (others see the project 404), the project,
// the member's permission bits and whether they cover the section's fields, and the page's words.
import type { AstroGlobal } from 'astro';
import { signInPath } from '#contracts/urls.ts';
import { projectPermissions } from '#catalog';
import { hasPermission } from '#access';
import { pageLanguage, type PageLanguage } from '#site/i18n/page.ts';
import { pageAccount } from '../viewer.ts';
import { loadProject, type ProjectPage } from '../project/load.ts';

export interface SettingsPage {
  page: ProjectPage;
  viewerId: string;
  permissions: number;
  /** The settings pages live below the project's own address. */
  settingsBase: string;
}

export interface SettingsView {
  /** Null after setting the 404 status: the page shows the project's "not found". */
  settings: SettingsPage | null;
  /** The member's bits include the permission the section's fields need (false when none was named). */
  canEdit: boolean;
  t: PageLanguage['t'];
}

async function loadSettingsPage(astro: AstroGlobal): Promise<Response | SettingsPage | null> {
  const account = await pageAccount(astro);
  if (!account) return astro.redirect(signInPath(astro.url.pathname), 303);
  const load = await loadProject(astro);
  if (load.kind === 'redirect') return astro.redirect(load.location, 301);
  if (load.kind === 'missing' || !load.page.insider) {
    astro.response.status = 404;
    return null;
  }
  const { db } = await astro.locals.kiln.runtime();
  const { project } = load.page;
  const permissions = await projectPermissions(db, account.viewer, { teamId: project.team, organizationId: project.organization });
  return { page: load.page, viewerId: account.viewer.userId, permissions, settingsBase: `${load.page.base}/settings` };
}

/** A redirect (sign-in or canonical address) for the page to return, or what the section renders. */
export async function loadSettings(astro: AstroGlobal, editPermission?: number): Promise<Response | SettingsView> {
  const settings = await loadSettingsPage(astro);
  if (settings instanceof Response) return settings;
  const canEdit = settings !== null && editPermission !== undefined && hasPermission(settings.permissions, editPermission);
  return { settings, canEdit, t: pageLanguage(astro).t };
}
