// DELETE /v2/user/{id|username}: the account holder (through a website session, USER_DELETE being restricted) or an
// admin removes an account, with the same refusal as the settings page when projects would be left without an owner.
import type { Viewer } from '#access';
import { removeAccount } from '../security/delete-account.ts';
import { badRequest } from '#contracts/errors.ts';
import type { Runtime } from '#platform/runtime.ts';
import { editableUser } from './edits.ts';

export async function deleteUser(runtime: Runtime, viewer: Viewer, key: string): Promise<void> {
  const user = await editableUser(runtime, viewer, key);
  const outcome = await removeAccount(runtime.db, user.id);
  if ('error' in outcome) {
    const owned = [...outcome.blockers.projects.map((row) => row.title), ...outcome.blockers.organizations.map((row) => row.name)];
    throw badRequest(`Transfer or delete what only this account owns first: ${owned.join(', ')}`);
  }
}
