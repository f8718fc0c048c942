// The one table of who may change what on a project: each writable field (and action) with the permission bit or
// staff role it needs. PATCH, bulk PATCH, icon, gallery and delete all check through it.
import { isStaff, type Viewer } from '#access';
import { ProjectPermission } from '#contracts/permissions.ts';
import { ApiError } from '#contracts/errors.ts';
import { hasPermission } from '#access';

export type FieldRule = { permission: number } | { staff: true };

const details: FieldRule = { permission: ProjectPermission.EDIT_DETAILS };
const staff: FieldRule = { staff: true };

export const PROJECT_FIELD_RULES = {
  title: details,
  description: details,
  body: { permission: ProjectPermission.EDIT_BODY },
  categories: details,
  additional_categories: details,
  add_categories: details,
  remove_categories: details,
  add_additional_categories: details,
  remove_additional_categories: details,
  issues_url: details,
  source_url: details,
  wiki_url: details,
  discord_url: details,
  license_url: details,
  donation_urls: details,
  add_donation_urls: details,
  remove_donation_urls: details,
  license_id: details,
  client_side: details,
  server_side: details,
  slug: details,
  status: details,
  requested_status: details,
  moderation_message: staff,
  moderation_message_body: staff,
  monetization_status: staff,
  icon: details,
  gallery: details,
  delete: { permission: ProjectPermission.DELETE_PROJECT },
} as const satisfies Record<string, FieldRule>;

export type ProjectField = keyof typeof PROJECT_FIELD_RULES;

export const isProjectField = (name: string): name is ProjectField => Object.hasOwn(PROJECT_FIELD_RULES, name);

export function mayChange(field: ProjectField, permissions: number, viewer: Viewer): boolean {
  const rule: FieldRule = PROJECT_FIELD_RULES[field];
  return 'staff' in rule ? isStaff(viewer) : hasPermission(permissions, rule.permission);
}

/** The first of these fields the viewer may not change, answered as the API's 401 (api-compat §errors). */
export function assertMayChange(fields: Iterable<string>, permissions: number, viewer: Viewer, projectTitle: string): void {
  for (const field of fields) {
    if (!isProjectField(field) || mayChange(field, permissions, viewer)) continue;
    const what = field === 'delete' ? 'delete' : field === 'icon' || field === 'gallery' ? `edit the ${field} of` : `change the ${field} of`;
    throw new ApiError('auth_error', `You do not have permission to ${what} the project ${projectTitle}`);
  }
}
