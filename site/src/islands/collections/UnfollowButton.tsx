// "Unfollow" beside a project of the automatic followed-projects list: unfollows it and reloads the list.
import { useEffect, useState } from 'react';
import { configureApi } from '#site/lib/api.ts';
import { unfollowProject } from '#site/lib/api-projects.ts';

interface Props {
  projectId: string;
  strings: { unfollow: string; label: string; errorTitle: string };
}

export default function UnfollowButton({ projectId, strings }: Props) {
  useEffect(() => configureApi({ errorTitle: strings.errorTitle }), [strings.errorTitle]);
  const [busy, setBusy] = useState(false);
  async function unfollow() {
    setBusy(true);
    try {
      await unfollowProject(projectId);
      window.location.reload();
    } catch {
      setBusy(false);
    }
  }
  return <button type="button" className="button" disabled={busy} aria-label={strings.label} onClick={unfollow}>{strings.unfollow}</button>;
}
