// Trust and safety: threads and their messages, reports, review decisions, trusted creators, bans and the staff audit log.
import { sql } from 'drizzle-orm';
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PROJECT_STATUSES } from '#contracts/enums.ts';
import { THREAD_TYPES } from '#contracts/threads.ts';
import { REPORT_ITEM_TYPES } from '#contracts/reports.ts';
import { bool, id, timestamp } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/** A project's thread keeps the ID the project was created with (`projects.thread_id`); the row appears with its first message. */
export const threads = sqliteTable(
  'threads',
  {
    id: id().primaryKey(),
    type: text('type', { enum: THREAD_TYPES }).notNull(),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    reportId: text('report_id'),
    created: timestamp('created').notNull(),
  },
  (t) => [uniqueIndex('threads_project_unique').on(t.projectId), uniqueIndex('threads_report_unique').on(t.reportId)],
);

export const threadMessages = sqliteTable(
  'thread_messages',
  {
    id: id().primaryKey(),
    threadId: text('thread_id').notNull().references(() => threads.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The tagged body (contracts/threads.ts) as JSON. */
    body: text('body', { mode: 'json' }).notNull(),
    created: timestamp('created').notNull(),
  },
  (t) => [index('thread_messages_thread_created_idx').on(t.threadId, t.created)],
);

export const reports = sqliteTable(
  'reports',
  {
    id: id().primaryKey(),
    reportType: text('report_type').notNull(),
    itemType: text('item_type', { enum: REPORT_ITEM_TYPES }).notNull(),
    itemId: text('item_id').notNull(),
    reporterId: text('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    created: timestamp('created').notNull(),
    closed: bool('closed').notNull().default(false),
    threadId: text('thread_id').notNull(),
  },
  (t) => [
    // One open report per reporter and item (the form sends a second attempt to the first report).
    uniqueIndex('reports_open_reporter_item_unique').on(t.reporterId, t.itemType, t.itemId).where(sql`${t.closed} = 0`),
    index('reports_reporter_created_idx').on(t.reporterId, t.created),
    index('reports_closed_created_idx').on(t.closed, t.created),
    index('reports_item_idx').on(t.itemType, t.itemId),
  ],
);

/** Images a reporter attached as evidence (`/v3/image?context=report`). */
export const reportImages = sqliteTable(
  'report_images',
  {
    id: id().primaryKey(),
    reportId: text('report_id').references(() => reports.id, { onDelete: 'cascade' }),
    uploaderId: text('uploader_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    created: timestamp('created').notNull(),
  },
  (t) => [index('report_images_report_idx').on(t.reportId)],
);

/** One row per staff decision on a queued project: what the typical wait is computed from. */
export const reviewDecisions = sqliteTable(
  'review_decisions',
  {
    id: id().primaryKey(),
    projectId: text('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    moderatorId: text('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: PROJECT_STATUSES }).notNull(),
    queued: timestamp('queued').notNull(),
    decided: timestamp('decided').notNull(),
  },
  (t) => [index('review_decisions_decided_idx').on(t.decided)],
);

/** Creators whose new versions skip the human queue (never the file scanner). */
export const trustedCreators = sqliteTable('trusted_creators', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
  created: timestamp('created').notNull(),
});

export const userBans = sqliteTable('user_bans', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  bannedBy: text('banned_by').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  created: timestamp('created').notNull(),
});

/** Every staff look-up of private user data (`/admin/user_email`), kept for accountability. */
export const staffAuditLog = sqliteTable(
  'staff_audit_log',
  {
    id: id().primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created').notNull(),
  },
  (t) => [index('staff_audit_log_created_idx').on(t.created)],
);

/** The projects a ban hid, with the status each had, so lifting the ban puts them back as they were. */
export const banHiddenProjects = sqliteTable(
  'ban_hidden_projects',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    previousStatus: text('previous_status', { enum: PROJECT_STATUSES }).notNull(),
  },
  (t) => [uniqueIndex('ban_hidden_projects_unique').on(t.userId, t.projectId)],
);
