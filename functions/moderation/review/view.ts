// Review queue answers as JSON: queued projects for staff, and a project's place in the queue for its team.
import { isoDate } from '#lib/dates.ts';
import type { QueueEntry, QueueStatus } from './service.ts';

export const queueEntryView = (entry: QueueEntry) => ({
  project_id: entry.id,
  slug: entry.slug,
  title: entry.title,
  project_type: entry.projectType,
  queued: isoDate(entry.queued ?? entry.published),
  requested_status: entry.requestedStatus,
  owner: entry.ownerId ? { id: entry.ownerId, username: entry.ownerUsername } : null,
  waiting_seconds: Math.floor(entry.waitingMs / 1000),
});

export const queueStatusView = (status: QueueStatus | null) => ({
  in_queue: status !== null,
  position: status?.position ?? null,
  total: status?.total ?? null,
  typical_wait_seconds: status?.typicalWaitMs == null ? null : Math.round(status.typicalWaitMs / 1000),
  queued: status?.queued ?? null,
});
