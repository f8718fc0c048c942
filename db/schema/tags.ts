// Reference tags: game versions, loaders, categories, licenses, donation platforms, report and project types.
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CATEGORY_HEADERS, GAME_VERSION_TYPES } from '#contracts/enums.ts';
import { bool, timestamp } from './columns.ts';

export const gameVersions = sqliteTable('game_versions', {
  version: text('version').primaryKey(),
  versionType: text('version_type', { enum: GAME_VERSION_TYPES }).notNull(),
  date: timestamp('date').notNull(),
  major: bool('major').notNull().default(false),
});

export const loaders = sqliteTable('loaders', {
  name: text('name').primaryKey(),
  icon: text('icon').notNull().default(''),
  supportedProjectTypes: text('supported_project_types', { mode: 'json' }).$type<string[]>().notNull(),
  ordering: integer('ordering').notNull().default(0),
});

export const categories = sqliteTable(
  'categories',
  {
    name: text('name').notNull(),
    projectType: text('project_type').notNull(),
    header: text('header', { enum: CATEGORY_HEADERS }).notNull(),
    icon: text('icon').notNull().default(''),
    ordering: integer('ordering').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.projectType] })],
);

export const licenses = sqliteTable('licenses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url'),
  osiApproved: bool('osi_approved').notNull().default(false),
  text: text('text').notNull().default(''),
  ordering: integer('ordering').notNull().default(0),
});

export const donationPlatforms = sqliteTable('donation_platforms', {
  short: text('short').primaryKey(),
  name: text('name').notNull(),
  ordering: integer('ordering').notNull().default(0),
});

export const reportTypes = sqliteTable('report_types', {
  name: text('name').primaryKey(),
  ordering: integer('ordering').notNull().default(0),
});

export const projectTypes = sqliteTable('project_types', {
  name: text('name').primaryKey(),
  ordering: integer('ordering').notNull().default(0),
});
