// The public-profile settings form: checks every field (avatar included) before saving any, then saves them.
import type { Viewer } from '#access';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import { bioSchema, usernameSchema } from '#contracts/user-profile.ts';
import { sniffImage } from '#images';
import type { Runtime } from '#platform/runtime.ts';
import { removeAvatar, replaceAvatar, updateProfile, type ProfileProblem } from '../users/edits.ts';

/** Codes are message keys under profileSettings.errors in the site's message files. */
export type ProfileFormProblem = ProfileProblem | 'usernameInvalid' | 'bioTooLong';

export interface ProfileForm {
  username: string;
  bio: string;
  /** The chosen avatar file's bytes; null when none was chosen. */
  avatar: Uint8Array | null;
}

export function profileFormProblem(form: ProfileForm): ProfileFormProblem | null {
  if (!usernameSchema.safeParse(form.username).success) return 'usernameInvalid';
  if (!bioSchema.safeParse(form.bio).success) return 'bioTooLong';
  if (form.avatar && form.avatar.length > ICON_MAX_BYTES) return 'imageTooLarge';
  if (form.avatar && !sniffImage(form.avatar)) return 'imageType';
  return null;
}

export async function saveProfileForm(runtime: Runtime, viewer: Viewer, form: ProfileForm): Promise<ProfileFormProblem | null> {
  const problem = profileFormProblem(form);
  if (problem) return problem;
  const saved = await updateProfile(runtime, viewer, viewer.userId, { username: form.username, bio: form.bio });
  if (saved) return saved;
  return form.avatar ? replaceAvatar(runtime, viewer, viewer.userId, form.avatar) : null;
}

export const removeOwnAvatar = (runtime: Runtime, viewer: Viewer) => removeAvatar(runtime, viewer, viewer.userId);
