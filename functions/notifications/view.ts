// Notification rows to the v2 and v3 shapes: title, text, link and actions are derived from the stored body when read.
import { notificationBody, type NotificationBody } from '#contracts/notifications.ts';
import type { ProjectStatus } from '#contracts/enums.ts';
import type { NotificationAction, NotificationV2 } from '#contracts/wire/notification.ts';
import { isoDate } from '#lib/dates.ts';
import type { NotificationRow, ReferenceIds, References } from './queries.ts';

export interface NotificationPresentation {
  title: string;
  text: string;
  link: string;
  actions: NotificationAction[];
}

/** Words for statuses in sentences (the wire values are not meant for people). */
const STATUS_WORDS: Record<ProjectStatus, string> = {
  approved: 'Listed', archived: 'Archived', rejected: 'Rejected', draft: 'Draft', unlisted: 'Unlisted',
  processing: 'Under review', withheld: 'Withheld', scheduled: 'Scheduled', private: 'Private', unknown: 'Unknown',
};

/** Stored bodies are validated on write; anything that no longer parses is shown as an unknown notification. */
export const parseBody = (body: unknown): NotificationBody | null => {
  const parsed = notificationBody.safeParse(body);
  return parsed.success ? parsed.data : null;
};

/** The ids a set of bodies mentions, so the names can be read in one go. */
export function referencedIds(bodies: readonly (NotificationBody | null)[]): ReferenceIds {
  const ids = { projects: new Set<string>(), versions: new Set<string>(), organizations: new Set<string>(), users: new Set<string>() };
  for (const body of bodies) {
    if (!body) continue;
    if ('project_id' in body && body.project_id) ids.projects.add(body.project_id);
    if (body.type === 'project_update') ids.versions.add(body.version_id);
    if (body.type === 'organization_invite') ids.organizations.add(body.organization_id);
    if (body.type === 'team_invite' || body.type === 'organization_invite') ids.users.add(body.invited_by);
    if (body.type === 'project_transferred') {
      if (body.new_owner_id) ids.users.add(body.new_owner_id);
      if (body.new_owner_organization_id) ids.organizations.add(body.new_owner_organization_id);
    }
  }
  return { projects: [...ids.projects], versions: [...ids.versions], organizations: [...ids.organizations], users: [...ids.users] };
}

const projectPath = (projectId: string) => `/project/${projectId}`;
const quoted = (name: string | undefined, fallback: string) => (name === undefined ? fallback : `“${name}”`);

export function presentNotification(body: NotificationBody | null, recipientId: string, refs: References): NotificationPresentation {
  if (!body) return { title: 'Notification', text: 'This notification can no longer be shown.', link: '#', actions: [] };
  const project = 'project_id' in body && body.project_id ? quoted(refs.projectTitles.get(body.project_id), 'a project') : '';
  const inviter = 'invited_by' in body ? (refs.usernames.get(body.invited_by) ?? 'Someone') : '';
  switch (body.type) {
    case 'project_update': {
      const version = refs.versionNumbers.get(body.version_id) ?? 'a new version';
      return {
        title: 'A project you follow has been updated',
        text: `${project} has released a new version: ${version}`,
        link: `${projectPath(body.project_id)}/version/${body.version_id}`,
        actions: [],
      };
    }
    case 'team_invite':
      return {
        title: 'You have been invited to join a team',
        text: `${inviter} invited you to join the team of ${project} as ${body.role}`,
        link: projectPath(body.project_id),
        actions: [
          { title: 'Accept', action_route: ['POST', `team/${body.team_id}/join`] },
          { title: 'Deny', action_route: ['DELETE', `team/${body.team_id}/members/${recipientId}`] },
        ],
      };
    case 'organization_invite': {
      const organization = refs.organizations.get(body.organization_id);
      return {
        title: 'You have been invited to join an organization',
        text: `${inviter} invited you to join ${quoted(organization?.name, 'an organization')} as ${body.role}`,
        link: `/organization/${organization?.slug ?? body.organization_id}`,
        actions: [
          { title: 'Accept', action_route: ['POST', `organization/${body.organization_id}/join`] },
          { title: 'Deny', action_route: ['DELETE', `organization/${body.organization_id}/members/${recipientId}`] },
        ],
      };
    }
    case 'status_change':
      return {
        title: 'Project status has changed',
        text: `The status of ${project} has changed from ${STATUS_WORDS[body.old_status]} to ${STATUS_WORDS[body.new_status]}`,
        link: projectPath(body.project_id),
        actions: [],
      };
    case 'moderator_message':
      return {
        title: 'A moderator has sent you a message',
        text: body.project_id ? `About ${project}. Open it to read the message.` : 'Open it to read the message.',
        link: body.project_id ? `${projectPath(body.project_id)}/moderation` : body.report_id ? `/dashboard/report/${body.report_id}` : '#',
        actions: [],
      };
    case 'pat_created':
      return {
        title: 'A personal access token was created',
        text: `The personal access token “${body.token_name}” was created on your account. If this was not you, revoke it and change your password.`,
        link: '/settings/pats',
        actions: [],
      };
    case 'report_submitted':
      return {
        title: 'Your report has been submitted',
        text: 'Moderators will review it; you can follow it from your dashboard.',
        link: `/dashboard/report/${body.report_id}`,
        actions: [],
      };
    case 'report_status_updated':
      return {
        title: 'Your report has been updated',
        text: 'A moderator has updated the status of your report.',
        link: `/dashboard/report/${body.report_id}`,
        actions: [],
      };
    case 'project_transferred': {
      const organization = body.new_owner_organization_id ? refs.organizations.get(body.new_owner_organization_id) : undefined;
      const owner = organization ? quoted(organization.name, 'an organization')
        : body.new_owner_id ? (refs.usernames.get(body.new_owner_id) ?? 'another user') : 'a new owner';
      return {
        title: 'A project has been transferred',
        text: `${project} has been transferred to ${owner}`,
        link: projectPath(body.project_id),
        actions: [],
      };
    }
  }
}

export function notificationV2View(row: NotificationRow, refs: References): NotificationV2 {
  const body = parseBody(row.body);
  const shown = presentNotification(body, row.userId, refs);
  return {
    id: row.id,
    user_id: row.userId,
    type: body?.type ?? null,
    title: shown.title,
    text: shown.text,
    link: shown.link,
    read: row.read,
    created: isoDate(row.created),
    actions: shown.actions,
    body: body ?? { type: 'unknown' },
  };
}

/** v3 calls the titles `name` (api-compat §v3-shapes). */
export function notificationV3View(row: NotificationRow, refs: References) {
  const { title, actions, type: _legacyType, ...rest } = notificationV2View(row, refs);
  return { ...rest, name: title, actions: actions.map((action) => ({ name: action.title, action_route: action.action_route })) };
}
