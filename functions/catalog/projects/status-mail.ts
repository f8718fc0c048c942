// The mail a project's owner gets when its status is decided for them (a review decision, a moderator's change through
// the API, Kiln's automatic approval), written in the language the owner last used the site in.
import { and, eq } from 'drizzle-orm';
import { preferredLocaleOf } from '#access';
import { composeAccountMail, type AccountMailKind } from '#accounts';
import * as t from '#db/schema/index.ts';
import type { ProjectStatus } from '#contracts/enums.ts';
import type { Mailing } from '#platform/runtime.ts';
import type { Conn } from './write-queries.ts';

const KINDS: Partial<Record<ProjectStatus, AccountMailKind>> = {
  approved: 'projectApproved',
  unlisted: 'projectUnlisted',
  private: 'projectPrivate',
  rejected: 'projectRejected',
  withheld: 'projectWithheld',
};

/** The owner of the project's team, else of its organization's team. */
async function selectProjectOwner(db: Conn, projectId: string) {
  const ownerOf = async (teamId: string) => {
    const [row] = await db.select({ id: t.users.id, username: t.users.username, email: t.users.email })
      .from(t.teamMembers).innerJoin(t.users, eq(t.users.id, t.teamMembers.userId))
      .where(and(eq(t.teamMembers.teamId, teamId), eq(t.teamMembers.isOwner, true))).limit(1);
    return row ?? null;
  };
  const [project] = await db.select({ teamId: t.projects.teamId, organizationTeamId: t.organizations.teamId }).from(t.projects)
    .leftJoin(t.organizations, eq(t.organizations.id, t.projects.organizationId)).where(eq(t.projects.id, projectId)).limit(1);
  if (!project) return null;
  return (await ownerOf(project.teamId)) ?? (project.organizationTeamId ? ownerOf(project.organizationTeamId) : null);
}

export interface StatusDecisionMail {
  project: { id: string; slug: string | null; title: string };
  status: ProjectStatus;
  /** The moderators' words to the team, quoted in the mail. */
  message: string | null;
  /** Who decided (null: Kiln itself); nobody is mailed about their own change. */
  decidedBy: string | null;
}

export async function mailStatusDecision({ db, config, mail }: Mailing, decision: StatusDecisionMail): Promise<void> {
  const owner = await selectProjectOwner(db, decision.project.id);
  if (!owner?.email || owner.id === decision.decidedBy) return;
  const { project, status } = decision;
  await mail.send(composeAccountMail(KINDS[status] ?? 'projectStatusChanged', {
    to: owner.email, locale: await preferredLocaleOf(db, owner.id), username: owner.username,
    link: `${config.publicUrl}/project/${project.slug ?? project.id}/moderation`,
    values: { project: project.title, status }, quote: decision.message,
  }));
}
