// Token scopes: bit positions of the contract (§1.10) with the labels and descriptions shown to people.
export const SCOPES = [
  { bit: 0, name: 'USER_READ_EMAIL', label: 'Read user email', description: 'Read your email address' },
  { bit: 1, name: 'USER_READ', label: 'Read user data', description: 'Access your public profile information' },
  { bit: 2, name: 'USER_WRITE', label: 'Write user data', description: 'Write to your profile' },
  { bit: 3, name: 'USER_DELETE', label: 'Delete your account', description: 'Delete your account', restricted: true },
  { bit: 4, name: 'USER_AUTH_WRITE', label: 'Write auth data', description: 'Modify your authentication data', restricted: true },
  { bit: 5, name: 'NOTIFICATION_READ', label: 'Read notifications', description: 'Read your notifications' },
  { bit: 6, name: 'NOTIFICATION_WRITE', label: 'Write notifications', description: 'Delete and view your notifications' },
  { bit: 7, name: 'PAYOUTS_READ', label: 'Read payouts', description: 'Read your payouts data' },
  { bit: 8, name: 'PAYOUTS_WRITE', label: 'Write payouts', description: 'Withdraw money' },
  { bit: 9, name: 'ANALYTICS', label: 'Read analytics', description: 'Access your analytics data' },
  { bit: 10, name: 'PROJECT_CREATE', label: 'Create projects', description: 'Create new projects' },
  { bit: 11, name: 'PROJECT_READ', label: 'Read projects', description: 'Read all your projects' },
  { bit: 12, name: 'PROJECT_WRITE', label: 'Write projects', description: 'Write to project data' },
  { bit: 13, name: 'PROJECT_DELETE', label: 'Delete projects', description: 'Delete your projects' },
  { bit: 14, name: 'VERSION_CREATE', label: 'Create versions', description: 'Create new versions' },
  { bit: 15, name: 'VERSION_READ', label: 'Read versions', description: 'Read all versions' },
  { bit: 16, name: 'VERSION_WRITE', label: 'Write versions', description: 'Write to version data' },
  { bit: 17, name: 'VERSION_DELETE', label: 'Delete versions', description: 'Delete a version' },
  { bit: 18, name: 'REPORT_CREATE', label: 'Create reports', description: 'Create reports' },
  { bit: 19, name: 'REPORT_READ', label: 'Read reports', description: 'Read reports' },
  { bit: 20, name: 'REPORT_WRITE', label: 'Write reports', description: 'Edit reports' },
  { bit: 21, name: 'REPORT_DELETE', label: 'Delete reports', description: 'Delete reports' },
  { bit: 22, name: 'THREAD_READ', label: 'Read threads', description: 'Read threads' },
  { bit: 23, name: 'THREAD_WRITE', label: 'Write threads', description: 'Write to threads' },
  { bit: 24, name: 'PAT_CREATE', label: 'Create PATs', description: 'Create personal API tokens', restricted: true },
  { bit: 25, name: 'PAT_READ', label: 'Read PATs', description: 'View created API tokens', restricted: true },
  { bit: 26, name: 'PAT_WRITE', label: 'Write PATs', description: 'Edit personal API tokens', restricted: true },
  { bit: 27, name: 'PAT_DELETE', label: 'Delete PATs', description: 'Delete your personal API tokens', restricted: true },
  { bit: 28, name: 'SESSION_READ', label: 'Read sessions', description: 'Read active sessions', restricted: true },
  { bit: 29, name: 'SESSION_DELETE', label: 'Delete sessions', description: 'Delete sessions', restricted: true },
  { bit: 30, name: 'PERFORM_ANALYTICS', label: 'Perform analytics', description: 'Perform analytics actions', restricted: true },
  { bit: 31, name: 'COLLECTION_CREATE', label: 'Create collections', description: 'Create collections' },
  { bit: 32, name: 'COLLECTION_READ', label: 'Read collections', description: 'Read collections' },
  { bit: 33, name: 'COLLECTION_WRITE', label: 'Write collections', description: 'Write to collections' },
  { bit: 34, name: 'COLLECTION_DELETE', label: 'Delete collections', description: 'Delete collections' },
  { bit: 35, name: 'ORGANIZATION_CREATE', label: 'Create organizations', description: 'Create organizations' },
  { bit: 36, name: 'ORGANIZATION_READ', label: 'Read organizations', description: 'Read organizations' },
  { bit: 37, name: 'ORGANIZATION_WRITE', label: 'Write organizations', description: 'Write to organizations' },
  { bit: 38, name: 'ORGANIZATION_DELETE', label: 'Delete organizations', description: 'Delete organizations' },
  { bit: 39, name: 'SESSION_ACCESS', label: 'Access sessions', description: 'Access Kiln-issued sessions', restricted: true },
] as const;

export type ScopeName = (typeof SCOPES)[number]['name'];

/** Scope bitsets go up to bit 47, within the exact range of a JS number. */
export const scope = (name: ScopeName): number => 2 ** SCOPES.find((entry) => entry.name === name)!.bit;

export const hasScope = (scopes: number, name: ScopeName): boolean => Math.floor(scopes / scope(name)) % 2 === 1;

export const ALL_SCOPES = SCOPES.reduce((sum, entry) => sum + 2 ** entry.bit, 0);

export const RESTRICTED_SCOPES = SCOPES.filter((entry) => 'restricted' in entry && entry.restricted)
  .reduce((sum, entry) => sum + 2 ** entry.bit, 0);
