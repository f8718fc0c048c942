// Who may use the version editor: the viewer's permission bits on a project page, and the gate of the editor pages.
import type { AstroGlobal } from 'astro';
import { ProjectPermission } from '#contracts/permissions.ts';
import { signInPath } from '#contracts/urls.ts';
import { projectPermissions } from '#catalog';
import { pageViewer } from '../viewer.ts';
import { loadProject, type ProjectPage } from '../project/load.ts';

export type VersionPermission = 'UPLOAD_VERSION' | 'DELETE_VERSION';

export interface VersionTools {
  upload: boolean;
  delete: boolean;
}

/** The version tools a viewer holds on the project; visitors hold none (and cost no query). */
export async function versionTools(astro: Pick<AstroGlobal, 'locals'>, page: ProjectPage): Promise<VersionTools> {
  if (!page.viewer) return { upload: false, delete: false };
  const { db } = await astro.locals.kiln.runtime();
  const bits = await projectPermissions(db, page.viewer, { teamId: page.project.team, organizationId: page.project.organization });
  return { upload: (bits & ProjectPermission.UPLOAD_VERSION) !== 0, delete: (bits & ProjectPermission.DELETE_VERSION) !== 0 };
}

export type EditorGate =
  | { kind: 'redirect'; location: string; status: 301 | 303 }
  | { kind: 'missing' }
  | { kind: 'found'; page: ProjectPage; tools: VersionTools };

/** Visitors go to sign-in; anyone without the upload permission gets the 404 page, as if the page did not exist. */
export async function gateEditorPage(astro: AstroGlobal): Promise<EditorGate> {
  if (!(await pageViewer(astro))) return { kind: 'redirect', location: signInPath(astro.url.pathname), status: 303 };
  const load = await loadProject(astro);
  if (load.kind === 'redirect') return { kind: 'redirect', location: load.location, status: 301 };
  if (load.kind === 'missing') return { kind: 'missing' };
  const tools = await versionTools(astro, load.page);
  return tools.upload ? { kind: 'found', page: load.page, tools } : { kind: 'missing' };
}
