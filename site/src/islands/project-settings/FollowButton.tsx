// Follow or unfollow a project from its header (signed-in viewers only; visitors get a sign-in link instead).
import { useState } from 'react';
import { useFollowing } from '../project/following.ts';
import { followProject, unfollowProject } from '#site/lib/api-projects.ts';
import { useApiStrings } from './shared.tsx';

interface Props {
  projectId: string;
  following: boolean;
  strings: { follow: string; unfollow: string; errorTitle: string };
}

export default function FollowButton({ projectId, following: rendered, strings }: Props) {
  useApiStrings(strings.errorTitle);
  const [following, setFollowing] = useFollowing(projectId, rendered);
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    try {
      await (following ? unfollowProject(projectId) : followProject(projectId));
      setFollowing(!following);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={following ? 'button following' : 'button'} aria-pressed={following} disabled={busy} onClick={toggle}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill={following ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
      </svg>
      {following ? strings.unfollow : strings.follow}
    </button>
  );
}
