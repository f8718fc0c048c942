// Collections, follows and download counting.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { COLLECTION_STATUSES } from '#contracts/enums.ts';
import { id, timestamp } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';
import { versions } from './versions.ts';

export const collections = sqliteTable(
  'collections',
  {
    id: id().primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    iconUrl: text('icon_url'),
    color: integer('color'),
    status: text('status', { enum: COLLECTION_STATUSES }).notNull().default('listed'),
    created: timestamp('created').notNull(),
    updated: timestamp('updated').notNull(),
  },
  (t) => [index('collections_user_idx').on(t.userId)],
);

export const collectionProjects = sqliteTable(
  'collection_projects',
  {
    collectionId: text('collection_id').notNull().references(() => collections.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.projectId] })],
);

export const follows = sqliteTable(
  'follows',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    created: timestamp('created').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), index('follows_project_idx').on(t.projectId)],
);

/** One row per counted download: a version counts once per client per hour. */
export const downloadEvents = sqliteTable(
  'download_events',
  {
    versionId: text('version_id').notNull().references(() => versions.id, { onDelete: 'cascade' }),
    clientKey: text('client_key').notNull(),
    hour: integer('hour').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.clientKey, t.hour] })],
);

/** Daily download totals per version, for analytics and long-tail statistics. */
export const downloadCounts = sqliteTable(
  'download_counts',
  {
    versionId: text('version_id').notNull().references(() => versions.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.day] })],
);
