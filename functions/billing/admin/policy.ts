// Who may see and change another person's billing: staff see it; only admins move money or periods.
import { isStaff, type Viewer } from '#access';

export const maySeeUserBilling = (viewer: Viewer | null) => isStaff(viewer);
export const mayChangeUserBilling = (viewer: Viewer | null) => viewer?.role === 'admin';
