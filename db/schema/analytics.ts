// Analytics in the embedded store: append-only raw events (kept 30 days), their hourly rollups by project × metric ×
// dimension and by every dimension at once, the rollup job's watermark, the visitor hashes' daily salts, and revenue
// per project per day from payouts.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * One row per counted event. Projects and versions are not foreign keys: history outlives a deleted project, and
 * an insert on the hot path must not pay for a lookup.
 */
export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Milliseconds since the epoch. */
    time: integer('time').notNull(),
    projectId: text('project_id').notNull(),
    metric: text('metric', { enum: ['views', 'downloads', 'playtime'] }).notNull(),
    /** 1 for a view or a download, seconds for playtime. */
    amount: integer('amount').notNull(),
    versionId: text('version_id'),
    loader: text('loader'),
    gameVersion: text('game_version'),
    country: text('country'),
    source: text('source'),
    /** Views only: project, visitor hash and hour, so a visitor counts once per project per hour. */
    dedupeKey: text('dedupe_key').unique(),
  },
  (t) => [index('analytics_events_time_idx').on(t.time)],
);

/** Sums per hour; `dimension` '' with value '' is the total, else one row per value of that dimension. */
export const analyticsRollups = sqliteTable(
  'analytics_rollups',
  {
    projectId: text('project_id').notNull(),
    metric: text('metric').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    /** Start of the hour, milliseconds since the epoch. */
    hour: integer('hour').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.metric, t.dimension, t.hour, t.value] }), index('analytics_rollups_hour_idx').on(t.hour)],
);

/**
 * Sums per hour for each combination of the values an event carried ('' where it carried none), so a query can filter
 * on one field while bucketing by another. A download's loaders and game versions are its version's, joined on read.
 */
export const analyticsCombinedRollups = sqliteTable(
  'analytics_combined_rollups',
  {
    projectId: text('project_id').notNull(),
    metric: text('metric').notNull(),
    /** Start of the hour, milliseconds since the epoch. */
    hour: integer('hour').notNull(),
    versionId: text('version_id').notNull(),
    loader: text('loader').notNull(),
    gameVersion: text('game_version').notNull(),
    country: text('country').notNull(),
    source: text('source').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.metric, t.hour, t.versionId, t.loader, t.gameVersion, t.country, t.source] }),
    index('analytics_combined_rollups_hour_idx').on(t.hour),
  ],
);

/** Where the next rollup run starts: the hour it may have rolled up only in part. */
export const analyticsWatermarks = sqliteTable('analytics_watermarks', {
  job: text('job').primaryKey(),
  hour: integer('hour').notNull(),
});

/**
 * A random salt per UTC day for visitor hashes: once a day's salt is deleted, its hashes can no longer be tied to an
 * address, even by someone holding the database.
 */
export const analyticsSalts = sqliteTable('analytics_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/** Revenue credited to a project for a UTC day, in minor units; payouts writes it with its ledger entries. */
export const analyticsRevenue = sqliteTable(
  'analytics_revenue',
  {
    projectId: text('project_id').notNull(),
    day: text('day').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day, t.currency] }), index('analytics_revenue_day_idx').on(t.day)],
);
