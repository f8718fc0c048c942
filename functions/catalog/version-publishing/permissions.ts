// The one check every version write makes, on top of the shared project permission calculation.
import type { Db } from '#db/client.ts';
import type { Viewer } from '#access';
import { ProjectPermission } from '#contracts/permissions.ts';
import { ApiError } from '#contracts/errors.ts';
import { projectPermissions, type ProjectTeams } from '../projects/permissions.ts';

export async function requirePermission(
  db: Db, viewer: Viewer, project: ProjectTeams, permission: keyof typeof ProjectPermission, refusal: string,
): Promise<void> {
  if ((await projectPermissions(db, viewer, project)) & ProjectPermission[permission]) return;
  throw new ApiError('auth_error', refusal);
}
