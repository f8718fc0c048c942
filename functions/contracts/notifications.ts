// Notification bodies as the API tags them (body.type, api-compat §notification-v2), shared by the writers, the API views and the pages.
import { z } from 'zod';
import { PROJECT_STATUSES } from './enums.ts';

const id = z.string().min(1);

export const notificationBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('project_update'), project_id: id, version_id: id }),
  z.object({ type: z.literal('team_invite'), project_id: id, team_id: id, invited_by: id, role: z.string() }),
  z.object({ type: z.literal('organization_invite'), organization_id: id, team_id: id, invited_by: id, role: z.string() }),
  z.object({ type: z.literal('status_change'), project_id: id, old_status: z.enum(PROJECT_STATUSES), new_status: z.enum(PROJECT_STATUSES) }),
  z.object({ type: z.literal('moderator_message'), thread_id: id, message_id: id, project_id: id.nullable(), report_id: id.nullable() }),
  z.object({ type: z.literal('pat_created'), token_name: z.string() }),
  z.object({ type: z.literal('report_status_updated'), report_id: id }),
  z.object({ type: z.literal('report_submitted'), report_id: id }),
  z.object({ type: z.literal('project_transferred'), project_id: id, new_owner_id: id.nullable(), new_owner_organization_id: id.nullable() }),
]);

export type NotificationBody = z.infer<typeof notificationBody>;
export type NotificationType = NotificationBody['type'];
