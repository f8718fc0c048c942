// Organization writes (api-compat §v3-organizations, §slugs-and-usernames, §permissions, §limits): bodies for the organization, its members and its projects.
import { z } from 'zod';
import { ALL_ORGANIZATION_PERMISSIONS, ALL_PROJECT_PERMISSIONS } from './permissions.ts';
import { MEMBER_ROLE_MAX, SLUG_MAX, SLUG_MIN, SLUG_PATTERN } from './limits.ts';

export const ORGANIZATION_NAME_MIN = 3;
export const ORGANIZATION_NAME_MAX = 64;
export const ORGANIZATION_DESCRIPTION_MIN = 3;
export const ORGANIZATION_DESCRIPTION_MAX = 256;

const between = (what: string, min: number, max: number) => `${what} must be between ${min} and ${max} characters`;

const slug = z.string()
  .min(SLUG_MIN, between('Slug', SLUG_MIN, SLUG_MAX))
  .max(SLUG_MAX, between('Slug', SLUG_MIN, SLUG_MAX))
  .regex(SLUG_PATTERN, 'Slugs may contain only letters, digits, ".", "_" and "-"');
const name = z.string().trim()
  .min(ORGANIZATION_NAME_MIN, between('Name', ORGANIZATION_NAME_MIN, ORGANIZATION_NAME_MAX))
  .max(ORGANIZATION_NAME_MAX, between('Name', ORGANIZATION_NAME_MIN, ORGANIZATION_NAME_MAX));
const description = z.string().trim()
  .min(ORGANIZATION_DESCRIPTION_MIN, between('Description', ORGANIZATION_DESCRIPTION_MIN, ORGANIZATION_DESCRIPTION_MAX))
  .max(ORGANIZATION_DESCRIPTION_MAX, between('Description', ORGANIZATION_DESCRIPTION_MIN, ORGANIZATION_DESCRIPTION_MAX));
const bits = (all: number) => z.number().int().min(0).max(all, `permissions are a bitset of at most ${all}`);
const role = z.string().trim().min(1).max(MEMBER_ROLE_MAX);
const userId = z.string().min(1).max(64);

export const createOrganizationBody = z.object({ slug, name, description });
export type CreateOrganization = z.infer<typeof createOrganizationBody>;

export const patchOrganizationBody = z.object({ slug: slug.optional(), name: name.optional(), description: description.optional() });
export type PatchOrganization = z.infer<typeof patchOrganizationBody>;

/** `permissions` are what the member holds on the organization's projects; `organization_permissions` on the organization. */
export const inviteMemberBody = z.object({
  user_id: userId,
  role: role.default('Member'),
  permissions: bits(ALL_PROJECT_PERMISSIONS).default(0),
  organization_permissions: bits(ALL_ORGANIZATION_PERMISSIONS).default(0),
});
export type InviteMember = z.infer<typeof inviteMemberBody>;

export const editMemberBody = z.object({
  role: role.optional(),
  permissions: bits(ALL_PROJECT_PERMISSIONS).optional(),
  organization_permissions: bits(ALL_ORGANIZATION_PERMISSIONS).optional(),
  ordering: z.number().int().optional(),
});
export type EditMember = z.infer<typeof editMemberBody>;

export const transferOwnershipBody = z.object({ user_id: userId });
export const addProjectBody = z.object({ project_id: z.string().min(1).max(64).describe('project ID or slug') });
export const removeProjectBody = z.object({ new_owner: userId.describe('ID or username of the organization member who becomes the project owner') });
