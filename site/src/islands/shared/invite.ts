// Inviting someone to a team by username, with one clear outcome for each way it can go (invited, no such user,
// already invited, already a member, failed) for the form to say beside itself: nothing here toasts or throws.
import { ApiRequestError } from '#site/lib/api.ts';
import { getUserByName } from '#site/lib/api-projects.ts';

export type InviteOutcome = 'invited' | 'noSuchUser' | 'alreadyInvited' | 'alreadyMember' | 'inviteFailed';

export interface KnownMember {
  userId: string;
  accepted: boolean;
}

/** The API's refusals when the list on the page is older than the team (api-compat §team-routes). */
const REFUSALS = new Map<string, InviteOutcome>([
  ['There is already a pending member request for this user', 'alreadyInvited'],
  ['The user is already a member of that team', 'alreadyMember'],
]);

/** `send` makes the invitation for a user id, quietly; `username` comes back as the account spells it. */
export async function inviteByName(
  name: string, members: readonly KnownMember[], send: (userId: string) => Promise<unknown>,
): Promise<{ outcome: InviteOutcome; username: string }> {
  let user;
  try {
    user = await getUserByName(name, true);
  } catch (error) {
    return { outcome: error instanceof ApiRequestError && error.status === 404 ? 'noSuchUser' : 'inviteFailed', username: name };
  }
  const known = members.find((member) => member.userId === user.id);
  if (known) return { outcome: known.accepted ? 'alreadyMember' : 'alreadyInvited', username: user.username };
  try {
    await send(user.id);
    return { outcome: 'invited', username: user.username };
  } catch (error) {
    const refusal = error instanceof ApiRequestError ? REFUSALS.get(error.message) : undefined;
    return { outcome: refusal ?? 'inviteFailed', username: user.username };
  }
}
