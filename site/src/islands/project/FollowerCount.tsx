// A project's follower count for a signed-in viewer: follows the Follow button, counting the viewer in or out.
import { useFollowing } from './following.ts';

interface Count {
  number: string;
  label: string;
}

interface Props {
  projectId: string;
  following: boolean;
  /** The count as shown with the viewer following and without, each formatted and worded on the server. */
  counts: { following: Count; notFollowing: Count };
}

export default function FollowerCount({ projectId, following: rendered, counts }: Props) {
  const [following] = useFollowing(projectId, rendered);
  const count = following ? counts.following : counts.notFollowing;
  return <><strong>{count.number}</strong> {count.label}</>;
}
