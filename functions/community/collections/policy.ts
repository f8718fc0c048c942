// Who may see a collection: listed and unlisted ones by link for everyone; the rest only for the owner and staff.
import { isStaff, type Viewer } from '#access';
import type { CollectionStatus } from '#contracts/enums.ts';

const PUBLIC_STATUSES: readonly CollectionStatus[] = ['listed', 'unlisted'];

const isOwnerOrStaff = (ownerId: string, viewer: Viewer | null) => viewer?.userId === ownerId || isStaff(viewer);

export const canViewCollection = (status: CollectionStatus, ownerId: string, viewer: Viewer | null) =>
  PUBLIC_STATUSES.includes(status) || isOwnerOrStaff(ownerId, viewer);

/** A profile lists only listed collections, except to their owner and staff. */
export const canListCollection = (status: CollectionStatus, ownerId: string, viewer: Viewer | null) =>
  status === 'listed' || isOwnerOrStaff(ownerId, viewer);

/** Owners edit and delete their collections; staff may too (moderation). */
export const canEditCollection = (ownerId: string, viewer: Viewer) => isOwnerOrStaff(ownerId, viewer);
