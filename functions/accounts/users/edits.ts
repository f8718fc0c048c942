// Profile writes: username, bio and staff fields, and the avatar image; shared by PATCH /v2/user and the settings page.
import type { Viewer } from '#access';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import type { UserPatch } from '#contracts/user-profile.ts';
import { ApiError } from '#contracts/errors.ts';
import type { Runtime } from '#platform/runtime.ts';
import { enqueueSearchRefresh } from '#search';
import { sniffImage } from '#images';
import { storeImage, uploadedImageKey } from '#images';
import { mayEditStaffFields, mayEditUser } from './policy.ts';
import { selectProjectIdsOfMember, updateUserRow, type UserRow } from './queries.ts';
import { resolveUser } from './service.ts';
import { usernameTaken } from './usernames.ts';
import { isUniqueViolation } from '#lib/db-errors.ts';

/** Problems the caller can fix; the settings page translates the code, the API answers the text as a 400. */
export type ProfileProblem = 'usernameTaken' | 'imageType' | 'imageTooLarge';

export const PROFILE_PROBLEM_TEXT: Record<ProfileProblem, string> = {
  usernameTaken: 'Username is already taken!',
  imageType: 'Unsupported image format: use PNG, JPEG, GIF, WebP or BMP',
  imageTooLarge: `Icons must be smaller than ${ICON_MAX_BYTES / 1024}KiB`,
};

export async function editableUser(runtime: Runtime, viewer: Viewer, key: string): Promise<UserRow> {
  const user = await resolveUser(runtime.db, key);
  if (!mayEditUser(viewer, user.id)) throw new ApiError('auth_error', 'You do not have permission to edit this user!');
  return user;
}


export async function updateProfile(runtime: Runtime, viewer: Viewer, key: string, patch: UserPatch): Promise<ProfileProblem | null> {
  const user = await editableUser(runtime, viewer, key);
  if ((patch.role !== undefined || patch.badges !== undefined) && !mayEditStaffFields(viewer)) {
    throw new ApiError('auth_error', 'You do not have permission to edit the role or badges of this user!');
  }
  const renamed = patch.username !== undefined && patch.username !== user.username;
  if (renamed && (await usernameTaken(runtime.db, patch.username!, user.id))) return 'usernameTaken';
  const changes = {
    ...(renamed ? { username: patch.username } : {}),
    ...(patch.bio !== undefined ? { bio: patch.bio?.trim() || null } : {}),
    ...(patch.role !== undefined ? { role: patch.role } : {}),
    ...(patch.badges !== undefined ? { badges: patch.badges } : {}),
    ...(patch.allow_friend_requests !== undefined ? { allowFriendRequests: patch.allow_friend_requests } : {}),
  };
  if (Object.keys(changes).length === 0) return null;
  try {
    await runtime.db.transaction(async (tx) => {
      await updateUserRow(tx, user.id, changes);
      // Search hits show the owner's username as the author.
      if (renamed) await enqueueSearchRefresh(tx, await selectProjectIdsOfMember(tx, user.id));
    });
  } catch (error) {
    // Two renames racing for one name: the unique index decides, and the loser hears the same answer as above.
    if (isUniqueViolation(error)) return 'usernameTaken';
    throw error;
  }
  return null;
}

/** Stores the new image first and forgets the old one last, so a failure never leaves the profile without its avatar. */
export async function replaceAvatar(runtime: Runtime, viewer: Viewer, key: string, bytes: Uint8Array): Promise<ProfileProblem | null> {
  const user = await editableUser(runtime, viewer, key);
  if (bytes.length > ICON_MAX_BYTES) return 'imageTooLarge';
  if (!sniffImage(bytes)) return 'imageType';
  const stored = await storeImage(runtime.blobs, { folder: `user/${user.id}`, bytes, maxBytes: ICON_MAX_BYTES });
  await updateUserRow(runtime.db, user.id, { avatarUrl: stored.key });
  const previous = uploadedImageKey(user.avatarUrl);
  if (previous && previous !== stored.key) await runtime.blobs.delete(previous);
  return null;
}

export async function removeAvatar(runtime: Runtime, viewer: Viewer, key: string): Promise<void> {
  const user = await editableUser(runtime, viewer, key);
  await updateUserRow(runtime.db, user.id, { avatarUrl: null });
  const previous = uploadedImageKey(user.avatarUrl);
  if (previous) await runtime.blobs.delete(previous);
}
