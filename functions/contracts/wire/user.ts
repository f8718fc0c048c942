// The v2 and v3 User shapes the API answers (api-compat §user-v2, §v3-users), for the server's views and the islands alike.
import type { UserRole } from '../enums.ts';

interface UserProfileFields {
  id: string;
  username: string;
  avatar_url: string | null;
  bio: string | null;
  created: string;
  role: UserRole;
  badges: number;
}

/** How the user signs in: read by the user themself (and admins); everyone else gets nulls. */
export type UserPrivateFields =
  | { auth_providers: null; email: null; email_verified: null; has_password: null; has_totp: null; payout_data: null }
  | {
    auth_providers: string[];
    /** Null without the USER_READ_EMAIL scope, even for the user themself. */
    email: string | null;
    email_verified: boolean;
    has_password: boolean;
    has_totp: boolean;
    payout_data: null;
  };

export type UserV2 = UserProfileFields & UserPrivateFields & { name: null; github_id: null };

export type UserV3 = UserProfileFields & UserPrivateFields & { stripe_customer_id: null; allow_friend_requests: boolean; github_id: null };
