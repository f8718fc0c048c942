// Permission and badge bitflags of the API (api-compat §scopes, §permissions).
export const ProjectPermission = {
  UPLOAD_VERSION: 1 << 0,
  DELETE_VERSION: 1 << 1,
  EDIT_DETAILS: 1 << 2,
  EDIT_BODY: 1 << 3,
  MANAGE_INVITES: 1 << 4,
  REMOVE_MEMBER: 1 << 5,
  EDIT_MEMBER: 1 << 6,
  DELETE_PROJECT: 1 << 7,
  VIEW_ANALYTICS: 1 << 8,
  VIEW_PAYOUTS: 1 << 9,
} as const;
export const ALL_PROJECT_PERMISSIONS = 1023;

export const OrganizationPermission = {
  EDIT_DETAILS: 1 << 0,
  MANAGE_INVITES: 1 << 1,
  REMOVE_MEMBER: 1 << 2,
  EDIT_MEMBER: 1 << 3,
  ADD_PROJECT: 1 << 4,
  REMOVE_PROJECT: 1 << 5,
  DELETE_ORGANIZATION: 1 << 6,
  EDIT_MEMBER_DEFAULT_PERMISSIONS: 1 << 7,
} as const;
export const ALL_ORGANIZATION_PERMISSIONS = 255;

export const Badge = {
  MIDAS: 1 << 0,
  EARLY_MODPACK_ADOPTER: 1 << 1,
  EARLY_RESPACK_ADOPTER: 1 << 2,
  EARLY_PLUGIN_ADOPTER: 1 << 3,
  ALPHA_TESTER: 1 << 4,
  CONTRIBUTOR: 1 << 5,
  TRANSLATOR: 1 << 6,
  AFFILIATE: 1 << 7,
} as const;
