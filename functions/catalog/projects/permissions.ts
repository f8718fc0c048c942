// Loads a viewer's memberships and answers their effective permissions through the shared calculation.
import type { Db } from '#db/client.ts';
import type { Viewer } from '#access';
import { effectiveOrganizationPermissions, effectiveProjectPermissions } from '#access';
import { ALL_PROJECT_PERMISSIONS } from '#contracts/permissions.ts';
import { selectMemberships, selectOrganizationTeamId } from './write-queries.ts';

export interface ProjectTeams {
  teamId: string;
  organizationId: string | null;
}

export async function projectPermissions(db: Db, viewer: Viewer, project: ProjectTeams): Promise<number> {
  if (viewer.role === 'admin') return ALL_PROJECT_PERMISSIONS;
  const organizationTeamId = project.organizationId ? await selectOrganizationTeamId(db, project.organizationId) : null;
  const memberships = await selectMemberships(db, viewer.userId, [project.teamId, ...(organizationTeamId ? [organizationTeamId] : [])]);
  const direct = memberships.find((member) => member.teamId === project.teamId);
  const throughOrganization = memberships.find((member) => member.teamId === organizationTeamId);
  return effectiveProjectPermissions(viewer, direct, throughOrganization);
}

export interface OrganizationPermissions {
  organization: number;
  /** The project bits an organization member holds on the organization's projects. */
  projects: number;
}

export async function organizationPermissions(db: Db, viewer: Viewer, organizationTeamId: string): Promise<OrganizationPermissions> {
  const [member] = await selectMemberships(db, viewer.userId, [organizationTeamId]);
  return {
    organization: effectiveOrganizationPermissions(viewer, member),
    projects: viewer.role === 'admin' ? ALL_PROJECT_PERMISSIONS : member?.accepted ? effectiveProjectPermissions(viewer, undefined, member) : 0,
  };
}
