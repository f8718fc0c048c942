// Token scopes: bit positions of the API (api-compat §scopes); their labels and descriptions live in the site's `scopes` messages.
export const SCOPES = [
  { bit: 0, name: 'USER_READ_EMAIL' },
  { bit: 1, name: 'USER_READ' },
  { bit: 2, name: 'USER_WRITE' },
  { bit: 3, name: 'USER_DELETE', restricted: true },
  { bit: 4, name: 'USER_AUTH_WRITE', restricted: true },
  { bit: 5, name: 'NOTIFICATION_READ' },
  { bit: 6, name: 'NOTIFICATION_WRITE' },
  { bit: 7, name: 'PAYOUTS_READ' },
  { bit: 8, name: 'PAYOUTS_WRITE' },
  { bit: 9, name: 'ANALYTICS' },
  { bit: 10, name: 'PROJECT_CREATE' },
  { bit: 11, name: 'PROJECT_READ' },
  { bit: 12, name: 'PROJECT_WRITE' },
  { bit: 13, name: 'PROJECT_DELETE' },
  { bit: 14, name: 'VERSION_CREATE' },
  { bit: 15, name: 'VERSION_READ' },
  { bit: 16, name: 'VERSION_WRITE' },
  { bit: 17, name: 'VERSION_DELETE' },
  { bit: 18, name: 'REPORT_CREATE' },
  { bit: 19, name: 'REPORT_READ' },
  { bit: 20, name: 'REPORT_WRITE' },
  { bit: 21, name: 'REPORT_DELETE' },
  { bit: 22, name: 'THREAD_READ' },
  { bit: 23, name: 'THREAD_WRITE' },
  { bit: 24, name: 'PAT_CREATE', restricted: true },
  { bit: 25, name: 'PAT_READ', restricted: true },
  { bit: 26, name: 'PAT_WRITE', restricted: true },
  { bit: 27, name: 'PAT_DELETE', restricted: true },
  { bit: 28, name: 'SESSION_READ', restricted: true },
  { bit: 29, name: 'SESSION_DELETE', restricted: true },
  { bit: 30, name: 'PERFORM_ANALYTICS', restricted: true },
  { bit: 31, name: 'COLLECTION_CREATE' },
  { bit: 32, name: 'COLLECTION_READ' },
  { bit: 33, name: 'COLLECTION_WRITE' },
  { bit: 34, name: 'COLLECTION_DELETE' },
  { bit: 35, name: 'ORGANIZATION_CREATE' },
  { bit: 36, name: 'ORGANIZATION_READ' },
  { bit: 37, name: 'ORGANIZATION_WRITE' },
  { bit: 38, name: 'ORGANIZATION_DELETE' },
  { bit: 39, name: 'SESSION_ACCESS', restricted: true },
  { bit: 40, name: 'SERVER_READ' },
  { bit: 41, name: 'SERVER_WRITE' },
] as const;

export type ScopeName = (typeof SCOPES)[number]['name'];

/** Scope bitsets go up to bit 47, within the exact range of a JS number. */
export const scope = (name: ScopeName): number => 2 ** SCOPES.find((entry) => entry.name === name)!.bit;

export const hasScope = (scopes: number, name: ScopeName): boolean => Math.floor(scopes / scope(name)) % 2 === 1;

export const ALL_SCOPES = SCOPES.reduce((sum, entry) => sum + 2 ** entry.bit, 0);

export const RESTRICTED_SCOPES = SCOPES.filter((entry) => 'restricted' in entry && entry.restricted)
  .reduce((sum, entry) => sum + 2 ** entry.bit, 0);
