// The dashboard's notifications: the API's v2 shape, with title, text and action labels in the page's language.
import type { Db } from '#access';
import type { Viewer } from '#access';
import type { NotificationBody } from '#contracts/notifications.ts';
import type { AstroGlobal } from 'astro';
import { notificationsOfUser, unreadNotificationCount } from '#notifications';
import type { References } from '#notifications';
import { notificationV2View, parseBody, type NotificationV2 } from '#notifications';
import type { PageLanguage } from '#site/i18n/page.ts';

type T = PageLanguage['t'];

export interface ShownAction {
  label: string;
  route: [string, string];
  primary: boolean;
  /** What the page says once the action is done. */
  done: string;
}

export interface ShownNotification {
  id: string;
  read: boolean;
  created: string;
  title: string;
  text: string;
  /** Null when the notification points nowhere. */
  link: string | null;
  /** The link's words once an invitation is accepted ("Open the project"); null when there is nothing to open. */
  openLabel: string | null;
  actions: ShownAction[];
}

const quoted = (t: T, name: string | undefined) => (name === undefined ? t('dashboard.notification.someProject') : `“${name}”`);

/** The stored body in the page's words; bodies the site no longer understands keep the API's English text. */
function words(body: NotificationBody | null, refs: References, t: T, fallback: NotificationV2): { title: string; text: string } {
  if (!body) return { title: fallback.title, text: fallback.text };
  const key = `dashboard.notification.${body.type}`;
  const project = 'project_id' in body && body.project_id ? quoted(t, refs.projectTitles.get(body.project_id)) : '';
  const inviter = 'invited_by' in body ? (refs.usernames.get(body.invited_by) ?? t('dashboard.notification.someone')) : '';
  const title = t(`${key}.title`);
  switch (body.type) {
    case 'project_update':
      return { title, text: t(`${key}.text`, { project, version: refs.versionNumbers.get(body.version_id) ?? '?' }) };
    case 'team_invite':
      return { title, text: t(`${key}.text`, { inviter, project, role: body.role }) };
    case 'organization_invite': {
      const name = refs.organizations.get(body.organization_id)?.name;
      return { title, text: t(`${key}.text`, { inviter, organization: name === undefined ? '?' : `“${name}”`, role: body.role }) };
    }
    case 'status_change':
      return {
        title,
        text: t(`${key}.text`, { project, from: t(`projectPage.status.${body.old_status}`), to: t(`projectPage.status.${body.new_status}`) }),
      };
    case 'moderator_message':
      return { title, text: body.project_id ? t(`${key}.aboutProject`, { project }) : t(`${key}.text`) };
    case 'pat_created':
      return { title, text: t(`${key}.text`, { name: body.token_name }) };
    case 'report_submitted':
    case 'report_status_updated':
      return { title, text: t(`${key}.text`) };
    case 'project_transferred': {
      const organization = body.new_owner_organization_id ? refs.organizations.get(body.new_owner_organization_id)?.name : undefined;
      const owner = organization !== undefined ? `“${organization}”`
        : body.new_owner_id ? (refs.usernames.get(body.new_owner_id) ?? t('dashboard.notification.someone')) : t('dashboard.notification.someone');
      return { title, text: t(`${key}.text`, { project, owner }) };
    }
  }
}

interface Outcomes {
  accepted: string;
  /** Where an accepted invitation leads, in words. */
  open: string | null;
}

/** What accepting an invitation says: what was joined, and the way to it. */
function outcomes(body: NotificationBody | null, refs: References, t: T): Outcomes {
  if (body?.type === 'team_invite') {
    return {
      accepted: t('dashboard.notifications.joinedTeam', { project: quoted(t, refs.projectTitles.get(body.project_id)) }),
      open: t('dashboard.notifications.openProject'),
    };
  }
  if (body?.type === 'organization_invite') {
    const name = refs.organizations.get(body.organization_id)?.name;
    return {
      accepted: t('dashboard.notifications.joinedOrganization', { organization: name === undefined ? '?' : `“${name}”` }),
      open: t('dashboard.notifications.openOrganization'),
    };
  }
  return { accepted: t('dashboard.notifications.done'), open: null };
}

/** Accept-like actions lead; the API names them in English, which is matched here to label them. */
function actionLabel(t: T, title: string, outcome: Outcomes): Omit<ShownAction, 'route'> {
  if (title === 'Accept') return { label: t('dashboard.notifications.accept'), primary: true, done: outcome.accepted };
  if (title === 'Deny' || title === 'Decline') return { label: t('dashboard.notifications.decline'), primary: false, done: t('dashboard.notifications.declined') };
  return { label: title, primary: false, done: t('dashboard.notifications.done') };
}

/** Every notification of the signed-in user, newest first. */
export async function loadNotifications(db: Db, viewer: Viewer, t: T): Promise<ShownNotification[]> {
  const { rows, refs } = await notificationsOfUser(db, viewer, viewer.userId);
  return rows.map((row) => {
    const view = notificationV2View(row, refs);
    const body = parseBody(row.body);
    const outcome = outcomes(body, refs, t);
    return {
      id: view.id,
      read: view.read,
      created: view.created,
      ...words(body, refs, t, view),
      link: view.link === '#' ? null : view.link,
      openLabel: outcome.open,
      actions: view.actions.map((action) => ({ ...actionLabel(t, action.title, outcome), route: action.action_route as [string, string] })),
    };
  });
}

export const HISTORY_PAGE_SIZE = 20;

/** How many notifications the signed-in person has not read, for the header of every page they see. */
export async function headerUnreadCount(astro: Pick<AstroGlobal, 'locals'>, viewer: Viewer): Promise<number> {
  const { db } = await astro.locals.kiln.runtime();
  return unreadNotificationCount(db, viewer.userId);
}
