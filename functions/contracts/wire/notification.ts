// The v2 Notification shape: title, text, link and actions derived from the stored body when it is read.
import type { NotificationBody, NotificationType } from '../notifications.ts';

export interface NotificationAction {
  title: string;
  /** [HTTP method, path relative to the API version root]. */
  action_route: [string, string];
}

export interface NotificationV2 {
  id: string;
  user_id: string;
  /** Null for a stored body that no longer parses. */
  type: NotificationType | null;
  title: string;
  text: string;
  link: string;
  read: boolean;
  created: string;
  actions: NotificationAction[];
  body: NotificationBody | { type: 'unknown' };
}
