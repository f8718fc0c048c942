// Team write bodies (api-compat §team-routes): invitations, member edits and ownership transfer.
import { z } from 'zod';
import { MEMBER_ROLE_MAX } from './limits.ts';
import { ALL_ORGANIZATION_PERMISSIONS, ALL_PROJECT_PERMISSIONS } from './permissions.ts';

/** Payout shares are relative weights between members, as on Modrinth. */
export const PAYOUTS_SPLIT_MAX = 5000;
export const OWNER_ROLE = 'Owner';

const bits = (all: number, what: string) =>
  z.number().int().min(0).max(all, `${what} is a bitset of at most ${all}`);

const role = z.string().trim().min(1).max(MEMBER_ROLE_MAX)
  .refine((value) => value !== OWNER_ROLE, 'The `Owner` role is restricted to one person');

export const teamInviteBody = z.object({
  user_id: z.string({ error: 'user_id is required (a user ID; usernames are not accepted)' }).min(1),
  role: role.default('Member'),
  permissions: bits(ALL_PROJECT_PERMISSIONS, 'permissions').default(0),
  organization_permissions: bits(ALL_ORGANIZATION_PERMISSIONS, 'organization_permissions').nullish(),
  payouts_split: z.number().min(0).max(PAYOUTS_SPLIT_MAX).default(0),
  ordering: z.number().int().default(0),
});
export type TeamInvite = z.infer<typeof teamInviteBody>;

export const teamMemberEditBody = z.object({
  permissions: bits(ALL_PROJECT_PERMISSIONS, 'permissions').optional(),
  organization_permissions: bits(ALL_ORGANIZATION_PERMISSIONS, 'organization_permissions').optional(),
  role: role.optional(),
  payouts_split: z.number().min(0).max(PAYOUTS_SPLIT_MAX).optional(),
  ordering: z.number().int().optional(),
});
export type TeamMemberEdit = z.infer<typeof teamMemberEditBody>;

export const teamOwnerBody = z.object({ user_id: z.string().min(1) });
