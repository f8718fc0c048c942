// An invitee's answer on the project page: accept (join the team) or decline (remove the pending invite).
import { useState } from 'react';
import { joinTeam, removeMember } from '#site/lib/api-projects.ts';
import type { Messages } from '#site/lib/messages.ts';
import { useApiStrings } from './shared.tsx';

interface Props {
  teamId: string;
  viewerId: string;
  strings: Messages<'projectSettings.invite'> & { errorTitle: string };
}

export default function InviteResponse({ teamId, viewerId, strings }: Props) {
  useApiStrings(strings.errorTitle);
  const [busy, setBusy] = useState(false);
  async function answer(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
      window.location.reload();
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="card invite-banner" role="region" aria-label={strings.text}>
      <p>{strings.text}</p>
      <div className="invite-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => answer(() => joinTeam(teamId))}>{strings.accept}</button>
        <button type="button" className="button" disabled={busy} onClick={() => answer(() => removeMember(teamId, viewerId))}>{strings.decline}</button>
      </div>
    </div>
  );
}
