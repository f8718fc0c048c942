// Who receives a project's share: its team members by their payout split; when nobody in the project's team has a
// split, its organization's members by theirs; when nobody there either, the owner takes it all.
import type { Split } from './queries.ts';

export function recipientWeights(projectTeam: Split[], organizationTeam: Split[]): { key: string; weight: number }[] {
  for (const team of [projectTeam, organizationTeam]) {
    const splitting = team.filter((member) => member.split > 0);
    if (splitting.length > 0) return splitting.map((member) => ({ key: member.userId, weight: member.split }));
  }
  const owner = projectTeam.find((member) => member.isOwner) ?? organizationTeam.find((member) => member.isOwner);
  return owner ? [{ key: owner.userId, weight: 1 }] : [];
}
