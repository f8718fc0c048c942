// Demo data for moderation, so every moderation page has something real to show: the player's open and closed reports
// with their threads and notifications, the queued projects' submissions in their threads, and past review decisions
// from which the typical wait is computed. Runs after seedDemoData, deterministic for a seed and `now`.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { notificationBody, type NotificationBody } from '#contracts/notifications.ts';
import { threadMessageBody, type ThreadMessageBody } from '#contracts/threads.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { SEED_BASE_DATE } from './generate.ts';
import { IdFactory } from './idgen.ts';
import { HOUR_MS, Random } from './random.ts';

/** How many approved projects get a recorded review decision (enough for a stable median). */
const PAST_DECISIONS = 24;

type Message = { author: string | null; body: ThreadMessageBody; hoursAgo: number };

export async function seedModeration(db: Db, options: { seed: string; now?: Date }): Promise<void> {
  const now = (options.now ?? SEED_BASE_DATE).getTime();
  const rng = Random.fromSeed(options.seed, 'moderation');
  const ids = new IdFactory(rng);
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
  // The creator files nothing: their inbox is what the dashboard's browser tests count.
  const demo = await db.select({ id: t.users.id, username: t.users.username }).from(t.users)
    .where(inArray(t.users.username, [DEMO_ACCOUNTS.player.username, DEMO_ACCOUNTS.creator.username, DEMO_ACCOUNTS.moderator.username]));
  const byName = new Map(demo.map((user) => [user.username, user.id]));
  const player = byName.get(DEMO_ACCOUNTS.player.username);
  const creator = byName.get(DEMO_ACCOUNTS.creator.username);
  const moderator = byName.get(DEMO_ACCOUNTS.moderator.username);
  if (!player || !creator || !moderator) return;

  // The least downloaded public projects: the browser tests report the most downloaded one themselves.
  const reportable = await db.select({ id: t.projects.id, title: t.projects.title }).from(t.projects)
    .where(eq(t.projects.status, 'approved')).orderBy(asc(t.projects.downloads), asc(t.projects.id)).limit(2);
  const [someone] = await db.select({ id: t.users.id }).from(t.users)
    .where(notInArray(t.users.id, [player, creator, moderator])).orderBy(asc(t.users.created), asc(t.users.id)).limit(1);

  const threads: (typeof t.threads.$inferInsert)[] = [];
  const messages: (typeof t.threadMessages.$inferInsert)[] = [];
  const reports: (typeof t.reports.$inferInsert)[] = [];
  const notifications: (typeof t.notifications.$inferInsert)[] = [];
  const say = (threadId: string, said: Message[]) => said.map((message) => {
    const id = ids.next();
    messages.push({ id, threadId, authorId: message.author, body: threadMessageBody.parse(message.body), created: at(message.hoursAgo) });
    return id;
  });
  const notice = (userId: string, body: NotificationBody, hoursAgo: number, read: boolean) =>
    notifications.push({ id: ids.next(), userId, body: notificationBody.parse(body), read, created: at(hoursAgo) });
  const text = (body: string, hoursAgo: number, author: string, isPrivate = false): Message =>
    ({ author, body: { type: 'text', body, private: isPrivate, replying_to: null }, hoursAgo });
  const report = (reporterId: string, itemType: 'project' | 'user', itemId: string, reportType: string, body: string, hoursAgo: number, closed: boolean, said: Message[]) => {
    const id = ids.next();
    const threadId = ids.next();
    reports.push({ id, reportType, itemType, itemId, reporterId, body, created: at(hoursAgo), closed, threadId });
    threads.push({ id: threadId, type: 'report', reportId: id, created: at(hoursAgo) });
    notice(reporterId, { type: 'report_submitted', report_id: id }, hoursAgo, true);
    return { id, threadId, messageIds: say(threadId, said) };
  };

  const [first, second] = reportable;
  if (first) {
    const open = report(player, 'project', first.id, 'spam', 'The description is mostly links to an ad-filled download mirror.', 30, false, [
      text('Checked: two of the links go to a mirror site with pop-ups.', 20, moderator, true),
      text('Thanks for the report! We have asked the author to remove the mirror links.', 19, moderator),
      text('Thank you. The links are still there today.', 4, player),
    ]);
    notice(player, { type: 'moderator_message', thread_id: open.threadId, message_id: open.messageIds[1]!, project_id: null, report_id: open.id }, 19, false);
  }
  if (second) {
    const closed = report(player, 'project', second.id, 'copyright', 'This uses textures from another resource pack without credit.', 200, true, [
      text('The author has added credit and a license note for the textures. Closing this, thanks for letting us know.', 150, moderator),
      { author: moderator, body: { type: 'thread_closure' }, hoursAgo: 150 },
    ]);
    notice(player, { type: 'report_status_updated', report_id: closed.id }, 150, true);
  }
  if (someone) report(player, 'user', someone.id, 'name-squatting', 'This account copies the names of popular projects for empty uploads.', 10, false, []);

  // Each queued project's thread starts with its submission.
  const queued = await db.select({ id: t.projects.id, threadId: t.projects.threadId, queued: t.projects.queued, published: t.projects.published, ownerId: t.teamMembers.userId })
    .from(t.projects).innerJoin(t.teamMembers, and(eq(t.teamMembers.teamId, t.projects.teamId), eq(t.teamMembers.isOwner, true)))
    .where(eq(t.projects.status, 'processing'));
  for (const project of queued) {
    const submitted = project.queued ?? project.published;
    threads.push({ id: project.threadId, type: 'project', projectId: project.id, created: submitted });
    messages.push({ id: ids.next(), threadId: project.threadId, authorId: project.ownerId, body: { type: 'status_change', old_status: 'draft', new_status: 'processing' }, created: submitted });
  }

  const approved = await db.select({ id: t.projects.id }).from(t.projects)
    .where(eq(t.projects.status, 'approved')).orderBy(asc(t.projects.id)).limit(PAST_DECISIONS);
  const decisions = approved.map((project, index) => {
    const decided = new Date(now - (index + 1) * 2 * 24 * HOUR_MS);
    return { id: ids.next(), projectId: project.id, moderatorId: moderator, status: 'approved' as const, queued: new Date(decided.getTime() - rng.between(6, 96) * HOUR_MS), decided };
  });

  await db.transaction(async (tx) => {
    if (threads.length) await tx.insert(t.threads).values(threads);
    if (reports.length) await tx.insert(t.reports).values(reports);
    if (messages.length) await tx.insert(t.threadMessages).values(messages);
    if (notifications.length) await tx.insert(t.notifications).values(notifications);
    if (decisions.length) await tx.insert(t.reviewDecisions).values(decisions);
  });
}
