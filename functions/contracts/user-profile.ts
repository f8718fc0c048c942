// Public profile edits (contract §4.6, §5): the PATCH /v2/user body, icon formats and the icon size limit.
import { z } from 'zod';
import { USER_ROLES } from './enums.ts';
import { USER_BIO_MAX, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from './limits.ts';

/** The server reads at most 256 KiB of an icon (contract §4.6; the older spec's 2 MiB is not what it does). */
export const USER_ICON_MAX_BYTES = 256 * 1024;

export const usernameSchema = z.string().min(USERNAME_MIN).max(USERNAME_MAX).regex(USERNAME_PATTERN, 'Usernames may contain only letters, digits, ".", "_" and "-"');
export const bioSchema = z.string().max(USER_BIO_MAX, `Bios are at most ${USER_BIO_MAX} characters`);

/** Unknown keys (and the display name v2 no longer has) are ignored, as the contract's §1.2 says. */
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
