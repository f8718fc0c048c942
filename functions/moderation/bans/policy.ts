// Who may ban whom: staff ban ordinary accounts; only admins ban moderators; nobody bans an admin or themself.
import type { Viewer } from '#access';
import { isStaff } from '#access';
import type { UserRole } from '#contracts/enums.ts';

export function mayBan(viewer: Viewer, target: { id: string; role: UserRole }): boolean {
  if (!isStaff(viewer) || target.id === viewer.userId || target.role === 'admin') return false;
  return target.role === 'developer' || viewer.role === 'admin';
}
