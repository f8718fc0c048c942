// The project Moderation tab's data for its members and staff: the project's thread with the compose box, its place in
// the review queue with the typical wait, and for staff the checklist's project facts.
import type { AstroGlobal } from 'astro';
import type { ThreadV2 } from '#contracts/wire/moderation.ts';
import { getThread, queueStatus, viewerIsStaff, type QueueStatus } from '#moderation';
import type { ProjectPage } from '../project/load.ts';
import { threadCompose, type ThreadCompose } from './thread-compose.ts';

export interface ModerationTab {
  thread: ThreadV2;
  compose: ThreadCompose;
  queue: QueueStatus | null;
  staff: boolean;
  viewerId: string;
}

/** Null for visitors and everyone outside the project's team who is not staff. */
export async function loadModerationTab(astro: AstroGlobal, page: ProjectPage): Promise<ModerationTab | null> {
  const viewer = page.viewer;
  if (!viewer || !page.insider) return null;
  const runtime = await astro.locals.kiln.runtime();
  const { db } = runtime;
  const staff = viewerIsStaff(viewer);
  const [thread, queue] = await Promise.all([getThread(runtime, viewer, page.project.thread_id), queueStatus(db, viewer, page.project.id)]);
  return { thread, compose: threadCompose(astro, staff), queue, staff, viewerId: viewer.userId };
}
