// Public profile edits (api-compat §user-routes, §limits): the PATCH /v2/user body and the icon formats.
import { z } from 'zod';
import { USER_ROLES } from './enums.ts';
import { USER_BIO_MAX, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from './limits.ts';

export const usernameSchema = z.string().min(USERNAME_MIN).max(USERNAME_MAX).regex(USERNAME_PATTERN, 'Usernames may contain only letters, digits, ".", "_" and "-"');
export const bioSchema = z.string().max(USER_BIO_MAX, `Bios are at most ${USER_BIO_MAX} characters`);

/** Unknown keys (and the display name v2 no longer has) are ignored, as api-compat §request-formats says. */
export const userPatchBody = z.object({
  username: usernameSchema.optional(),
  bio: bioSchema.nullable().optional(),
  name: z.unknown().optional(),
  role: z.enum(USER_ROLES).optional(),
  badges: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  allow_friend_requests: z.boolean().optional(),
});
export type UserPatch = z.infer<typeof userPatchBody>;

/** `ext` is required as on Modrinth, but the bytes decide the stored format (a ".jpg" that is a PNG is stored as PNG). */
export const iconQuery = z.object({
  ext: z.enum(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'], 'ext must name an image format: png, jpg, jpeg, gif, webp or bmp'),
});
