// User rows to the v2 and v3 wire shapes; private fields only for the user themself (api-compat §user-v2, §v3-users).
import { hasScope } from '#contracts/scopes.ts';
import { storedFileUrl } from '#contracts/stored-files.ts';
import type { UserPrivateFields, UserV2, UserV3 } from '#contracts/wire/user.ts';
import type { Viewer } from '#access';
import { isoDate } from '#lib/dates.ts';
import type { UserRow } from './queries.ts';

export const seesPrivateFields = (row: Pick<UserRow, 'id'>, viewer: Viewer | null): viewer is Viewer =>
  viewer !== null && (viewer.userId === row.id || viewer.role === 'admin');

/** What only the user themself (and admins) may see about how they sign in. */
export interface SignInMethods {
  authProviders: string[];
  hasTotp: boolean;
}

const NO_METHODS: SignInMethods = { authProviders: [], hasTotp: false };

function privateFields(row: UserRow, viewer: Viewer | null, { authProviders, hasTotp }: SignInMethods): UserPrivateFields {
  if (!seesPrivateFields(row, viewer)) {
    return { auth_providers: null, email: null, email_verified: null, has_password: null, has_totp: null, payout_data: null };
  }
  return {
    auth_providers: authProviders,
    email: hasScope(viewer.scopes, 'USER_READ_EMAIL') ? row.email : null,
    email_verified: row.emailVerified,
    has_password: row.passwordHash !== null,
    has_totp: hasTotp,
    payout_data: null,
  };
}

const profileFields = (row: UserRow, cdnUrl: string) => ({
  avatar_url: storedFileUrl(cdnUrl, row.avatarUrl),
  bio: row.bio,
  created: isoDate(row.created),
  role: row.role,
  badges: row.badges,
});

/** `methods`: linked sign-in providers and two-factor state, shown only to the user themself (and admins). */
/** `cdnUrl`: the root the stored avatar is served from. */
export function userV3View(row: UserRow, cdnUrl: string, viewer: Viewer | null = null, methods: SignInMethods = NO_METHODS): UserV3 {
  return {
    id: row.id,
    username: row.username,
    ...profileFields(row, cdnUrl),
    ...privateFields(row, viewer, methods),
    stripe_customer_id: null,
    allow_friend_requests: row.allowFriendRequests,
    github_id: null,
  };
}

export function userV2View(row: UserRow, cdnUrl: string, viewer: Viewer | null = null, methods: SignInMethods = NO_METHODS): UserV2 {
  return {
    id: row.id,
    username: row.username,
    name: null,
    ...profileFields(row, cdnUrl),
    ...privateFields(row, viewer, methods),
    github_id: null,
  };
}
