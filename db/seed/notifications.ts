// Demo notifications for the creator and the player, so a fresh dashboard has something to show: invitations that
// can really be accepted (each with its pending team membership), project updates and a status change.
import type { NotificationBody } from '#contracts/notifications.ts';
import { notificationBody } from '#contracts/notifications.ts';
import { ProjectPermission } from '#contracts/permissions.ts';
import type * as t from '../schema/index.ts';
import type { IdFactory } from './idgen.ts';
import type { OrganizationPlan, Person, TeamMemberRow } from './people.ts';
import type { ProjectPlan } from './plan.ts';
import { HOUR_MS } from './random.ts';
import { isPublicStatus } from './taxonomy.ts';

export type NotificationRow = typeof t.notifications.$inferInsert;

export interface NotificationInput {
  ids: IdFactory;
  creator: Person;
  player: Person;
  plans: readonly ProjectPlan[];
  orgs: readonly OrganizationPlan[];
  /** Every team membership planned so far, to invite only people who are not in the team yet. */
  members: readonly TeamMemberRow[];
  /** Projects the player follows, in the order their follows were planned. */
  playerFollows: readonly string[];
  now: number;
}

const INVITED_PERMISSIONS = ProjectPermission.UPLOAD_VERSION | ProjectPermission.EDIT_BODY;

export function planDemoNotifications(input: NotificationInput): { notifications: NotificationRow[]; invitations: TeamMemberRow[] } {
  const { ids, creator, player, plans, orgs, now } = input;
  const notifications: NotificationRow[] = [];
  const invitations: TeamMemberRow[] = [];
  const inTeam = (teamId: string, userId: string) =>
    [...input.members, ...invitations].some((member) => member.teamId === teamId && member.userId === userId);
  const add = (userId: string, body: NotificationBody, hoursAgo: number, read = false) => {
    notifications.push({ id: ids.next(), userId, body: notificationBody.parse(body), read, created: new Date(now - hoursAgo * HOUR_MS) });
  };
  const invite = (teamId: string, userId: string, role: string, organizationPermissions: number | null) => {
    invitations.push({
      id: ids.next(), teamId, userId, role, isOwner: false, permissions: INVITED_PERMISSIONS, organizationPermissions,
      accepted: false, payoutsSplit: 0, ordering: 99,
    });
  };

  const teamProject = plans.find((plan) => isPublicStatus(plan.status) && !plan.organization && plan.owner.id !== creator.id && !inTeam(plan.teamId, creator.id));
  if (teamProject) {
    invite(teamProject.teamId, creator.id, 'Contributor', null);
    add(creator.id, { type: 'team_invite', project_id: teamProject.id, team_id: teamProject.teamId, invited_by: teamProject.owner.id, role: 'Contributor' }, 3);
  }
  const organization = orgs.find((org) => org.owner.id !== creator.id && !inTeam(org.teamId, creator.id));
  if (organization) {
    invite(organization.teamId, creator.id, 'Member', 0);
    add(creator.id, {
      type: 'organization_invite', organization_id: organization.id, team_id: organization.teamId, invited_by: organization.owner.id, role: 'Member',
    }, 6);
  }
  const approved = plans.find((plan) => plan.owner.id === creator.id && plan.status === 'approved');
  if (approved) add(creator.id, { type: 'status_change', project_id: approved.id, old_status: 'processing', new_status: 'approved' }, 30, true);

  const followed = input.playerFollows.map((id) => plans.find((plan) => plan.id === id)).filter((plan) => plan !== undefined);
  followed.slice(0, 3).forEach((plan, i) => {
    const latest = plan.versions[plan.versions.length - 1];
    if (latest) add(player.id, { type: 'project_update', project_id: plan.id, version_id: latest.id }, 2 + i * 20, i === 2);
  });
  if (approved && !inTeam(approved.teamId, player.id)) {
    invite(approved.teamId, player.id, 'Tester', null);
    add(player.id, { type: 'team_invite', project_id: approved.id, team_id: approved.teamId, invited_by: creator.id, role: 'Tester' }, 5);
  }
  return { notifications, invitations };
}
