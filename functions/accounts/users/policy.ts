// Who may change a user: the user themself or an admin; role and badges only an admin (api-compat §user-routes).
import type { Viewer } from '#access';

export const mayEditUser = (viewer: Viewer, userId: string) => viewer.userId === userId || viewer.role === 'admin';

export const mayEditStaffFields = (viewer: Viewer) => viewer.role === 'admin';
